import type { CardConfirmer, CardConfirmResult, Store } from '@d2d/core';

/**
 * A card confirmer for the reference server's sandbox card provider: it confirms the card with
 * the payment's client secret through `store.api.sandbox.confirmCard` (Stripe's public test
 * numbers: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined). With a real card
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
    return answer.status === 'succeeded' ? { status: 'succeeded' } : { status: 'failed', message: answer.message };
  };
}
