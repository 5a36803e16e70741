/**
 * The library's reads: an account's items that are not traded in, with product, SKU, order, key
 * and trade-in price, and the bonus files of owned games.
 * @module
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

/** One library item as the library pages and key calls read it. */
export interface LibraryItemRow {
  id: number;
  product_id: number;
  sku_id: number;
  purchase_type: 'purchase' | 'rental';
  is_preorder: number;
  entitlement_status: 'activated' | 'redeemed' | 'no_entitlement';
  rental_expires_at: number | null;
  gift_from_email: string | null;
  created_at: number;
  title: string;
  drm_type: string;
  streaming_game_id: number | null;
  release_date: string;
  has_activation_keys_only: number;
  sku_name: string;
  file_name: string;
  payment_id: string | null;
  order_created_at: number | null;
  site_id: number | null;
  key_value: string | null;
  trade_in_price: number | null;
}

function itemsQuery(db: Kysely<Database>, accountId: number) {
  return db
    .selectFrom('inventory_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .innerJoin('skus as s', 's.id', 'i.sku_id')
    .leftJoin('orders as o', 'o.id', 'i.order_id')
    .leftJoin('activation_keys as k', 'k.assigned_inventory_id', 'i.id')
    .where('i.account_id', '=', accountId)
    .where('i.traded_in_at', 'is', null);
}

function selectItem(query: ReturnType<typeof itemsQuery>) {
  return query.select([
    'i.id', 'i.product_id', 'i.sku_id', 'i.purchase_type', 'i.is_preorder', 'i.entitlement_status', 'i.rental_expires_at',
    'i.gift_from_email', 'i.created_at', 'p.title', 'p.drm_type', 'p.streaming_game_id', 'p.release_date', 'p.has_activation_keys_only',
    's.name as sku_name', 's.file_name', 'o.payment_id', 'o.created_at as order_created_at', 'o.site_id', 'k.key as key_value',
    // the trade-in price of the product's offer on the site the game was bought on
    sql<number | null>`(SELECT op.trade_in_price FROM offers po JOIN offer_prices op ON op.offer_id = po.id
      WHERE po.product_id = i.product_id AND po.is_primary = 1 AND op.site_id = coalesce(o.site_id, 1))`.as('trade_in_price'),
  ]);
}

/** How many items of one purchase type the account's library holds. */
export async function libraryItemCount(db: Kysely<Database>, accountId: number, purchaseType: 'purchase' | 'rental'): Promise<number> {
  const counted = await itemsQuery(db, accountId)
    .where('i.purchase_type', '=', purchaseType)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(counted.n);
}

/** One page of the account's items of one purchase type, by title or by date (then by id). */
export async function libraryItemsPage(
  db: Kysely<Database>,
  accountId: number,
  page: { purchaseType: 'purchase' | 'rental'; byTitle: boolean; direction: 'asc' | 'desc'; limit: number; offset: number },
): Promise<LibraryItemRow[]> {
  const base = itemsQuery(db, accountId).where('i.purchase_type', '=', page.purchaseType);
  const ordered = page.byTitle
    ? selectItem(base).orderBy('p.title', page.direction).orderBy('i.id', page.direction)
    : selectItem(base).orderBy('i.created_at', page.direction).orderBy('i.id', page.direction);
  return (await ordered.limit(page.limit).offset(page.offset).execute()) as LibraryItemRow[];
}

/** One item of the account's library. */
export async function libraryItem(db: Kysely<Database>, accountId: number, inventoryId: number): Promise<LibraryItemRow | undefined> {
  return (await selectItem(itemsQuery(db, accountId).where('i.id', '=', inventoryId)).executeTakeFirst()) as LibraryItemRow | undefined;
}

/** The account's purchased items of one SKU, oldest first. */
export async function purchasedItemsOfSku(db: Kysely<Database>, accountId: number, skuId: number): Promise<LibraryItemRow[]> {
  return (await selectItem(itemsQuery(db, accountId).where('i.sku_id', '=', skuId).where('i.purchase_type', '=', 'purchase'))
    .orderBy('i.id')
    .execute()) as LibraryItemRow[];
}

/** Which of `skuIds` are the SKU of an item in the account's library. */
export function ownedItemSkuIds(db: Kysely<Database>, accountId: number, skuIds: readonly number[]): Promise<Array<{ sku_id: number }>> {
  return itemsQuery(db, accountId).select('i.sku_id').where('i.sku_id', 'in', skuIds).execute();
}

/** Which of `skuIds` are a bonus item of a game in the account's library. */
export function ownedBonusSkuIds(db: Kysely<Database>, accountId: number, skuIds: readonly number[]): Promise<Array<{ sku_id: number | null }>> {
  return db
    .selectFrom('bonus_items as b')
    .innerJoin('inventory_items as i', 'i.product_id', 'b.product_id')
    .select('b.sku_id')
    .where('i.account_id', '=', accountId)
    .where('i.traded_in_at', 'is', null)
    .where('b.sku_id', 'in', skuIds)
    .execute();
}

/** The downloadable bonus files (with a SKU) of some products, in id order. */
export function downloadableBonusFiles(
  db: Kysely<Database>,
  productIds: readonly number[],
): Promise<Array<{ product_id: number; name: string; sku_id: number | null }>> {
  return db
    .selectFrom('bonus_items')
    .select(['product_id', 'name', 'sku_id'])
    .where('product_id', 'in', productIds)
    .where('is_downloadable', '=', 1)
    .where('sku_id', 'is not', null)
    .orderBy('id')
    .execute();
}
