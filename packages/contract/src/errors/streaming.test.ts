import { describe, expect, it } from 'vitest';
import { MESSAGES, streamingFailureMessage } from '../errors.js';

describe('streamingFailureMessage', () => {
  it('should report the service unavailable on launch status 0', () => {
    expect(streamingFailureMessage(0, 'cloudPlay')).toBe('Service temporarily unavailable. Please try again later.');
    expect(streamingFailureMessage('0', 'instantPlay')).toBe('Service temporarily unavailable. Please try again later.');
  });

  it('should explain the $10 requirement on 101', () => {
    expect(streamingFailureMessage(101, 'cloudPlay')).toBe(MESSAGES.noStreamingTicket);
  });

  it("should show the server's no-trial text on 2001, or the built-in one", () => {
    expect(streamingFailureMessage(2001, 'instantPlay', 'You already played Doom.')).toBe('You already played Doom.');
    expect(streamingFailureMessage(2001, 'instantPlay', '')).toBe(MESSAGES.instantPlayTrialUsed);
    expect(streamingFailureMessage(2001, 'instantPlay')).toBe(MESSAGES.instantPlayTrialUsed);
  });

  it('should fall back per launch kind', () => {
    expect(streamingFailureMessage(500, 'cloudPlay')).toBe(MESSAGES.cloudPlayUnavailable);
    expect(streamingFailureMessage(undefined, 'cloudPlay')).toBe(MESSAGES.cloudPlayUnavailable);
    expect(streamingFailureMessage(500, 'instantPlay')).toBe(MESSAGES.serviceUnavailable);
  });
});
