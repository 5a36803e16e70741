import { describe, expect, it } from 'vitest';
import { changeEmailFailureMessage } from '../errors.js';

describe('changeEmailFailureMessage', () => {
  it('should say the password is wrong on 422', () => {
    expect(changeEmailFailureMessage(422)).toBe('Your password is incorrect.');
  });

  it('should say the new e-mail is invalid or taken otherwise', () => {
    expect(changeEmailFailureMessage(409)).toBe('New email is invalid or already exists.');
    expect(changeEmailFailureMessage(400)).toBe('New email is invalid or already exists.');
  });
});
