import { sql, type Kysely } from 'kysely';

/**
 * The per-address rate limits' counters (`http/rateLimits.ts`), in the database so that every
 * instance on it counts together: one row per limit and address, its fixed window's end and the
 * hits in it, moved by one upsert-increment per call. Rows whose window ended are dead weight
 * the hourly pruning job deletes, by the `window_ends_at` index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_counters')
    // the limited call (`login`, `signUp`, ...): each limit counts on its own
    .addColumn('limit_name', 'text', (c) => c.notNull())
    // the address as the limit counts it (IPv6 per /64)
    .addColumn('client', 'text', (c) => c.notNull())
    .addColumn('window_ends_at', 'integer', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull().check(sql`hits >= 1`))
    .addPrimaryKeyConstraint('rate_limit_counters_pk', ['limit_name', 'client'])
    .execute();
  await db.schema.createIndex('rate_limit_counters_window').on('rate_limit_counters').column('window_ends_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_counters').execute();
}
