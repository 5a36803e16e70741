/**
 * The order's mails, queued in the completion's transaction so they exist exactly when the order
 * does: the buyer's receipt, and for a gift the recipient's notice.
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { PaymentRow } from '../../../db/tables/orders.js';
import { queueMail } from '../../../mail/outbox.js';
import { giftMail, receiptMail, type MailOrder } from '../orderMails.js';
import type { PaymentLine } from '../paymentLines.js';
import type { OrderParties } from './loadParties.js';

/** Queues the receipt, then the gift notice when the order is a gift. */
export async function queueOrderMails(
  trx: Kysely<Database>,
  order: { payment: PaymentRow; orderId: number; lines: readonly PaymentLine[]; parties: OrderParties; hours: number; storeOrigin: string; now: number },
): Promise<void> {
  const { payment, parties: { buyer, recipient } } = order;
  const mailOrder: MailOrder = {
    orderId: order.orderId,
    paymentId: payment.id,
    siteId: payment.site_id,
    subtotal: payment.subtotal,
    couponDiscount: payment.coupon_discount,
    couponCode: payment.coupon_code,
    redeem: payment.redeem_amount,
    tax: payment.tax,
    total: payment.total,
    estimatedHours: order.hours,
    lines: order.lines.map((l) => ({ title: l.title, price: l.price, isPreorder: l.isPreorder, releaseDate: l.releaseDate })),
    buyer: { email: buyer.email, userName: buyer.user_name },
    gift: recipient === null
      ? null
      : { email: recipient.email, firstName: payment.gift_first_name ?? '', lastName: payment.gift_last_name ?? '', message: payment.gift_mail_body ?? '' },
    storeOrigin: order.storeOrigin,
  };
  await queueMail(trx, receiptMail(mailOrder), order.now);
  const notice = giftMail(mailOrder);
  if (notice) await queueMail(trx, notice, order.now);
}
