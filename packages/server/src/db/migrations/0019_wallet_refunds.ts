import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';

/**
 * Refunds in the wallet history: a refunded order's wallet spend goes back as a `refund` entry
 * (positive, naming the order), so the shopper sees the spend and its return instead of neither.
 * Until now the refund deleted the order's `redeem` row.
 *
 * The `purpose` CHECK and the sign CHECK of migration 0004 admit the new purpose; one refund per
 * order is a unique index, the last guard against crediting a refund twice. PostgreSQL replaces
 * the two constraints in place; SQLite cannot alter a CHECK, so there the table is rebuilt once
 * (new table, copy, drop, rename, indexes; its AUTOINCREMENT counter kept, so no id of a deleted
 * row comes back). Orders refunded before this migration get their history back: the `redeem`
 * their refund deleted and the `refund` it should have written; the two cancel out, so no
 * balance moves.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await replaceChecks(db, { purpose: PURPOSE_CHECK_0004, sign: SIGN_CHECK_0004 }, { purpose: PURPOSE_CHECK, sign: SIGN_CHECK });
  await sql`CREATE UNIQUE INDEX wallet_transactions_one_refund_per_order ON wallet_transactions (order_id) WHERE purpose = 'refund' AND order_id IS NOT NULL`.execute(db);
  await restoreRefundedHistory(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // the old rule's history: a refunded order shows neither its spend nor its return
  await sql`DELETE FROM wallet_transactions WHERE purpose = 'redeem' AND order_id IN (SELECT order_id FROM wallet_transactions WHERE purpose = 'refund')`.execute(db);
  await sql`DELETE FROM wallet_transactions WHERE purpose = 'refund'`.execute(db);
  await sql`DROP INDEX wallet_transactions_one_refund_per_order`.execute(db);
  await replaceChecks(db, { purpose: PURPOSE_CHECK, sign: SIGN_CHECK }, { purpose: PURPOSE_CHECK_0004, sign: SIGN_CHECK_0004 });
}

/** The conditions as migration 0004 wrote them (SQLite keeps this text in its schema). */
const PURPOSE_CHECK_0004 = "purpose IN ('trade_in', 'redeem')";
const SIGN_CHECK_0004 = "(purpose = 'trade_in' AND amount > 0) OR (purpose = 'redeem' AND amount < 0)";

/** The conditions from this migration on: a refund credits, like a trade-in. */
const PURPOSE_CHECK = "purpose IN ('trade_in', 'redeem', 'refund')";
const SIGN_CHECK = "(purpose IN ('trade_in', 'refund') AND amount > 0) OR (purpose = 'redeem' AND amount < 0)";

interface Checks {
  purpose: string;
  sign: string;
}

/** Swaps the table's purpose and sign CHECKs from `from` to `to`. */
async function replaceChecks(db: Kysely<unknown>, from: Checks, to: Checks): Promise<void> {
  if (isPostgres(db)) {
    // PostgreSQL named 0004's column CHECK after the table and column; the sign CHECK has its own name
    await sql`ALTER TABLE wallet_transactions DROP CONSTRAINT wallet_transactions_purpose_check`.execute(db);
    await sql`ALTER TABLE wallet_transactions DROP CONSTRAINT wallet_transactions_sign`.execute(db);
    await sql.raw(`ALTER TABLE wallet_transactions ADD CONSTRAINT wallet_transactions_purpose_check CHECK (${to.purpose})`).execute(db);
    await sql.raw(`ALTER TABLE wallet_transactions ADD CONSTRAINT wallet_transactions_sign CHECK (${to.sign})`).execute(db);
    return;
  }
  await rebuildWalletTransactionsSqlite(db, (create) => {
    const purpose = `check (${from.purpose})`;
    const sign = `check (${from.sign})`;
    if (!create.includes(purpose) || !create.includes(sign)) throw new Error('0019: the CHECKs of wallet_transactions were not found');
    return create.replace(purpose, `check (${to.purpose})`).replace(sign, `check (${to.sign})`);
  });
}

