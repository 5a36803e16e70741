import { describe, expect, it } from 'vitest';
import { hasFieldErrors, validateChangeEmail } from './index.js';

describe('validateChangeEmail', () => {
  it('should accept a matching, valid e-mail with the current password', () => {
    expect(
      validateChangeEmail({ email: 'new@example.com', email_confirmation: 'new@example.com', current_password: 'pw' }),
    ).toEqual({});
  });

  it('should disable the update on a mismatch', () => {
    const errors = validateChangeEmail({
      email: 'new@example.com',
      email_confirmation: 'new@example.org',
      current_password: 'pw',
    });
    expect(errors).toEqual({ email_confirmation: 'Emails do not match' });
    expect(hasFieldErrors(errors)).toBe(true);
  });

  it('should check the e-mail and require the current password', () => {
    expect(validateChangeEmail({ email: 'new@', email_confirmation: 'new@', current_password: '' })).toEqual({
      email: 'Please enter a valid email address',
      current_password: 'This field is required.',
    });
  });
});
