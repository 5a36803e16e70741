import type { CardConfirmer, CardConfirmResult, Store } from '@d2d/core';
import { runChallenge } from './challengeFrame.js';

/**
 * A card confirmer for the reference server's sandbox card provider: it confirms the card with
 * the payment's client secret through `store.api.sandbox.confirmCard` (Stripe's public test
 * numbers: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0027 6000 3184
 * asks for 3-D Secure, whose challenge page it shows over the page until it is answered). With a real card
 * provider, pass a confirmer wrapping its client library instead.
 * @param store - The page's store.
 * @param cardNumber - The digits the shopper typed.
 * @returns The confirmer for `store.checkout.submitCard`.
 * @example
 * await store.checkout.submitCard({ billing, confirm: sandboxCardConfirmer(store, '4242424242424242') });
 */
export function sandboxCardConfirmer(store: Store, cardNumber: string): CardConfirmer {
  return async ({ clientSecret }): Promise<CardConfirmResult> => {
    const answer = await store.api.sandbox.confirmCard({ client_secret: clientSecret, card_number: cardNumber });
    if (answer.status === 'requires_action') return runChallenge(answer.challenge_url);
    return answer.status === 'succeeded' ? { status: 'succeeded' } : { status: 'failed', message: answer.message };
  };
}
