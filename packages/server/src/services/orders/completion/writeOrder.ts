/**
 * The order row, a copy of the payment's money with the buyer, gift, affiliate commission and
 * Cloud Play hours.
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { PaymentRow } from '../../../db/tables/orders.js';
import { insertOrder } from '../data/orders.js';
import type { OrderFigures } from './orderFigures.js';

/** Writes the payment's order; returns its id. */
export async function writeOrder(trx: Kysely<Database>, payment: PaymentRow, buyerId: number, figures: OrderFigures, now: number): Promise<number> {
  const order = await insertOrder(trx, {
    payment_id: payment.id,
    account_id: buyerId,
    cart_id: payment.cart_id,
    site_id: payment.site_id,
    currency: payment.currency,
    subtotal: payment.subtotal,
    coupon_discount: payment.coupon_discount,
    coupon_code: payment.coupon_code,
    redeem_amount: payment.redeem_amount,
    tax: payment.tax,
    total: payment.total,
    gift_email: payment.gift_email,
    gift_first_name: payment.gift_first_name,
    gift_last_name: payment.gift_last_name,
    gift_mail_body: payment.gift_mail_body,
    affiliate_id: payment.affiliate_id,
    affiliate_commission: figures.affiliateCommission,
    estimated_hours: figures.hours,
    created_at: now,
  });
  return order.id;
}
