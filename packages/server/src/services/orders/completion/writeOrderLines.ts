/**
 * The order's lines, each followed by the library items it delivers.
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { insertOrderLine } from '../data/orderLines.js';
import type { PaymentLine } from '../paymentLines.js';
import { deliverItem } from './deliverItem.js';
import type { OrderParties } from './loadParties.js';

/**
 * Writes each priced line of the payment in its position, then its items (with their keys).
 * A pre-order line with a charge stays `authorized` until its release captures it.
 * @throws CompletionRefused when a key pool ran out since the checkout
 */
export async function writeOrderLines(
  trx: Kysely<Database>,
  order: { orderId: number; lines: readonly PaymentLine[]; parties: OrderParties; now: number },
): Promise<void> {
  for (const [position, line] of order.lines.entries()) {
    const orderLine = await insertOrderLine(trx, {
      order_id: order.orderId,
      position,
      product_id: line.productId,
      sku_id: line.skuId,
      title: line.title,
      list_price: line.listPrice,
      price: line.price,
      charge: line.charge,
      is_preorder: line.isPreorder ? 1 : 0,
      release_date: line.releaseDate,
      capture_state: line.isPreorder && line.charge > 0 ? 'authorized' : 'captured',
    });
    for (const item of line.items) {
      await deliverItem(trx, { orderId: order.orderId, orderLineId: orderLine.id, line, item, parties: order.parties, now: order.now });
    }
  }
}
