/**
 * The completion's first statement: the claim that moves the payment out of `approved`.
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { PaymentRow } from '../../../db/tables/orders.js';
import { claimApprovedPayment } from '../data/payments.js';

/**
 * Claims an approved payment for this completion: `authorized` while pre-order money stays held,
 * else `captured`, with what is captured now (the total less the pre-orders) due for the provider.
 * @returns the claimed row, or undefined when another completion claimed it first (this one then writes nothing)
 */
export function claimPayment(trx: Kysely<Database>, payment: PaymentRow, now: number): Promise<PaymentRow | undefined> {
  const captured = payment.total - payment.preorder_amount;
  // the claim: of any number of completions of this payment exactly one moves it
  return claimApprovedPayment(trx, payment.id, {
    status: payment.preorder_amount > 0 ? 'authorized' : 'captured',
    capturedAmount: captured,
    syncDue: captured > 0 ? 1 : 0,
    now,
  });
}
