import { describe, expect, it } from 'vitest';
import { readCookie } from './readCookie.js';

describe('readCookie', () => {
  it('should read one cookie by its exact name', () => {
    expect(readCookie('a=1; token=abc%20d; tokenx=no', 'token')).toBe('abc d');
    expect(readCookie('xtoken=1', 'token')).toBeUndefined();
    expect(readCookie('token=', 'token')).toBeUndefined();
    expect(readCookie('token=%E0%A4%A', 'token')).toBe('%E0%A4%A');
  });
});
