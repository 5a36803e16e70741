import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES, cardOutcome, last4, passesLuhn } from './testCards.js';

describe('sandbox test cards', () => {
  it("should approve Stripe's success cards and decline its failure cards with Stripe's messages", () => {
    expect(cardOutcome('4242 4242 4242 4242')).toBeNull();
    expect(cardOutcome('5555-5555-5555-4444')).toBeNull();
    expect(cardOutcome('4000000000000002')).toEqual({ code: 'card_declined', message: 'Your card was declined.' });
    expect(cardOutcome('4000000000009995')).toEqual({ code: 'insufficient_funds', message: 'Your card has insufficient funds.' });
    expect(cardOutcome('4000000000000069')).toEqual({ code: 'expired_card', message: CARD_MESSAGES.expired });
    expect(cardOutcome('4100000000000019')).toMatchObject({ code: 'fraudulent' });
  });

  it('should refuse malformed numbers and live cards', () => {
    expect(cardOutcome('4242 4242 4242 4241')).toEqual({ code: 'incorrect_number', message: 'Your card number is incorrect.' });
    expect(cardOutcome('abc')).toMatchObject({ code: 'incorrect_number' });
    // a real-looking Visa number that passes the Luhn check but is not a test card
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(cardOutcome('4111111111111111')).toEqual({ code: 'card_declined', message: CARD_MESSAGES.liveCard });
  });

  it('should keep only the last four digits', () => {
    expect(last4('4242 4242 4242 4242')).toBe('4242');
  });
});
