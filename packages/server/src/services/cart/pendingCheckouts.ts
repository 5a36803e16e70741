/**
 * The cart area's one door into the orders area: a cart change first makes way by aborting the
 * cart's unpaid checkouts (`services/orders/cartChange.ts` holds the rule and its refusal), so the
 * cart services never name the orders' payment code themselves.
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { abortCheckoutsForCartChange } from '../orders/cartChange.js';

/**
 * Aborts the cart's unpaid checkouts inside the change's transaction, at the request's clock.
 * @param trx - the cart change's transaction
 * @param cartId - the cart being changed
 * @param now - the request's time (`request.shopper.now`, the app's injected clock)
 * @returns the ids of the checkouts aborted; the route releases their holds after the commit
 * @throws ApiError 422 while a payment of the cart is approved (the change rolls back)
 * @example
 * const aborted = await makeWayForCartChange(trx, cart.id, ctx.now);
 */
export function makeWayForCartChange(trx: Kysely<Database>, cartId: number, now: Date): Promise<string[]> {
  return abortCheckoutsForCartChange(trx, cartId, now.getTime());
}
