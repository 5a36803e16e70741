/**
 * The receipt the /complete-purchased page reads (spec §3 Purchase completion): `status`
 * 'success' once the order exists, 'troubled' for a payment that ended without one (the page
 * then says 'Please checkout again.').
 * @module
 */
import { fromMinorUnits, productPath, siteById, type PurchaseCompletion } from '@d2d/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PaymentRow } from '../../db/tables/orders.js';
import { accountUserName } from './data/accounts.js';
import { receiptOrderOfPayment } from './data/orders.js';
import { productLinkFields } from './data/products.js';
import { entitlementEnabled, parsePaymentLines } from './paymentLines.js';

/**
 * The receipt of a payment.
 * @param db - the database
 * @param payment - a completed payment, or one that ended unpaid
 * @param now - the clock (whether the games are released yet)
 */
export async function purchaseReceipt(db: Kysely<Database>, payment: PaymentRow, now: number): Promise<PurchaseCompletion> {
  const completed = payment.status === 'captured' || payment.status === 'authorized';
  const [buyer, order] = await Promise.all([
    accountUserName(db, payment.account_id),
    completed ? receiptOrderOfPayment(db, payment.id) : undefined,
  ]);
  const lines = parsePaymentLines(payment.lines);
  const products = lines.length === 0
    ? []
    : await productLinkFields(db, lines.map((l) => l.productId));
  const byId = new Map(products.map((p) => [p.id, p]));
  const site = siteById(payment.site_id as 1 | 2 | 3);
  return {
    status: completed ? 'success' : 'troubled',
    user_name: buyer?.user_name ?? null,
    gift_to_email: payment.gift_email,
    payment: {
      id: payment.id,
      payment_date: new Date(order?.created_at ?? payment.created_at).toISOString(),
      subtotal: fromMinorUnits(payment.subtotal),
      tax: fromMinorUnits(payment.tax),
      total: fromMinorUnits(payment.total),
      coupon_code: payment.coupon_code,
      discount_detail: {
        total_discount: fromMinorUnits(payment.coupon_discount + payment.redeem_amount),
        details: { coupon_discount: { currency: fromMinorUnits(payment.coupon_discount), percent: payment.coupon_percent } },
      },
      entitlement_enable: completed && entitlementEnabled(lines, now),
      estimated_hours: order?.estimated_hours ?? 0,
    },
    products: lines.map((line) => {
      const product = byId.get(line.productId);
      return {
        title: line.title,
        url: product ? productPath({ id: product.id, uriSafeTitle: product.uri_safe_title, productType: product.product_type }) : null,
        price: fromMinorUnits(line.listPrice),
        discounted_price: fromMinorUnits(line.price),
      };
    }),
    currency_symbol: site?.symbol ?? '$',
  };
}
