import { describe, expect, it } from 'vitest';
import { MESSAGES, reviewFailureMessage, reviewerProfileFailure } from '../errors.js';

describe('reviewFailureMessage', () => {
  it("should show the server's parental-control text on 801", () => {
    expect(reviewFailureMessage(409, { failureError: { id: 801, message: 'Blocked by your parent.' } })).toBe(
      'Blocked by your parent.',
    );
  });

  it('should use the built-in parental-control text when the server sends none', () => {
    expect(reviewFailureMessage(409, { failureError: { id: 801, message: '' } })).toBe(
      'Your review was blocked by parental controls.',
    );
  });

  it('should show the system-error text otherwise', () => {
    expect(reviewFailureMessage(500, {})).toBe(MESSAGES.reviewSystemError);
    expect(reviewFailureMessage(409, { failureError: { id: 5, message: 'x' } })).toBe(MESSAGES.reviewSystemError);
  });
});

describe('reviewerProfileFailure', () => {
  it("should put the server's user name messages on the field", () => {
    expect(reviewerProfileFailure(422, { errors: { username: ['This user name is already taken.'] } })).toEqual({ username: 'This user name is already taken.' });
    expect(reviewerProfileFailure(400, { message: 'Invalid', modelState: { username: ['a', 'b'] } })).toEqual({ username: 'a, b' });
  });

  it('should show base messages above the form and the system-error text for anything else', () => {
    expect(reviewerProfileFailure(422, { errors: { base: ['You already have a reviewer profile.'] } })).toEqual({ form: 'You already have a reviewer profile.' });
    expect(reviewerProfileFailure(500, {})).toEqual({ form: MESSAGES.reviewSystemError });
    expect(reviewerProfileFailure(422, 'not json')).toEqual({ form: MESSAGES.reviewSystemError });
  });
});
