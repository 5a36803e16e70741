import { describe, expect, it } from 'vitest';
import { genericApiAction } from '../errors.js';

describe('genericApiAction', () => {
  it('should send 404, 400 and 503 to their system pages', () => {
    expect(genericApiAction(404)).toEqual({ kind: 'navigate', path: '/404' });
    expect(genericApiAction(400)).toEqual({ kind: 'navigate', path: '/400' });
    expect(genericApiAction(503)).toEqual({ kind: 'navigate', path: '/maintenance' });
  });

  it('should send other 5xx to /error', () => {
    for (const status of [500, 501, 502, 504, 599]) {
      expect(genericApiAction(status)).toEqual({ kind: 'navigate', path: '/error' });
    }
  });

  it('should open login on 401', () => {
    expect(genericApiAction(401)).toEqual({ kind: 'login' });
  });

  it('should do nothing extra on 403, 409 and 422', () => {
    expect(genericApiAction(403)).toEqual({ kind: 'none' });
    expect(genericApiAction(409)).toEqual({ kind: 'none' });
    expect(genericApiAction(422)).toEqual({ kind: 'none' });
  });

  it('should ignore status 0', () => {
    expect(genericApiAction(0)).toEqual({ kind: 'ignore' });
  });

  it('should send unknown statuses to /error', () => {
    for (const status of [405, 418, 429, 600, -1, Number.NaN]) {
      expect(genericApiAction(status)).toEqual({ kind: 'navigate', path: '/error' });
    }
  });

  it('should not treat success or redirect statuses as errors', () => {
    expect(genericApiAction(200)).toEqual({ kind: 'none' });
    expect(genericApiAction(304)).toEqual({ kind: 'none' });
  });
});
