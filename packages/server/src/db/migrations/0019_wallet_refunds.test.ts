/**
 * Migration 0019 on a database that already holds wallet history (as a deployment upgrading
 * does): on SQLite the table is rebuilt, so its rows, indexes and id counter must come through
 * whole; an order refunded under the old rule gets back its spend and the refund's credit; the
 * new CHECKs take refunds and refuse what is not one. Runs on PostgreSQL too with `TEST_DATABASE_URL`.
 */
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../__tests__/harness.js';
import type { Db } from '../database.js';
import { isPostgres } from '../dialect.js';
import { migrateTo as migrateDbTo, migrateToLatest } from '../migrate.js';
import { migrations } from './index.js';

const names = Object.keys(migrations).sort();
/** The migration this one follows. */
const BEFORE = names[names.indexOf('0019_wallet_refunds') - 1] as string;

const ORDER_TIME = 1_700_000_000_000;
const REFUND_TIME = ORDER_TIME + 86_400_000;

let database: TestDatabase;
let db: Db;
beforeEach(async () => {
  database = await openTestDatabase('wallet-refunds', { blank: true });
  db = database.db;
});
afterEach(async () => {
  await database.remove();
});

const migrateTo = (name: string) => migrateDbTo(db, name);

/** A paid order of account 1 that spent `redeem` of wallet credit. */
async function paidOrder(orderId: number, paymentId: string, redeem: number): Promise<void> {
  await sql`INSERT INTO payments (id, account_id, cart_id, provider, status, site_id, currency, subtotal, coupon_discount,
    redeem_amount, tax, total, preorder_amount, captured_amount, redirect_url, lines, created_at, updated_at)
    VALUES (${paymentId}, 1, 7, 'livegamer', 'approved', 1, 'USD', 1999, 0, ${redeem}, 0, ${1999 - redeem}, 0, ${1999 - redeem},
    'http://store.test/#!/cart', '[]', ${ORDER_TIME}, ${ORDER_TIME})`.execute(db);
  await sql`UPDATE payments SET status = 'captured' WHERE id = ${paymentId}`.execute(db);
  await sql`INSERT INTO orders (id, payment_id, account_id, cart_id, site_id, currency, subtotal, coupon_discount, redeem_amount, tax, total, created_at)
    VALUES (${orderId}, ${paymentId}, 1, 7, 1, 'USD', 1999, 0, ${redeem}, 0, ${1999 - redeem}, ${ORDER_TIME})`.execute(db);
}

/** Wallet history as the schema of 0017 takes it; returns the id of a deleted row (the counter passed it). */
async function oldRows(): Promise<number> {
  await sql`INSERT INTO accounts (id, email, user_name, created_at, updated_at) VALUES (1, 'ana@example.com', 'ana', ${ORDER_TIME}, ${ORDER_TIME})`.execute(db);
  await sql`INSERT INTO carts (id, account_id, status, created_at, updated_at) VALUES (7, 1, 'checked_out', ${ORDER_TIME}, ${ORDER_TIME})`.execute(db);
  const credit = (inventoryId: number) =>
    sql<{ id: number }>`INSERT INTO wallet_transactions (account_id, purpose, amount, inventory_id, created_at)
      VALUES (1, 'trade_in', 1000, ${inventoryId}, ${ORDER_TIME}) RETURNING id`.execute(db);
  await credit(1);
  // order 3 is paid and kept; order 4 was refunded by the old rule, which deleted its redeem
  await paidOrder(3, 'pay_kept', 200);
  await sql`INSERT INTO wallet_transactions (account_id, purpose, amount, order_id, created_at) VALUES (1, 'redeem', -200, 3, ${ORDER_TIME})`.execute(db);
  await paidOrder(4, 'pay_refunded', 300);
  // the newest row is gone, so the counter stands past every id left
  const deleted = (await credit(2)).rows[0]?.id as number;
  await sql`DELETE FROM wallet_transactions WHERE id = ${deleted}`.execute(db);
  await sql`UPDATE payments SET status = 'refunded', refunded_at = ${REFUND_TIME}, updated_at = ${REFUND_TIME} WHERE id = 'pay_refunded'`.execute(db);
  await sql`INSERT INTO wallets (account_id, balance, updated_at) VALUES (1, 800, ${REFUND_TIME})`.execute(db);
  return deleted;
}

