import { describe, expect, it } from 'vitest';
import { MESSAGES, reviewFailureMessage } from '../errors.js';

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
