/**
 * The sandbox's test cards: Stripe's public test numbers (DECISIONS.md "Sandbox cards") with the
 * messages Stripe answers them with, so the card modal shows what it would show in production.
 * @module
 */
import type { ProviderFailure } from './provider.js';

/** The card number that always succeeds. */
export const CARD_SUCCESS = '4242424242424242';
/** The card number that is always declined. */
export const CARD_DECLINED = '4000000000000002';
/** The card number declined for insufficient funds. */
export const CARD_INSUFFICIENT_FUNDS = '4000000000009995';
/** The card number that asks for 3-D Secure: the payment waits (`requires_action`) for the sandbox's challenge page. */
export const CARD_3DS = '4000002760003184';
/** The card number the fraud check always refuses. */
export const CARD_FRAUD = '4100000000000019';

/** The provider messages of the sandbox's failures. */
export const CARD_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  incorrectNumber: 'Your card number is incorrect.',
  liveCard: 'Your card was declined. Only sandbox test cards can be used, for example 4242 4242 4242 4242.',
} as const;

const OUTCOMES: Readonly<Record<string, ProviderFailure | null>> = {
  [CARD_SUCCESS]: null,
  '4000056655665556': null,
  '5555555555554444': null,
  '2223003122003222': null,
  '378282246310005': null,
  [CARD_DECLINED]: { code: 'card_declined', message: CARD_MESSAGES.declined },
  [CARD_INSUFFICIENT_FUNDS]: { code: 'insufficient_funds', message: CARD_MESSAGES.insufficientFunds },
  '4000000000009987': { code: 'lost_card', message: CARD_MESSAGES.declined },
  '4000000000009979': { code: 'stolen_card', message: CARD_MESSAGES.declined },
  [CARD_FRAUD]: { code: 'fraudulent', message: CARD_MESSAGES.declined },
  // approved once its challenge is passed (see requiresChallenge)
  [CARD_3DS]: null,
  '4000000000000069': { code: 'expired_card', message: CARD_MESSAGES.expired },
  '4000000000000127': { code: 'incorrect_cvc', message: CARD_MESSAGES.incorrectCvc },
};

/** Whether a digit string passes the Luhn check every card number does. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * What the sandbox does with a card number (spaces and dashes ignored): `null` approves; a
 * failure carries the provider's code and message. A well-formed number that is not a test card
 * is declined, as a real provider in test mode declines live cards.
 * @param number - the card number as typed
 * @example
 * cardOutcome('4000 0000 0000 0002'); // { code: 'card_declined', message: 'Your card was declined.' }
 */
export function cardOutcome(number: string): ProviderFailure | null {
  const digits = number.replace(/[\s-]/g, '');
  if (digits in OUTCOMES) return OUTCOMES[digits] ?? null;
  if (!passesLuhn(digits)) return { code: 'incorrect_number', message: CARD_MESSAGES.incorrectNumber };
  return { code: 'card_declined', message: CARD_MESSAGES.liveCard };
}

/** The decline of a failed 3-D Secure challenge: the provider's message for a declined card. */
export const CHALLENGE_FAILED: ProviderFailure = { code: 'authentication_failed', message: CARD_MESSAGES.declined };

/**
 * Whether a card asks for a 3-D Secure challenge before it is approved (spaces and dashes ignored).
 * @example
 * requiresChallenge('4000 0027 6000 3184'); // true
 */
export function requiresChallenge(number: string): boolean {
  return number.replace(/[\s-]/g, '') === CARD_3DS;
}

/** The last four digits of a card number, for the ledger. */
export function last4(number: string): string {
  return number.replace(/\D/g, '').slice(-4);
}
