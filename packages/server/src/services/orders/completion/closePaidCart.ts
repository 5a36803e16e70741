/**
 * The cart the order was bought from.
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { PaymentRow } from '../../../db/tables/orders.js';
import { closeCart } from '../../cart/carts.js';
import { ORDER_MESSAGES } from '../messages.js';
import { CompletionRefused } from './refused.js';

/**
 * Closes the payment's cart, so it is bought once.
 * @throws CompletionRefused when the cart is not open any more (another payment of it completed)
 */
export async function closePaidCart(trx: Kysely<Database>, payment: Pick<PaymentRow, 'cart_id'>): Promise<void> {
  if (!(await closeCart(trx, payment.cart_id))) throw new CompletionRefused(ORDER_MESSAGES.cartChanged);
}
