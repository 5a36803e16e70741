import { describe, expect, it } from 'vitest';
import { validateEmailConfirmation, validatePasswordConfirmation } from './index.js';

describe('validatePasswordConfirmation', () => {
  it('should accept an identical confirmation', () => {
    expect(validatePasswordConfirmation('secret12', 'secret12')).toBeNull();
  });

  it('should say the passwords do not match', () => {
    expect(validatePasswordConfirmation('secret12', 'secret13')).toBe('Passwords do not match');
    expect(validatePasswordConfirmation('secret12', 'Secret12')).toBe('Passwords do not match');
    expect(validatePasswordConfirmation('secret12', 'secret12 ')).toBe('Passwords do not match');
    expect(validatePasswordConfirmation(undefined, 'secret12')).toBe('Passwords do not match');
  });

  it('should require the confirmation', () => {
    expect(validatePasswordConfirmation('secret12', '')).toBe('This field is required.');
  });
});

describe('validateEmailConfirmation', () => {
  it('should accept the same address, ignoring case and surrounding spaces', () => {
    expect(validateEmailConfirmation('me@example.com', 'me@example.com')).toBeNull();
    expect(validateEmailConfirmation('me@example.com', ' Me@Example.COM ')).toBeNull();
  });

  it('should say the e-mails do not match', () => {
    expect(validateEmailConfirmation('me@example.com', 'me@example.org')).toBe('Emails do not match');
  });

  it('should require the confirmation', () => {
    expect(validateEmailConfirmation('me@example.com', ' ')).toBe('This field is required.');
  });
});
