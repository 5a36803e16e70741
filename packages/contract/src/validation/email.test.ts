import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, isEmail, validateEmail } from './index.js';

const label = (length: number) => 'a'.repeat(length);

describe('isEmail', () => {
  it('should accept ordinary addresses', () => {
    expect(isEmail('player@example.com')).toBe(true);
    expect(isEmail('first.last+tag@mail.example.co')).toBe(true);
    expect(isEmail('x@my-host.io')).toBe(true);
    expect(isEmail('  padded@example.com  ')).toBe(true);
  });

  it('should refuse a local part that starts with a dot or @', () => {
    expect(isEmail('.player@example.com')).toBe(false);
    expect(isEmail('@player@example.com')).toBe(false);
    expect(isEmail('@example.com')).toBe(false);
  });

  it('should accept a 63-character domain label and refuse 64', () => {
    expect(isEmail(`a@${label(63)}.com`)).toBe(true);
    expect(isEmail(`a@${label(64)}.com`)).toBe(false);
    expect(isEmail(`a@sub.${label(64)}.com`)).toBe(false);
  });

  it('should refuse an empty domain label', () => {
    expect(isEmail('a@example..com')).toBe(false);
    expect(isEmail('a@.com')).toBe(false);
  });

  it('should want a final label of 2 to 6 letters', () => {
    expect(isEmail('a@example.c')).toBe(false);
    expect(isEmail('a@example.co')).toBe(true);
    expect(isEmail('a@example.museum')).toBe(true);
    expect(isEmail('a@example.abcdefg')).toBe(false);
    expect(isEmail('a@example.c0m')).toBe(false);
  });

  it('should want a dot in the domain', () => {
    expect(isEmail('a@localhost')).toBe(false);
  });

  it('should refuse white space, a second @ and empty input', () => {
    expect(isEmail('pla yer@example.com')).toBe(false);
    expect(isEmail('a@b@example.com')).toBe(false);
    expect(isEmail('')).toBe(false);
    expect(isEmail(null)).toBe(false);
  });

  it('should expose the pattern the rule uses', () => {
    expect(EMAIL_PATTERN.test('a@b.co')).toBe(true);
  });
});

describe('validateEmail', () => {
  it('should require an e-mail', () => {
    expect(validateEmail('')).toBe('This field is required.');
    expect(validateEmail('   ')).toBe('This field is required.');
  });

  it('should give the account-form message for a malformed address', () => {
    expect(validateEmail('player@example')).toBe('Please enter a valid email address');
  });

  it('should accept a valid address', () => {
    expect(validateEmail('player@example.com')).toBeNull();
  });
});
