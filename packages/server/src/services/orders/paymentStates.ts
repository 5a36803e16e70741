/**
 * The payment state machine (issue 12), as data: the states a payment is stored in and every
 * legal move between them. Each status write of `data/payments.ts` asks {@link legalSources} for
 * the states it may leave and writes `WHERE status IN (…)`, so a write that would make an illegal
 * move changes no row; migration `0013_payment_states` builds a database trigger from the same
 * table, so even a raw `UPDATE` cannot make one.
 *
 * The names and the stored ones:
 * | issue            | stored            | meaning                                                         |
 * |------------------|-------------------|-----------------------------------------------------------------|
 * | created, pending | `pending`         | the checkout made it; the provider's payment is made in the same request (`provider_ref`), the shopper has not paid |
 * | requires_action  | `requires_action` | the provider asks the shopper for a challenge (3-D Secure)      |
 * | approved         | `approved`        | the provider holds the money; nothing delivered, nothing charged |
 * | declined         | `failed`          | declined for good or refused by the fraud check (a decline that leaves the provider's payment open for another card stays `pending`) |
 * | captured         | `captured`        | order delivered, whole amount charged                          |
 * |                  | `authorized`      | order delivered, the pre-order part still held until release   |
 * | refunded         | `refunded`        | money went back after a capture                                 |
 * | voided           | `voided`          | the hold was released: the completion was refused (no key left) |
 * | abort path       | `aborted`         | the shopper left, or a newer checkout of the cart replaced it   |
 * | fail path        | `failed`          | the store reported a purchase failure                           |
 * | expiry           | `expired`         | abandoned for longer than `PAYMENT_EXPIRY_MINUTES`; the hold is released |
 *
 * A change of this table needs a new migration that re-creates the trigger
 * (`createPaymentStatusGuard` of migration 0013), or the database keeps enforcing the old one.
 * @module
 */
import type { PaymentStatus } from '../../db/tables/orders.js';

/** Every stored status. */
export const PAYMENT_STATES: readonly PaymentStatus[] = [
  'pending',
  'requires_action',
  'approved',
  'captured',
  'authorized',
  'failed',
  'aborted',
  'voided',
  'expired',
  'refunded',
];

/** The states a payment is inserted in: `pending`, or `approved` for a zero total (nothing to pay). */
export const INITIAL_PAYMENT_STATES: readonly PaymentStatus[] = ['pending', 'approved'];

/** For each state, the states it may move to (none: it is final). */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  pending: ['requires_action', 'approved', 'failed', 'aborted', 'expired'],
  // the challenge passed (the provider waits for confirmation again) or it settles at once
  requires_action: ['pending', 'approved', 'failed', 'aborted', 'expired'],
  // completion claims it (`captured`/`authorized`) or refuses it (`voided`); the store may report a failure first
  approved: ['captured', 'authorized', 'voided', 'failed'],
  // released pre-orders are captured; an order may be refunded
  authorized: ['captured', 'refunded'],
  captured: ['refunded'],
  failed: [],
  aborted: [],
  voided: [],
  expired: [],
  refunded: [],
};

/** Whether `from` → `to` is a move of the machine (staying in a state is not a move). */
export function isLegalTransition(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_TRANSITIONS[from].includes(to);
}

/**
 * The states a write to `to` may leave: the conditional write's `status IN (…)`.
 * @param to - the state written
 * @param only - narrows to these sources (the write means only some of them); each must be legal
 * @throws Error when `only` names a source that may not move to `to` (a programming error: that write could never be legal)
 * @example
 * legalSources('expired'); // ['pending', 'requires_action']
 * legalSources('aborted', ['pending']); // ['pending']
 */
export function legalSources(to: PaymentStatus, only?: readonly PaymentStatus[]): PaymentStatus[] {
  const sources = PAYMENT_STATES.filter((from) => isLegalTransition(from, to));
  if (!only) return sources;
  const illegal = only.filter((from) => !sources.includes(from));
  if (illegal.length > 0) throw new Error(`Illegal payment transition: ${illegal.join(', ')} → ${to}`);
  return [...only];
}

/** Every legal move, as pairs. */
export function legalTransitions(): Array<[PaymentStatus, PaymentStatus]> {
  return PAYMENT_STATES.flatMap((from) => PAYMENT_TRANSITIONS[from].map((to): [PaymentStatus, PaymentStatus] => [from, to]));
}

/** The statuses a payment ends in without an order. */
export const UNPAID_FINAL_STATES: readonly PaymentStatus[] = ['failed', 'aborted', 'voided', 'expired', 'refunded'];

/** The statuses of a payment the shopper may still pay (the sweeper expires them when abandoned). */
export const OPEN_UNPAID_STATES: readonly PaymentStatus[] = ['pending', 'requires_action'];