function history() {
  return db.selectFrom('wallet_transactions').select(['id', 'purpose', 'amount', 'order_id', 'inventory_id', 'created_at']).orderBy('id').execute();
}

/** The table's own indexes by name (PostgreSQL adds its primary key's). */
async function indexNames(): Promise<string[]> {
  const rows = isPostgres(db)
    ? await sql<{ name: string }>`SELECT indexname AS name FROM pg_indexes WHERE tablename = 'wallet_transactions'`.execute(db)
    : await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'wallet_transactions' AND sql IS NOT NULL`.execute(db);
  return rows.rows.map((row) => row.name).filter((name) => name !== 'wallet_transactions_pkey').sort();
}

function insertMovement(purpose: string, amount: number, orderId: number | null) {
  return sql`INSERT INTO wallet_transactions (account_id, purpose, amount, order_id, created_at) VALUES (1, ${purpose}, ${amount}, ${orderId}, ${REFUND_TIME})`.execute(db);
}

describe('migration 0019_wallet_refunds on existing wallet history', () => {
  it('should keep the rows, the indexes and the id counter, and give an order refunded before it its spend and refund back', async () => {
    await migrateTo(BEFORE);
    const deleted = await oldRows();
    const before = await history();
    await migrateToLatest(db);

    const after = await history();
    expect(after.slice(0, before.length)).toEqual(before);
    const restored = after.slice(before.length);
    expect(restored.map(({ id: _id, ...row }) => row).sort((a, b) => a.created_at - b.created_at)).toEqual([
      { purpose: 'redeem', amount: -300, order_id: 4, inventory_id: null, created_at: ORDER_TIME },
      { purpose: 'refund', amount: 300, order_id: 4, inventory_id: null, created_at: REFUND_TIME },
    ]);
    // no id of a deleted row comes back
    for (const row of restored) expect(row.id).toBeGreaterThan(deleted);
    // the history still adds up to the balance
    const balance = await db.selectFrom('wallets').select('balance').where('account_id', '=', 1).executeTakeFirstOrThrow();
    expect(after.reduce((sum, row) => sum + row.amount, 0)).toBe(balance.balance);
    expect(await indexNames()).toEqual([
      'wallet_transactions_by_account',
      'wallet_transactions_one_credit_per_item',
      'wallet_transactions_one_redeem_per_order',
      'wallet_transactions_one_refund_per_order',
    ]);
  });

  it('should take a refund credit, one per order, and refuse a negative refund, an unknown purpose and a second redeem', async () => {
    await migrateTo(BEFORE);
    await oldRows();
    await migrateToLatest(db);

    await insertMovement('refund', 200, 3);
    await expect(insertMovement('refund', 200, 3)).rejects.toThrow(/unique|duplicate/i);
    await expect(insertMovement('refund', -100, 5)).rejects.toThrow(/check/i);
    await expect(insertMovement('chargeback', 100, 5)).rejects.toThrow(/check/i);
    await expect(insertMovement('redeem', -100, 3)).rejects.toThrow(/unique|duplicate/i);
    // the account's foreign key came through the rebuild
    await expect(sql`INSERT INTO wallet_transactions (account_id, purpose, amount, created_at) VALUES (99, 'refund', 1, 0)`.execute(db)).rejects.toThrow(/foreign key/i);
  });

  it('should go back to the old rule when migrated down', async () => {
    await migrateTo(BEFORE);
    await oldRows();
    const before = await history();
    await migrateToLatest(db);
    await migrateTo(BEFORE);

    expect(await history()).toEqual(before);
    await expect(insertMovement('refund', 100, 5)).rejects.toThrow(/check/i);
    expect(await indexNames()).not.toContain('wallet_transactions_one_refund_per_order');
  });
});
