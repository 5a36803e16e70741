import { describe, expect, it } from 'vitest';
import { characterCount, clampCharacters, collectFieldErrors, hasFieldErrors, isBlank, validateRequired } from './index.js';

describe('validateRequired', () => {
  it('should require something other than white space', () => {
    expect(validateRequired('')).toBe('This field is required.');
    expect(validateRequired('  \t')).toBe('This field is required.');
    expect(validateRequired(null)).toBe('This field is required.');
    expect(validateRequired(undefined)).toBe('This field is required.');
    expect(validateRequired('a')).toBeNull();
  });

  it('should agree with isBlank', () => {
    expect(isBlank(' ')).toBe(true);
    expect(isBlank(' x ')).toBe(false);
  });
});

describe('characterCount and clampCharacters', () => {
  it('should count an emoji as one character', () => {
    expect(characterCount('ab😀')).toBe(3);
    expect('ab😀'.length).toBe(4);
  });

  it('should cut without splitting a surrogate pair', () => {
    expect(clampCharacters('ab😀cd', 3)).toBe('ab😀');
    expect(clampCharacters('abc', 5)).toBe('abc');
    expect(clampCharacters('abcdef', 3)).toBe('abc');
  });
});

describe('collectFieldErrors and hasFieldErrors', () => {
  it('should keep only the messages', () => {
    const errors = collectFieldErrors({ email: 'Please enter a valid email address', password: null });
    expect(errors).toEqual({ email: 'Please enter a valid email address' });
    expect(hasFieldErrors(errors)).toBe(true);
  });

  it('should report a form without messages as valid', () => {
    expect(hasFieldErrors(collectFieldErrors({ email: null }))).toBe(false);
    expect(hasFieldErrors({})).toBe(false);
  });
});
