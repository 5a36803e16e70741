/**
 * The events the sandbox provider reports by webhook, and how one is written to the outbox: in
 * the transaction of the ledger change it reports, so the change and its event exist together
 * or not at all. The body carries the payment's ref and where it stood; the receiver re-reads the
 * ledger anyway, since deliveries come late, twice and out of order.
 * @module
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { insertOutboxEvent } from './data/webhooks.js';
import { sandboxPaymentByRef } from './data/sandboxPayments.js';

/** The receiving route's provider segment of the built-in sandboxes (`/api/payments/webhooks/sandbox`). */
export const SANDBOX_WEBHOOK_PROVIDER = 'sandbox';

/** What happened to a sandbox payment. */
export type SandboxEventType =
  /** A 3-D Secure card waits for its challenge. */
  | 'payment.requires_action'
  /** The money is held (card approved, challenge passed, PayPal-type authorised). */
  | 'payment.approved'
  /** A card was declined; the payment stays open for another card. */
  | 'payment.declined'
  /** The payment was blocked (fraud check): no card can pay it any more. */
  | 'payment.failed'
  | 'payment.captured'
  /** The hold was released, in part or whole (a cancelled payment included). */
  | 'payment.voided';

/** A webhook's JSON body. */
export interface SandboxEvent {
  id: string;
  type: SandboxEventType;
  /** Unix seconds. */
  created: number;
  data: {
    ref: string;
    payment_id: string;
    status: string;
    amount: number;
    captured_amount: number;
    voided_amount: number;
    currency: string;
  };
}

let sequence = 0;

/**
 * A new event id that sorts in the order the events happened (the outbox is sent in that order):
 * the clock's milliseconds, a counter for events of the same millisecond, and random digits.
 */
export function eventId(now: number): string {
  sequence = (sequence + 1) % 0x10000;
  return `evt_${Math.max(0, Math.floor(now)).toString(16).padStart(12, '0')}${sequence.toString(16).padStart(4, '0')}${randomBytes(8).toString('hex')}`;
}

/**
 * Runs `work` in a transaction, or in the caller's when `db` is one already.
 * @example
 * await inTransaction(db, async (trx) => { if (await move(trx)) await enqueueSandboxEvent(trx, ref, 'payment.captured', now); });
 */
export function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/**
 * Writes the webhook of a ledger change to the outbox, with the payment as it stands after the
 * change; the delivery job sends it later.
 * @param db - the transaction of the change
 */
export async function enqueueSandboxEvent(db: Kysely<Database>, ref: string, type: SandboxEventType, now: number): Promise<void> {
  const row = await sandboxPaymentByRef(db, ref);
  if (!row) return;
  const event: SandboxEvent = {
    id: eventId(now),
    type,
    created: Math.floor(now / 1000),
    data: {
      ref: row.ref,
      payment_id: row.payment_id,
      status: row.status,
      amount: row.amount,
      captured_amount: row.captured_amount,
      voided_amount: row.voided_amount,
      currency: row.currency,
    },
  };
  await insertOutboxEvent(db, { id: event.id, provider: SANDBOX_WEBHOOK_PROVIDER, type, ref, body: JSON.stringify(event), now });
}
