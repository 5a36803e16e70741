import type { CardConfirmer, CardConfirmResult, Store } from '@d2d/core';
import { callUnlisted } from '../utils/callUnlisted.js';

function isConfirmAnswer(value: unknown): value is { status: string; message?: string | null } {
  return typeof value === 'object' && value !== null && typeof (value as { status?: unknown }).status === 'string';
}

/**
 * A card confirmer for the reference server's sandbox card provider: it confirms the card with
 * the payment's client secret at `POST /sandbox/card/confirm` (Stripe's public test numbers:
 * 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined). With a real card provider,
 * pass a confirmer wrapping its client library instead.
 * @param store - The page's store.
 * @param cardNumber - The digits the shopper typed.
 * @returns The confirmer for `store.checkout.submitCard`.
 * @example
 * await store.checkout.submitCard({ billing, confirm: sandboxCardConfirmer(store, '4242424242424242') });
 */
export function sandboxCardConfirmer(store: Store, cardNumber: string): CardConfirmer {
  return async ({ clientSecret }): Promise<CardConfirmResult> => {
    const answer = await callUnlisted(store, {
      method: 'POST',
      path: '/sandbox/card/confirm',
      summary: 'Sandbox card confirmation with a test card',
      guard: isConfirmAnswer,
      body: { client_secret: clientSecret, card_number: cardNumber },
    });
    return answer.status === 'succeeded' ? { status: 'succeeded' } : { status: 'failed', message: answer.message ?? null };
  };
}
