import { describe, expect, it } from 'vitest';
import { validateGiftEmail, validateGiftForm, validateGiftMessage, validateGiftName } from './index.js';

const valid = {
  gift_first_name: 'Ana',
  gift_last_name: 'Lee',
  gift_email: 'ana@example.com',
  gift_mail_body: 'Enjoy the game!',
};

describe('validateGiftName', () => {
  it('should accept 20 characters and refuse 21', () => {
    expect(validateGiftName('a'.repeat(20))).toBeNull();
    expect(validateGiftName('a'.repeat(21))).toBe('Input text can not be more than 20 characters.');
  });

  it('should require a name and not count surrounding spaces', () => {
    expect(validateGiftName('')).toBe('This field is required.');
    expect(validateGiftName('  ')).toBe('This field is required.');
    expect(validateGiftName(` ${'a'.repeat(20)} `)).toBeNull();
  });
});

describe('validateGiftEmail', () => {
  it('should require the e-mail and check its pattern', () => {
    expect(validateGiftEmail('')).toBe('This field is required.');
    expect(validateGiftEmail('friend@example')).toBe('This is not a valid email.');
    expect(validateGiftEmail('.friend@example.com')).toBe('This is not a valid email.');
    expect(validateGiftEmail('friend@example.com')).toBeNull();
  });
});

describe('validateGiftMessage', () => {
  it('should accept 3 and 256 characters', () => {
    expect(validateGiftMessage('abc')).toBeNull();
    expect(validateGiftMessage('a'.repeat(256))).toBeNull();
  });

  it('should refuse 2 and 257 characters', () => {
    expect(validateGiftMessage('ab')).toBe('Input text can not be less than 3 characters.');
    expect(validateGiftMessage('a'.repeat(257))).toBe('Input text can not be more than 256 characters.');
  });

  it('should require a message', () => {
    expect(validateGiftMessage(undefined)).toBe('This field is required.');
    expect(validateGiftMessage(' ')).toBe('This field is required.');
  });
});

describe('validateGiftForm', () => {
  it('should accept a complete gift', () => {
    expect(validateGiftForm(valid)).toEqual({});
  });

  it('should give one message per invalid field', () => {
    expect(
      validateGiftForm({
        gift_first_name: '',
        gift_last_name: 'b'.repeat(21),
        gift_email: 'nope',
        gift_mail_body: 'hi',
      }),
    ).toEqual({
      gift_first_name: 'This field is required.',
      gift_last_name: 'Input text can not be more than 20 characters.',
      gift_email: 'This is not a valid email.',
      gift_mail_body: 'Input text can not be less than 3 characters.',
    });
  });
});