/**
 * Rebuilds SQLite's `wallet_transactions` with its CREATE TABLE changed by `change`, keeping its
 * rows, its indexes and its AUTOINCREMENT counter. No table points at it, so foreign keys stay on
 * (its own references are checked by the copy). SQLite migrations run outside a transaction, so
 * the swap takes one of its own.
 */
async function rebuildWalletTransactionsSqlite(db: Kysely<unknown>, change: (createTable: string) => string): Promise<void> {
  const schema = await sql<{ type: string; sql: string | null }>`
    SELECT type, sql FROM sqlite_master WHERE tbl_name = 'wallet_transactions' AND sql IS NOT NULL`.execute(db);
  const table = schema.rows.find((row) => row.type === 'table')?.sql;
  if (!table?.startsWith('CREATE TABLE "wallet_transactions" (')) throw new Error('0019: unexpected CREATE TABLE of wallet_transactions');
  const create = change(table).replace('CREATE TABLE "wallet_transactions"', 'CREATE TABLE "wallet_transactions_rebuilt"');
  const indexes = schema.rows.filter((row) => row.type === 'index').map((row) => row.sql as string);
  await db.transaction().execute(async (trx) => {
    const counter = await sql<{ seq: number }>`SELECT seq FROM sqlite_sequence WHERE name = 'wallet_transactions'`.execute(trx);
    await sql.raw(create).execute(trx);
    await sql`INSERT INTO wallet_transactions_rebuilt SELECT * FROM wallet_transactions`.execute(trx);
    await sql`DROP TABLE wallet_transactions`.execute(trx);
    await sql`ALTER TABLE wallet_transactions_rebuilt RENAME TO wallet_transactions`.execute(trx);
    for (const statement of indexes) await sql.raw(statement).execute(trx);
    const seq = counter.rows[0]?.seq;
    if (seq !== undefined) {
      await sql`DELETE FROM sqlite_sequence WHERE name = 'wallet_transactions'`.execute(trx);
      await sql`INSERT INTO sqlite_sequence (name, seq) SELECT 'wallet_transactions', max(${seq}, coalesce(max(id), 0)) FROM wallet_transactions`.execute(trx);
    }
  });
}

/**
 * Writes back the history of orders refunded before this migration: their refund deleted the
 * `redeem` and returned its amount, so each such order (refunded, wallet credit spent, no
 * `redeem` left) gets the `redeem` at the order's time and the `refund` at the refund's.
 */
async function restoreRefundedHistory(db: Kysely<unknown>): Promise<void> {
  const refunded = sql`
    FROM payments p JOIN orders o ON o.payment_id = p.id
    WHERE p.status = 'refunded' AND p.redeem_amount > 0
      AND NOT EXISTS (SELECT 1 FROM wallet_transactions t WHERE t.order_id = o.id AND t.purpose IN ('redeem', 'refund'))`;
  await sql`
    INSERT INTO wallet_transactions (account_id, purpose, amount, order_id, created_at)
    SELECT o.account_id, 'refund', p.redeem_amount, o.id, COALESCE(p.refunded_at, p.updated_at) ${refunded}`.execute(db);
  // the refunds just written mark the orders whose spend comes back
  await sql`
    INSERT INTO wallet_transactions (account_id, purpose, amount, order_id, created_at)
    SELECT o.account_id, 'redeem', -p.redeem_amount, o.id, o.created_at
    FROM payments p JOIN orders o ON o.payment_id = p.id
    WHERE p.status = 'refunded' AND p.redeem_amount > 0
      AND EXISTS (SELECT 1 FROM wallet_transactions t WHERE t.order_id = o.id AND t.purpose = 'refund')
      AND NOT EXISTS (SELECT 1 FROM wallet_transactions t WHERE t.order_id = o.id AND t.purpose = 'redeem')`.execute(db);
}
