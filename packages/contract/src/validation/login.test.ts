import { describe, expect, it } from 'vitest';
import { validateForgotPassword, validateLogin } from './index.js';

describe('validateLogin', () => {
  it('should accept an e-mail and any password', () => {
    expect(validateLogin({ email: 'ana@example.com', password: 'x' })).toEqual({});
  });

  it('should require both fields', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'This field is required.',
      password: 'This field is required.',
    });
  });

  it('should check the e-mail pattern', () => {
    expect(validateLogin({ email: 'ana', password: 'x' })).toEqual({ email: 'Please enter a valid email address' });
  });
});

describe('validateForgotPassword', () => {
  it('should require a well-formed e-mail', () => {
    expect(validateForgotPassword({ email: '' })).toEqual({ email: 'This field is required.' });
    expect(validateForgotPassword({ email: 'ana@x' })).toEqual({ email: 'Please enter a valid email address' });
    expect(validateForgotPassword({ email: 'ana@example.com' })).toEqual({});
  });
});
