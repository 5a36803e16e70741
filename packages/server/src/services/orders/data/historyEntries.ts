/**
 * The purchase history's entries: the account's orders and its completed premium charges (plan
 * months and rentals, paid through the premium checkout), newest first.
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

/** One entry of the purchase history before its lines are read. */
export type HistoryEntry =
  | { source: 'order'; id: number; at: number; site_id: number; total: number; gift_email: string | null }
  | { source: 'premium'; id: string; at: number; site_id: number; total: number; kind: 'subscription' | 'rental'; product_id: number | null; product_title: string | null };

/** How many orders and completed premium charges the account has. */
export async function historyEntryCount(db: Kysely<Database>, accountId: number): Promise<number> {
  const [orders, charges] = await Promise.all([
    db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('account_id', '=', accountId).executeTakeFirstOrThrow(),
    db
      .selectFrom('premium_payments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_id', '=', accountId)
      .where('status', '=', 'completed')
      .executeTakeFirstOrThrow(),
  ]);
  return Number(orders.n) + Number(charges.n);
}

/**
 * One page of the account's history, newest first. Each source is read up to the page's end in
 * its own order and the two are merged, so a page is exact without a cross-table union (whose id
 * columns differ in type).
 */
export async function historyEntriesPage(db: Kysely<Database>, accountId: number, limit: number, offset: number): Promise<HistoryEntry[]> {
  const end = offset + limit;
  const [orders, charges] = await Promise.all([
    db
      .selectFrom('orders')
      .select(['id', 'created_at', 'site_id', 'total', 'gift_email'])
      .where('account_id', '=', accountId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(end)
      .execute(),
    db
      .selectFrom('premium_payments as pp')
      .leftJoin('products as p', 'p.id', 'pp.product_id')
      .select(['pp.id', 'pp.kind', 'pp.product_id', 'pp.site_id', 'pp.amount', 'pp.completed_at', 'pp.created_at', 'p.title'])
      .where('pp.account_id', '=', accountId)
      .where('pp.status', '=', 'completed')
      .orderBy('pp.completed_at', 'desc')
      .orderBy('pp.id', 'desc')
      .limit(end)
      .execute(),
  ]);
  const entries: HistoryEntry[] = [
    ...orders.map((o): HistoryEntry => ({ source: 'order', id: o.id, at: o.created_at, site_id: o.site_id, total: o.total, gift_email: o.gift_email })),
    ...charges.map((c): HistoryEntry => ({
      source: 'premium', id: c.id, at: c.completed_at ?? c.created_at, site_id: c.site_id, total: c.amount, kind: c.kind, product_id: c.product_id, product_title: c.title,
    })),
  ];
  // newest first; an order before a charge of the same millisecond, so pages never reshuffle
  entries.sort((a, b) => b.at - a.at || (a.source === b.source ? 0 : a.source === 'order' ? -1 : 1));
  return entries.slice(offset, end);
}
