import { describe, expect, it } from 'vitest';
import { validateChangePassword, validateResetPassword } from './index.js';

describe('validateChangePassword', () => {
  it('should accept a complete form', () => {
    expect(
      validateChangePassword({ current_password: 'old', password: 'newpass12', password_confirmation: 'newpass12' }),
    ).toEqual({});
  });

  it('should require the current password but not hold it to the new-password rule', () => {
    expect(
      validateChangePassword({ current_password: '', password: 'newpass12', password_confirmation: 'newpass12' }),
    ).toEqual({ current_password: 'This field is required.' });
  });

  it('should apply the password rule to the new password', () => {
    expect(
      validateChangePassword({ current_password: 'old', password: 'newpass', password_confirmation: 'newpass' }),
    ).toEqual({ password: 'Must be between 8 – 16 characters and have at least 1 number' });
    expect(
      validateChangePassword({ current_password: 'old', password: 'newpassword', password_confirmation: 'newpassword' }),
    ).toEqual({ password: 'Must contain at least one number' });
  });

  it('should want the confirmation to equal the new password', () => {
    expect(
      validateChangePassword({ current_password: 'old', password: 'newpass12', password_confirmation: 'newpass13' }),
    ).toEqual({ password_confirmation: 'Passwords do not match' });
  });
});

describe('validateResetPassword', () => {
  it('should check the new password and its confirmation', () => {
    expect(validateResetPassword({ password: 'secret12', password_confirmation: 'secret12' })).toEqual({});
    expect(validateResetPassword({})).toEqual({
      password: 'This field is required.',
      password_confirmation: 'This field is required.',
    });
  });
});
