import type { Kysely } from 'kysely';

/**
 * Refunds (issue 12, `captured` → `refunded`). `payments.refund_due` is set in the transaction
 * that refunds a payment in our books and cleared once the provider has refunded it, so the
 * recovery job retries a provider refund that a crash or an outage interrupted (the way
 * `sync_due` makes captures crash-safe; a separate flag because `sync_due` means "capture or
 * cancel"). The sandbox ledger records what was refunded, as a real provider does.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('refund_due', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('payments').addColumn('refunded_at', 'integer').execute();
  await db.schema.alterTable('sandbox_payments').addColumn('refunded_amount', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('sandbox_payments').addColumn('refund_count', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sandbox_payments').dropColumn('refund_count').execute();
  await db.schema.alterTable('sandbox_payments').dropColumn('refunded_amount').execute();
  await db.schema.alterTable('payments').dropColumn('refunded_at').execute();
  await db.schema.alterTable('payments').dropColumn('refund_due').execute();
}
