import { describe, expect, it } from 'vitest';
import { validatePassword } from './index.js';

const LENGTH = 'Must be between 8 – 16 characters and have at least 1 number';
const NUMBER = 'Must contain at least one number';

describe('validatePassword', () => {
  it('should require a password', () => {
    expect(validatePassword('')).toBe('This field is required.');
    expect(validatePassword(undefined)).toBe('This field is required.');
    expect(validatePassword(null)).toBe('This field is required.');
  });

  it('should give the length message at 7 and 17 characters, digit or not', () => {
    expect(validatePassword('abcdef1')).toBe(LENGTH);
    expect(validatePassword('abcdefg')).toBe(LENGTH);
    expect(validatePassword('abcdefghijklmno1x')).toBe(LENGTH);
    expect(validatePassword('abcdefghijklmnopq')).toBe(LENGTH);
  });

  it('should accept 8 and 16 characters with a digit', () => {
    expect(validatePassword('abcdefg1')).toBeNull();
    expect(validatePassword('abcdefghijklmno1')).toBeNull();
    expect(validatePassword('12345678')).toBeNull();
  });

  it('should ask for a number when the length is right but no digit is present', () => {
    expect(validatePassword('abcdefgh')).toBe(NUMBER);
    expect(validatePassword('abcdefghijkl')).toBe(NUMBER);
    expect(validatePassword('abcdefghijklmnop')).toBe(NUMBER);
  });

  it('should count spaces and not trim them', () => {
    expect(validatePassword('       1')).toBeNull();
    expect(validatePassword(' abcdef1')).toBeNull();
  });

  it('should count an emoji as one character', () => {
    expect(validatePassword('abcdef1😀')).toBeNull();
  });

  it('should not take a non-ASCII numeral for a digit', () => {
    expect(validatePassword('abcdefg٣')).toBe(NUMBER);
  });
});
