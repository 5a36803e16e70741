import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';

const OLD_STATUSES = "'requires_payment_method', 'approved', 'requires_capture', 'succeeded', 'canceled', 'failed'";
const NEW_STATUSES = `${OLD_STATUSES}, 'requires_action'`;

/**
 * The sandbox provider's signed webhooks: the outbox it delivers from (one row per event,
 * written with the ledger change it reports), the event ids the receiving route has handled
 * (a repeated delivery changes nothing), and the `requires_action` status of a 3-D Secure
 * card waiting for its challenge.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('webhook_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'integer', (c) => c.notNull())
    .addColumn('delivered_at', 'integer')
    .addColumn('last_status', 'integer')
    .execute();
  // the delivery job reads the undelivered rows that are due
  await db.schema.createIndex('webhook_outbox_due').on('webhook_outbox').columns(['delivered_at', 'next_attempt_at']).execute();
  await db.schema
    .createTable('webhook_events_seen')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('received_at', 'integer', (c) => c.notNull())
    .execute();
  await widenSandboxStatuses(db, OLD_STATUSES, NEW_STATUSES);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE sandbox_payments SET status = 'requires_payment_method' WHERE status = 'requires_action'`.execute(db);
  await widenSandboxStatuses(db, NEW_STATUSES, OLD_STATUSES);
  await db.schema.dropTable('webhook_events_seen').execute();
  await db.schema.dropTable('webhook_outbox').execute();
}

/**
 * Swaps the status CHECK of `sandbox_payments`. PostgreSQL replaces the named constraint; SQLite
 * cannot alter a CHECK, so the table is rebuilt from its own definition with the new list
 * (nothing references it, and the migration runs in one transaction).
 */
async function widenSandboxStatuses(db: Kysely<unknown>, from: string, to: string): Promise<void> {
  if (isPostgres(db)) {
    await sql`ALTER TABLE sandbox_payments DROP CONSTRAINT sandbox_payments_status_check`.execute(db);
    await sql`ALTER TABLE sandbox_payments ADD CONSTRAINT sandbox_payments_status_check CHECK (status IN (${sql.raw(to)}))`.execute(db);
    return;
  }
  const { rows } = await sql<{ sql: string }>`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'sandbox_payments'`.execute(db);
  const definition = rows[0]?.sql;
  if (!definition || !definition.includes(from)) throw new Error('sandbox_payments has an unexpected status CHECK');
  const rebuilt = definition.replace(from, to).replace(/^CREATE TABLE "?sandbox_payments"?/, 'CREATE TABLE "sandbox_payments_rebuilt"');
  await sql.raw(rebuilt).execute(db);
  await sql`INSERT INTO sandbox_payments_rebuilt SELECT * FROM sandbox_payments`.execute(db);
  await sql`DROP TABLE sandbox_payments`.execute(db);
  await sql`ALTER TABLE sandbox_payments_rebuilt RENAME TO sandbox_payments`.execute(db);
}
