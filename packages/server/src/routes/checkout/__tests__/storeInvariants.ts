/**
 * What must hold in the store's database after any sequence of requests, however hostile: the
 * fuzz tests call {@link storeInvariantViolations} after their runs ("nothing half-written") and
 * compare {@link orderRowCounts} before and after every refused request (a 4xx writes no order,
 * payment, library item, key, trade-in, wallet movement or coupon use).
 * @module
 */
import { MAX_ITEMS_PER_PURCHASE } from '@d2d/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

/** Each check selects the rows that break one rule; an empty result means it holds. */
const CHECKS: Record<string, string> = {
  orderWithoutLines: `SELECT o.id FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id)`,
  orderWithoutPaidPayment: `SELECT o.id, p.status FROM orders o LEFT JOIN payments p ON p.id = o.payment_id
    WHERE p.id IS NULL OR p.status NOT IN ('captured', 'authorized', 'refunded') OR p.account_id <> o.account_id OR p.cart_id <> o.cart_id`,
  paidPaymentWithoutOrder: `SELECT p.id FROM payments p WHERE p.status IN ('captured', 'authorized')
    AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.payment_id = p.id)`,
  orderTotalNotItsLines: `SELECT o.id, o.total, sum(l.charge) AS charged FROM orders o JOIN order_lines l ON l.order_id = o.id
    GROUP BY o.id HAVING sum(l.charge) <> o.total`,
  orderLineWithoutItem: `SELECT l.id FROM order_lines l WHERE NOT EXISTS (SELECT 1 FROM inventory_items i WHERE i.order_line_id = l.id)`,
  paymentWithoutItsCart: `SELECT p.id FROM payments p LEFT JOIN carts c ON c.id = p.cart_id WHERE c.id IS NULL OR c.account_id <> p.account_id`,
  paymentMoneyDoesNotAddUp: `SELECT p.id FROM payments p
    WHERE p.total <> p.subtotal - p.coupon_discount - p.redeem_amount + p.tax OR p.captured_amount > p.total`,
  // the sandbox ledger serves both order payments and premium (subscription, rental) payments
  sandboxWithoutPayment: `SELECT s.ref FROM sandbox_payments s LEFT JOIN payments p ON p.id = s.payment_id
    LEFT JOIN premium_payments pp ON pp.id = s.payment_id WHERE s.amount IS DISTINCT FROM coalesce(p.total, pp.amount)`,
  chargedWithoutOrder: `SELECT s.ref FROM sandbox_payments s JOIN payments p ON p.id = s.payment_id WHERE s.captured_amount > 0
    AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.payment_id = s.payment_id)`,
  chargedWithoutPremium: `SELECT s.ref FROM sandbox_payments s JOIN premium_payments pp ON pp.id = s.payment_id
    WHERE s.captured_amount > 0 AND pp.status <> 'completed'`,
  capturedTwice: `SELECT s.ref FROM sandbox_payments s WHERE s.capture_count > 1`,
  itemWithTwoKeys: `SELECT assigned_inventory_id FROM activation_keys WHERE assigned_inventory_id IS NOT NULL
    GROUP BY assigned_inventory_id HAVING count(*) > 1`,
  keyOfNoItem: `SELECT k.id FROM activation_keys k WHERE k.assigned_inventory_id > 0
    AND NOT EXISTS (SELECT 1 FROM inventory_items i WHERE i.id = k.assigned_inventory_id)`,
  // a member's subscription key is held by its grant: assigned_inventory_id = -grant id
  keyOfNoGrant: `SELECT k.id FROM activation_keys k WHERE k.assigned_inventory_id <= 0
    AND NOT EXISTS (SELECT 1 FROM premium_key_grants g WHERE g.id = -k.assigned_inventory_id AND g.key_id = k.id)`,
  keyOfTwoAccounts: `SELECT k.key FROM activation_keys k JOIN inventory_items i ON i.id = k.assigned_inventory_id
    GROUP BY k.key HAVING count(DISTINCT coalesce(CAST(i.account_id AS TEXT), i.held_for_email)) > 1`,
  orderItemWithoutKey: `SELECT i.id FROM inventory_items i WHERE i.order_id IS NOT NULL
    AND EXISTS (SELECT 1 FROM activation_keys k WHERE k.sku_id = i.sku_id)
    AND NOT EXISTS (SELECT 1 FROM activation_keys k WHERE k.assigned_inventory_id = i.id)`,
  itemOfNoOrder: `SELECT i.id FROM inventory_items i WHERE i.order_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = i.order_id)`,
  negativeWallet: `SELECT account_id, balance FROM wallets WHERE balance < 0`,
  walletNotItsHistory: `SELECT w.account_id, w.balance, coalesce(sum(t.amount), 0) AS history FROM wallets w
    LEFT JOIN wallet_transactions t ON t.account_id = w.account_id GROUP BY w.account_id HAVING w.balance <> coalesce(sum(t.amount), 0)`,
  redeemWithoutOrder: `SELECT t.id FROM wallet_transactions t WHERE t.purpose = 'redeem'
    AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = t.order_id AND o.redeem_amount = -t.amount)`,
  tradeInNotTaken: `SELECT t.id FROM trade_ins t LEFT JOIN inventory_items i ON i.id = t.inventory_id
    WHERE i.id IS NULL OR i.traded_in_at IS NULL OR i.account_id <> t.account_id`,
  takenWithoutTradeIn: `SELECT i.id FROM inventory_items i WHERE i.traded_in_at IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM trade_ins t WHERE t.inventory_id = i.id)`,
  tradeInWithoutCredit: `SELECT t.id FROM trade_ins t WHERE NOT EXISTS (SELECT 1 FROM wallet_transactions w
    WHERE w.purpose = 'trade_in' AND w.inventory_id = t.inventory_id AND w.amount = t.credit)`,
  cartOverLimit: `SELECT c.id, count(l.id) AS lines FROM carts c JOIN cart_lines l ON l.cart_id = c.id
    WHERE c.status = 'open' GROUP BY c.id HAVING count(l.id) > ${MAX_ITEMS_PER_PURCHASE}`,
  twoOpenCarts: `SELECT account_id FROM carts WHERE status = 'open' GROUP BY account_id HAVING count(*) > 1`,
  couponOverUsed: `SELECT c.code FROM coupons c WHERE c.max_redemptions IS NOT NULL AND c.redemptions > c.max_redemptions`,
  couponCountNotItsUses: `SELECT c.code FROM coupons c WHERE c.redemptions <> (SELECT count(*) FROM coupon_redemptions r WHERE r.coupon_id = c.id)`,
};

