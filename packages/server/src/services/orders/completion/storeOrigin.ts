/**
 * Where the order's mails link to.
 * @module
 */
import type { PaymentRow } from '../../../db/tables/orders.js';

/** The origin of the store a payment was made on (its `redirect_url`), or `PUBLIC_URL`. */
export function storeOriginOf(payment: Pick<PaymentRow, 'redirect_url'>, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl;
  try {
    return new URL(payment.redirect_url).origin;
  } catch {
    return '';
  }
}
