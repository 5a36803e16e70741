/**
 * A cart change while the cart is being paid (issue 12 point 6). A payment's order is built from
 * the snapshot the checkout priced, and completion closes the cart, so a line added after the
 * checkout would be closed with the cart but never bought. Instead, each cart change (add,
 * remove, coupon, wallet) first aborts the cart's unpaid payments, in the change's own
 * transaction, and the cart answer says why; a payment the provider already holds money for
 * (`approved`) is about to become an order and is never aborted: the change is refused.
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../http/apiError.js';
import type { OrdersContext } from './context.js';
import { cartHasApprovedPayment, pendingPaymentIdsOfCart } from './data/payments.js';
import { abortPayment, syncWithProvider } from './payments.js';

/** Our texts (the spec has none for this case). */
export const CART_CHANGE_MESSAGES = {
  /** The cart answer's `message` after a change aborted a checkout. */
  checkoutCancelled: 'Your checkout was cancelled because the cart changed. Check out again to pay for the new cart.',
  /** The 422 of a change while an approved payment of the cart is being completed. */
  paymentInProgress: 'Your payment for this cart has been approved and your order is being completed, so the cart cannot be changed now. Add more items after your order is complete.',
} as const;

/**
 * Makes way for a change of the cart, inside the change's transaction: every `pending` or
 * `requires_action` payment of it → `aborted` (one conditional write each, through the state
 * machine), so a completion arriving later creates no order from the old snapshot.
 * @param trx - the cart change's transaction (the cart is locked by its first write)
 * @param cartId - the cart being changed
 * @param now - epoch ms
 * @returns the ids of the payments aborted, for {@link releaseAbortedCheckouts} after the commit
 * @throws ApiError 422 when a payment of the cart is `approved` (the whole change rolls back)
 * @example
 * const aborted = await abortCheckoutsForCartChange(trx, cart.id, Date.now());
 */
export async function abortCheckoutsForCartChange(trx: Kysely<Database>, cartId: number, now: number): Promise<string[]> {
  const aborted: string[] = [];
  for (const { id } of await pendingPaymentIdsOfCart(trx, cartId)) {
    if (await abortPayment(trx, id, now)) aborted.push(id);
  }
  // checked after the aborts: an approval racing with them either lost (the abort won) or is seen here
  if (await cartHasApprovedPayment(trx, cartId)) {
    throw ApiError.unprocessable(undefined, { base: [CART_CHANGE_MESSAGES.paymentInProgress] });
  }
  return aborted;
}

/**
 * Tells the providers of aborted checkouts to release whatever they hold. A provider that is
 * down now is told later by the recovery job (the payments stay `sync_due`).
 * @example
 * await releaseAbortedCheckouts(ctx, aborted);
 */
export async function releaseAbortedCheckouts(ctx: OrdersContext, paymentIds: readonly string[]): Promise<void> {
  for (const id of paymentIds) await syncWithProvider(ctx, id).catch(() => undefined);
}
