import { describe, expect, it } from 'vitest';
import { fieldErrorsFromServer, joinFieldErrors } from './index.js';

describe('joinFieldErrors', () => {
  it('should join messages with commas', () => {
    expect(joinFieldErrors(['is too long', 'is invalid'])).toBe('is too long, is invalid');
  });

  it('should accept a single text and skip blanks', () => {
    expect(joinFieldErrors('is invalid')).toBe('is invalid');
    expect(joinFieldErrors([' ', 'is invalid '])).toBe('is invalid');
    expect(joinFieldErrors(undefined)).toBe('');
    expect(joinFieldErrors([])).toBe('');
  });
});

describe('fieldErrorsFromServer', () => {
  it('should attach joined messages per field and leave out base', () => {
    expect(
      fieldErrorsFromServer({ base: ['Checkout failed'], gift_email: ['is invalid', 'is blocked'], gift_first_name: [] }),
    ).toEqual({ gift_email: 'is invalid, is blocked' });
  });

  it('should give nothing for nothing', () => {
    expect(fieldErrorsFromServer(undefined)).toEqual({});
    expect(fieldErrorsFromServer(null)).toEqual({});
  });
});
