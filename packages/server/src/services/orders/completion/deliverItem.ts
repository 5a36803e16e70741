/**
 * One library item of an order line, with its activation key when its SKU has a key pool.
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { insertInventoryItem } from '../data/inventory.js';
import { takeKey } from '../keys.js';
import { soldOutDuringCheckoutMessage } from '../messages.js';
import type { DeliveredItem, PaymentLine } from '../paymentLines.js';
import type { OrderParties } from './loadParties.js';
import { CompletionRefused } from './refused.js';

/**
 * Puts an item in the library it goes to: the buyer's, the gift recipient's account, or held for
 * the recipient's e-mail until an account with it confirms it. Then takes its key.
 * @throws CompletionRefused when the SKU's pool has no key left (the checkout's check is not atomic; this take is)
 */
export async function deliverItem(
  trx: Kysely<Database>,
  delivery: { orderId: number; orderLineId: number; line: PaymentLine; item: DeliveredItem; parties: OrderParties; now: number },
): Promise<void> {
  const { item, line, now } = delivery;
  const { buyer, recipient } = delivery.parties;
  const inventory = await insertInventoryItem(trx, {
    account_id: recipient === null ? buyer.id : recipient.accountId,
    held_for_email: recipient !== null && recipient.accountId === null ? recipient.email : null,
    gift_from_email: recipient === null ? null : buyer.email,
    order_id: delivery.orderId,
    order_line_id: delivery.orderLineId,
    product_id: item.productId,
    sku_id: item.skuId,
    purchase_type: 'purchase',
    is_preorder: line.isPreorder ? 1 : 0,
    entitlement_status: 'activated',
    rental_expires_at: null,
    traded_in_at: null,
    created_at: now,
  });
  if (item.needsKey && (await takeKey(trx, item.skuId, inventory.id)) === null) {
    throw new CompletionRefused(soldOutDuringCheckoutMessage(item.title));
  }
}
