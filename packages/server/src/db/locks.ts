/**
 * The locks a conditional write needs on PostgreSQL and never on SQLite.
 *
 * SQLite runs one write transaction at a time, so a statement that counts and inserts
 * (`INSERT … SELECT … WHERE (SELECT count(*) …) < n`) cannot be split by another writer. On
 * PostgreSQL at READ COMMITTED (the server's isolation level, see docs/deploy.md) two such
 * statements run side by side, each counts from its own snapshot, and both insert. A conditional
 * UPDATE of one row (`balance = balance - x WHERE balance >= x`) needs nothing more: PostgreSQL
 * re-reads the row after waiting for its lock and re-tests the condition on the committed
 * version. What needs more is a limit over several rows; it is serialised on its owner's row
 * (`SELECT … FOR NO KEY UPDATE`) or on an advisory lock, and the count statement that follows in the
 * same transaction takes a new snapshot that sees the other writer's rows.
 * @module
 */
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect.js';

/** The first key of every advisory lock the server takes ("d2d"), so other applications' locks never collide with them. */
const ADVISORY_CLASS = 0x643264;

/** The server's advisory locks, one number each. */
export const ADVISORY_LOCKS = {
  /** Seeding a new database: two instances starting together seed once. */
  seed: 1,
} as const;

/**
 * Runs `work` in a transaction on PostgreSQL (the caller's when `db` is one already), and
 * directly on SQLite, whose single writer needs none: the locks taken inside `work` last until
 * the transaction ends.
 * @example
 * return withinTransaction(db, async (trx) => { await lockRows(trx, 'carts', 'id', cartId); … });
 */
export async function withinTransaction<DB, T>(db: Kysely<DB>, work: (db: Kysely<DB>) => Promise<T>): Promise<T> {
  if (!isPostgres(db) || db.isTransaction) return work(db);
  return db.transaction().execute(work);
}

/**
 * Locks the rows of `table` whose `column` is `value` until the transaction ends (PostgreSQL
 * only; SQLite's writer already excludes every other). Call it inside a transaction
 * ({@link withinTransaction}). The lock is `FOR NO KEY UPDATE`: it queues the writers that take
 * it (and updates of the row) but not inserts of rows that merely reference it.
 */
export async function lockRows(db: Kysely<any>, table: string, column: string, value: number | string): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`SELECT 1 FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${value} FOR NO KEY UPDATE`.execute(db);
}

/**
 * Takes one of the server's advisory locks until the transaction ends (PostgreSQL only), waiting
 * for another session that holds it. Call it inside a transaction.
 * @param key - which lock ({@link ADVISORY_LOCKS})
 */
export async function advisoryLock(db: Kysely<any>, key: (typeof ADVISORY_LOCKS)[keyof typeof ADVISORY_LOCKS]): Promise<void> {
  if (!isPostgres(db)) return;
  // pg_advisory_xact_lock(int, int) takes two 32-bit keys: the server's class and the lock
  await sql`SELECT pg_advisory_xact_lock(${ADVISORY_CLASS}::int, ${key}::int)`.execute(db);
}
