import { describe, expect, it } from 'vitest';
import { hasFieldErrors, validateCaptcha, validateSignUp } from './index.js';

const valid = { user_name: 'ana', email: 'ana@example.com', password: 'secret12', captcha: 'solved-token' };

describe('validateCaptcha', () => {
  it('should ask to fill up the captcha until solved', () => {
    expect(validateCaptcha('')).toBe('Please fill up captcha');
    expect(validateCaptcha(null)).toBe('Please fill up captcha');
    expect(validateCaptcha('token')).toBeNull();
  });
});

describe('validateSignUp', () => {
  it('should accept a complete form', () => {
    expect(validateSignUp(valid)).toEqual({});
  });

  it('should report every missing field', () => {
    expect(validateSignUp({})).toEqual({
      user_name: 'This field is required.',
      email: 'This field is required.',
      password: 'This field is required.',
      captcha: 'Please fill up captcha',
    });
  });

  it('should apply the e-mail and password rules', () => {
    expect(validateSignUp({ ...valid, email: 'ana@', password: 'short1' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Must be between 8 – 16 characters and have at least 1 number',
    });
    expect(validateSignUp({ ...valid, password: 'noDigitsHere' })).toEqual({ password: 'Must contain at least one number' });
  });

  it('should keep submit disabled without the captcha', () => {
    expect(hasFieldErrors(validateSignUp({ ...valid, captcha: '' }))).toBe(true);
  });
});
