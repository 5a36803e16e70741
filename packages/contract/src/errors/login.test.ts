import { describe, expect, it } from 'vitest';
import { resolveLoginFailure, resolveSignUpFailure } from '../errors.js';

describe('resolveLoginFailure', () => {
  it('should show the model-state errors of a 400', () => {
    expect(
      resolveLoginFailure(400, {
        message: 'The request is invalid.',
        modelState: { email: ['This field is required.'], password: ['Too short', ' '] },
      }),
    ).toEqual({ kind: 'messages', messages: ['This field is required.', 'Too short'] });
  });

  it('should show the failure message of a 409', () => {
    expect(resolveLoginFailure(409, { failureError: { id: 1, message: 'Wrong e-mail or password.' } })).toEqual({
      kind: 'messages',
      messages: ['Wrong e-mail or password.'],
    });
  });

  it('should offer the resend button for id 102', () => {
    expect(resolveLoginFailure(409, { failureError: { id: 102, message: 'Please confirm your email.' } })).toEqual({
      kind: 'resendConfirmation',
      message: 'Please confirm your email.',
    });
  });

  it('should go to /complete-forget-password for id 104', () => {
    expect(resolveLoginFailure(409, { failureError: { id: 104, message: 'Check your mail.' } })).toEqual({
      kind: 'navigate',
      path: '/complete-forget-password',
      message: 'Check your mail.',
    });
  });

  it('should fall back to the default text', () => {
    const fallback = { kind: 'messages', messages: ['(Login failed. Please try again.)'] };
    expect(resolveLoginFailure(500, { message: 'boom' })).toEqual(fallback);
    expect(resolveLoginFailure(400, { message: 'x', modelState: {} })).toEqual(fallback);
    expect(resolveLoginFailure(400, 'not json')).toEqual(fallback);
    expect(resolveLoginFailure(409, { failureError: { id: 1, message: ' ' } })).toEqual(fallback);
    expect(resolveLoginFailure(409, {})).toEqual(fallback);
  });
});

describe('resolveSignUpFailure', () => {
  it('should list 422 errors and attach field errors joined with commas', () => {
    expect(
      resolveSignUpFailure(422, { errors: { base: ['Sign-up closed.'], email: ['has already been taken', 'is blocked'] } }),
    ).toEqual({
      messages: ['Sign-up closed.', 'has already been taken', 'is blocked'],
      fieldErrors: { email: 'has already been taken, is blocked' },
      resetCaptcha: true,
    });
  });

  it('should use the 422 message when there are no errors', () => {
    expect(resolveSignUpFailure(422, { message: 'Captcha expired.' }).messages).toEqual(['Captcha expired.']);
  });

  it('should show the failure message of a 409', () => {
    expect(resolveSignUpFailure(409, { failureError: { id: 5, message: 'Account exists.' } })).toEqual({
      messages: ['Account exists.'],
      fieldErrors: {},
      resetCaptcha: true,
    });
  });

  it('should fall back to a generic text and still reset the captcha', () => {
    expect(resolveSignUpFailure(500, null)).toEqual({
      messages: ['Sorry. Something went wrong.'],
      fieldErrors: {},
      resetCaptcha: true,
    });
    expect(resolveSignUpFailure(422, { errors: { base: [] } }).messages).toEqual(['Sorry. Something went wrong.']);
  });
});
