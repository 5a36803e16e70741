import { describe, expect, it } from 'vitest';
import { ApiError, LoginCancelledError, NetworkError, RefusedError, ResponseShapeError, StoreDisposedError, StoreError } from './index.js';

describe('error classes', () => {
  it('should name themselves explicitly, so logs read the same after an app minifies its bundle', () => {
    const errors = [
      new StoreError('x'),
      new ApiError('GET /api/x', { status: 500 }),
      new NetworkError('GET /api/x', new TypeError('fetch failed')),
      new ResponseShapeError('GET /api/x', 200, {}, null),
      new RefusedError('cart-limit', 'limit'),
      new LoginCancelledError('GET /api/x'),
      new StoreDisposedError(),
    ];
    expect(errors.map((e) => e.name)).toEqual(['StoreError', 'ApiError', 'NetworkError', 'ResponseShapeError', 'RefusedError', 'LoginCancelledError', 'StoreDisposedError']);
    for (const error of errors) expect(error).toBeInstanceOf(StoreError);
    expect(String(new NetworkError('GET /api/x', null))).toBe('NetworkError: GET /api/x could not reach the server');
  });
});