/**
 * Every rule of {@link CHECKS} that does not hold, with the rows that break it.
 * @example
 * expect(await storeInvariantViolations(kit.db)).toEqual({});
 */
export async function storeInvariantViolations(db: Db): Promise<Record<string, unknown[]>> {
  // one round trip counts every rule's rows (the fuzz tests call this after every run, and a
  // PostgreSQL server is a round trip away); only a broken rule's rows are read
  const counts = Object.entries(CHECKS).map(([name, query]) => `(SELECT count(*) FROM (${query}) AS broken) AS "${name}"`);
  const { rows } = await sql.raw<Record<string, number | string>>(`SELECT ${counts.join(', ')}`).execute(db);
  const broken: Record<string, unknown[]> = {};
  for (const [name, query] of Object.entries(CHECKS)) {
    if (Number(rows[0]?.[name] ?? 0) === 0) continue;
    const found = await sql.raw<Record<string, unknown>>(query).execute(db);
    broken[name] = found.rows.slice(0, 5);
  }
  return broken;
}

/** Tables a refused request must not add rows to. */
const COUNTED = [
  'payments', 'orders', 'order_lines', 'inventory_items', 'trade_ins', 'wallet_transactions', 'coupon_redemptions',
  'sandbox_payments', 'streaming_tickets', 'cart_lines',
] as const;

/** Row counts of the order tables, and how many keys are assigned. */
export async function orderRowCounts(db: Db): Promise<Record<string, number>> {
  const parts = COUNTED.map((t) => `(SELECT count(*) FROM ${t}) AS ${t}`).join(', ');
  const { rows } = await sql.raw<Record<string, number>>(
    `SELECT ${parts}, (SELECT count(*) FROM activation_keys WHERE assigned_inventory_id IS NOT NULL) AS assigned_keys,
      (SELECT count(*) FROM payments WHERE status IN ('captured', 'authorized')) AS paid_payments`,
  ).execute(db);
  return rows[0] ?? {};
}
