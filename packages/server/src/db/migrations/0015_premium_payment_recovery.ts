import type { Kysely } from 'kysely';

/**
 * Crash safety of premium and rental payments (issue 12 point 5), like `payments.sync_due` of
 * orders: `sync_due` is set in the transaction that decides a premium payment (completed with
 * its grant, or ended) and cleared once the provider was told (captured, or the hold released),
 * so the recovery job finishes what a crash interrupted. `renewal_period_end` marks a renewal
 * charge with the end of the period it renews: recovery can then finish it with the same
 * conditional extension the renewal job uses, instead of granting a month twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('premium_payments').addColumn('sync_due', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('premium_payments').addColumn('renewal_period_end', 'integer').execute();
  // the recovery job reads the open and the unsynced payments every minute
  await db.schema.createIndex('premium_payments_by_status').on('premium_payments').columns(['status', 'sync_due']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('premium_payments_by_status').execute();
  await db.schema.alterTable('premium_payments').dropColumn('renewal_period_end').execute();
  await db.schema.alterTable('premium_payments').dropColumn('sync_due').execute();
}
