/**
 * Migration 0013 on a database that already holds payments (as a deployment upgrading does): on
 * SQLite the table is rebuilt, so its rows, indexes and the foreign keys pointing at it must come
 * through whole, with the state guard in place. Runs on PostgreSQL too with `TEST_DATABASE_URL`.
 */
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../__tests__/harness.js';
import type { Db } from '../database.js';
import { migrateTo as migrateDbTo, migrateToLatest } from '../migrate.js';

let database: TestDatabase;
let db: Db;
beforeEach(async () => {
  database = await openTestDatabase('payment-states', { blank: true });
  db = database.db;
});
afterEach(async () => {
  await database.remove();
});

const migrateTo = (name: string) => migrateDbTo(db, name);

/** An account, its cart, a captured payment and its order, written as the schema of 0012 takes them. */
async function oldRows(): Promise<void> {
  const now = 1_700_000_000_000;
  await sql`INSERT INTO accounts (id, email, user_name, created_at, updated_at) VALUES (1, 'ana@example.com', 'ana', ${now}, ${now})`.execute(db);
  await sql`INSERT INTO carts (id, account_id, status, created_at, updated_at) VALUES (7, 1, 'checked_out', ${now}, ${now})`.execute(db);
  for (const [id, status, key] of [['pay_old_captured', 'captured', 'k1'], ['pay_old_aborted', 'aborted', null]] as const) {
    await sql`INSERT INTO payments (id, account_id, cart_id, provider, idempotency_key, status, site_id, currency, subtotal, coupon_discount,
      redeem_amount, tax, total, preorder_amount, captured_amount, redirect_url, lines, created_at, updated_at)
      VALUES (${id}, 1, 7, 'stripe', ${key}, ${status}, 1, 'USD', 1999, 0, 0, 0, 1999, 0, ${status === 'captured' ? 1999 : 0},
      'http://store.test/#!/cart', '[]', ${now}, ${now})`.execute(db);
  }
  await sql`INSERT INTO orders (id, payment_id, account_id, cart_id, site_id, currency, subtotal, coupon_discount, redeem_amount, tax, total, created_at)
    VALUES (3, 'pay_old_captured', 1, 7, 1, 'USD', 1999, 0, 0, 0, 1999, ${now})`.execute(db);
}

describe('migration 0013_payment_states on existing payments', () => {
  it('should keep the rows, the indexes and the foreign keys, and guard the states', async () => {
    await migrateTo('0012_rate_limits');
    await oldRows();
    await migrateToLatest(db);

    const payments = await db.selectFrom('payments').select(['id', 'status', 'captured_amount']).orderBy('id').execute();
    expect(payments).toEqual([
      { id: 'pay_old_aborted', status: 'aborted', captured_amount: 0 },
      { id: 'pay_old_captured', status: 'captured', captured_amount: 1999 },
    ]);
    expect(await db.selectFrom('orders').select(['id', 'payment_id']).execute()).toEqual([{ id: 3, payment_id: 'pay_old_captured' }]);

    // the order still points at its payment: neither an unknown payment nor removing a paid one is accepted
    await expect(
      sql`INSERT INTO orders (payment_id, account_id, cart_id, site_id, currency, subtotal, coupon_discount, redeem_amount, tax, total, created_at)
        VALUES ('pay_missing', 1, 7, 1, 'USD', 0, 0, 0, 0, 0, 0)`.execute(db),
    ).rejects.toThrow(/foreign key/i);
    await expect(sql`DELETE FROM payments WHERE id = 'pay_old_captured'`.execute(db)).rejects.toThrow(/foreign key/i);
    // the idempotency key is still unique per account
    await expect(
      sql`INSERT INTO payments (id, account_id, cart_id, provider, idempotency_key, status, site_id, currency, subtotal, coupon_discount,
        redeem_amount, tax, total, preorder_amount, redirect_url, lines, created_at, updated_at)
        VALUES ('pay_replay', 1, 7, 'stripe', 'k1', 'pending', 1, 'USD', 0, 0, 0, 0, 0, 0, 'http://store.test/', '[]', 0, 0)`.execute(db),
    ).rejects.toThrow(/unique|duplicate/i);

    await sql`UPDATE payments SET status = 'refunded' WHERE id = 'pay_old_captured'`.execute(db);
    await expect(sql`UPDATE payments SET status = 'pending' WHERE id = 'pay_old_aborted'`.execute(db)).rejects.toThrow(/illegal payment status transition/);
    expect((await db.selectFrom('payments').select('status').where('id', '=', 'pay_old_aborted').executeTakeFirstOrThrow()).status).toBe('aborted');
  });
});
