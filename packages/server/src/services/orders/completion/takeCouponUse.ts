/**
 * The coupon's redemption by the order.
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { PaymentRow } from '../../../db/tables/orders.js';
import { consumeCoupon, couponUsedBy } from '../../cart/coupons.js';
import { ORDER_MESSAGES } from '../messages.js';
import { CompletionRefused } from './refused.js';

/**
 * Takes one use of the payment's coupon for the order, if it was priced with one.
 * @throws CompletionRefused when the coupon was used up meanwhile, or by this account already
 *   (another order of the account got its once-per-account use first)
 */
export async function takeCouponUse(trx: Kysely<Database>, payment: Pick<PaymentRow, 'coupon_id'>, orderId: number, buyerId: number): Promise<void> {
  if (payment.coupon_id !== null && !(await consumeCoupon(trx, payment.coupon_id, orderId, buyerId))) {
    const usedBefore = await couponUsedBy(trx, payment.coupon_id, buyerId);
    throw new CompletionRefused(usedBefore ? ORDER_MESSAGES.couponUsedByAccount : ORDER_MESSAGES.couponGone);
  }
}
