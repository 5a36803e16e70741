import { describe, expect, it } from 'vitest';
import { ApiError, LoginCancelledError, NetworkError, RefusedError } from '@d2d/core';
import { ChannelError } from './channelError.js';
import { callFailure, cartFailure, productFailure } from './failures.js';

const UNAVAILABLE = 'Service temporarily unavailable. Please try again later.';

const api = (status: number, body: unknown = {}) => new ApiError('GET /api/x', { status, body });

describe('productFailure', () => {
  it('should say an unknown or withdrawn product is not available', () => {
    for (const status of [404, 410]) {
      const failure = productFailure(api(status));
      expect(failure).toBeInstanceOf(ChannelError);
      expect(failure).toMatchObject({ code: 'not-found', message: 'This offer is not available.' });
    }
  });

  it('should say the store is unavailable for anything else, keeping the cause', () => {
    const cause = new NetworkError('GET /api/product/get/1', new TypeError('down'));
    const failure = productFailure(cause);
    expect(failure).toMatchObject({ code: 'unavailable', message: UNAVAILABLE });
    expect(failure.cause).toBe(cause);
    expect(productFailure(api(500))).toMatchObject({ code: 'unavailable' });
  });
});

describe('cartFailure', () => {
  it('should ask for a login when the login was cancelled or expired', () => {
    expect(cartFailure(new LoginCancelledError('POST /api/account/shopping_carts'))).toMatchObject({ code: 'login', message: 'Please Login.' });
    expect(cartFailure(api(401))).toMatchObject({ code: 'login', message: 'Please Login.' });
  });

  it('should say the store is unavailable when it cannot be reached', () => {
    expect(cartFailure(new NetworkError('POST /api/account/shopping_carts', null))).toMatchObject({ code: 'unavailable', message: UNAVAILABLE });
  });

  it("should pass the store's refusal on with its text", () => {
    expect(cartFailure(api(422, { errors: { base: ['This product is already in your cart.'] } }))).toMatchObject({ code: 'refused', message: 'This product is already in your cart.' });
    expect(cartFailure(new RefusedError('cart-limit', 'You can only have 5 items in your cart.'))).toMatchObject({ code: 'refused' });
  });

  it('should say something went wrong for an error it does not know', () => {
    const failure = cartFailure(new Error('boom'));
    expect(failure.code).toBe('refused');
    expect(failure.message).not.toBe('boom');
  });
});

describe('callFailure', () => {
  it('should keep a ChannelError an operation threw', () => {
    const thrown = new ChannelError('login', 'Please Login.');
    expect(callFailure('add', thrown)).toBe(thrown);
    expect(callFailure('product', thrown)).toBe(thrown);
  });

  it("should read anything else by the operation's kind", () => {
    expect(callFailure('product', api(404)).code).toBe('not-found');
    expect(callFailure('add', api(404)).code).toBe('refused');
    expect(callFailure('remove', api(401)).code).toBe('login');
  });

  it('should not take a plain object of the right shape for a failure', () => {
    expect(callFailure('add', { code: 'login', message: 'Please Login.' })).toMatchObject({ code: 'refused' });
  });
});
