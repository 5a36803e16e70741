/**
 * The checkouts of one cart as its owner reaches them: the newest payment (for the completion
 * page) and the pending ones (for leaving the checkout).
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AccountRow } from '../../db/tables/accounts.js';
import type { PaymentRow } from '../../db/tables/orders.js';
import { ApiError } from '../../http/apiError.js';
import type { OrdersContext } from './context.js';
import { cartOwner } from './data/carts.js';
import { pendingPaymentIdsOfCart } from './data/payments.js';
import { ORDER_MESSAGES } from './messages.js';
import { abortPayment, latestPaymentOfCart, syncWithProvider } from './payments.js';

/**
 * The cart's newest payment.
 * @throws ApiError 404 for an unknown cart or one without a checkout, 403 for another account's
 * @example
 * const payment = await latestPaymentOfOwnCart(db, request.account, body.cart_id);
 */
export async function latestPaymentOfOwnCart(db: Kysely<Database>, account: Pick<AccountRow, 'id'>, cartId: number): Promise<PaymentRow> {
  const cart = await cartOwner(db, cartId);
  if (!cart) throw ApiError.notFound(ORDER_MESSAGES.cartNotFound);
  if (cart.account_id !== account.id) throw ApiError.forbidden(ORDER_MESSAGES.notYours);
  const payment = await latestPaymentOfCart(db, cartId);
  if (!payment) throw ApiError.notFound(ORDER_MESSAGES.notComplete);
  return payment;
}

/**
 * Aborts every pending checkout of the shopper's cart and tells each one's provider.
 * @returns how many were aborted
 * @throws ApiError 404 for an unknown cart or another account's (as unknown as a made-up id)
 * @example
 * const aborted = await abortCheckoutsOfCart(ctx, request.account, cartId);
 */
export async function abortCheckoutsOfCart(ctx: OrdersContext, account: Pick<AccountRow, 'id'>, cartId: number): Promise<number> {
  const { db } = ctx;
  const cart = await cartOwner(db, cartId);
  if (!cart || cart.account_id !== account.id) throw ApiError.notFound(ORDER_MESSAGES.cartNotFound);
  const pending = await pendingPaymentIdsOfCart(db, cartId);
  let aborted = 0;
  for (const { id } of pending) {
    if (await abortPayment(db, id, ctx.now())) {
      aborted += 1;
      await syncWithProvider(ctx, id);
    }
  }
  return aborted;
}
