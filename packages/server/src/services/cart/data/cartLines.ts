/**
 * The `cart_lines` rows and the SKUs picked for a custom bundle line (`cart_line_contents`).
 * @module
 */
import { sql, type Kysely } from 'kysely';
import { lockRows, withinTransaction } from '../../../db/locks.js';
import type { Database } from '../../../db/schema.js';

/** What a new cart line holds. */
export interface NewCartLine {
  cartId: number;
  productId: number;
  skuId: number;
  offerId: number;
  allowNonRequiredBase: boolean;
  now: number;
}

/**
 * Inserts a line while the cart has fewer than `maxLines` lines and does not hold the product yet.
 * @returns the new line's id, or undefined when the cart is full or already holds the product
 */
export async function insertCartLineWithinLimit(db: Kysely<Database>, line: NewCartLine, maxLines: number): Promise<number | undefined> {
  const { cartId } = line;
  return withinTransaction(db, async (trx) => {
    // PostgreSQL: adds to one cart queue on its row, so the count below sees the other's line
    await lockRows(trx, 'carts', 'id', cartId);
    // the contract's hasRoomForCartLine (fewer than MAX_ITEMS_PER_PURCHASE lines) as ONE statement:
    // the count and the insert cannot be split by another add (ARCHITECTURE.md)
    const inserted = await sql<{ id: number }>`
      INSERT INTO cart_lines (cart_id, product_id, sku_id, offer_id, allow_non_required_base, created_at)
      SELECT ${cartId}, ${line.productId}, ${line.skuId}, ${line.offerId}, ${line.allowNonRequiredBase ? 1 : 0}, ${line.now}
      WHERE (SELECT COUNT(*) FROM cart_lines WHERE cart_id = ${cartId}) < ${maxLines}
      ON CONFLICT (cart_id, product_id) DO NOTHING
      RETURNING id`.execute(trx);
    return inserted.rows[0]?.id;
  });
}

/** The id of the cart's line of a product, if it has one. */
export function cartLineOfProduct(db: Kysely<Database>, cartId: number, productId: number): Promise<{ id: number } | undefined> {
  return db.selectFrom('cart_lines').select('id').where('cart_id', '=', cartId).where('product_id', '=', productId).executeTakeFirst();
}

/** Deletes a line of the cart; false when the cart has no such line. */
export async function deleteCartLine(db: Kysely<Database>, cartId: number, lineId: number): Promise<boolean> {
  const result = await db.deleteFrom('cart_lines').where('id', '=', lineId).where('cart_id', '=', cartId).executeTakeFirst();
  return result.numDeletedRows !== 0n;
}

/** Whether the cart has at least one line. */
export async function cartHasLines(db: Kysely<Database>, cartId: number): Promise<boolean> {
  const lines = await db.selectFrom('cart_lines').select('id').where('cart_id', '=', cartId).limit(1).execute();
  return lines.length > 0;
}

/** The products of the cart's lines. */
export function cartLineProductIds(db: Kysely<Database>, cartId: number): Promise<{ product_id: number }[]> {
  return db.selectFrom('cart_lines').select('product_id').where('cart_id', '=', cartId).execute();
}

/** A cart line joined with its product, offer and the offer's prices on one site. */
export interface CartLinePriceRow {
  id: number;
  product_id: number;
  sku_id: number;
  offer_id: number;
  title: string;
  product_type: string;
  drm_type: string;
  release_date: string;
  is_published: number;
  country_restrictions: string;
  offer_action_type: string;
  is_preorder: number;
  list_price: number | null;
  sale_price: number | null;
  sale_ends_at: string | null;
  trade_in_price: number | null;
}

/** The cart's lines with what pricing them on the site needs, oldest first. */
export function cartLinePriceRows(db: Kysely<Database>, cartId: number, siteId: number): Promise<CartLinePriceRow[]> {
  return db
    .selectFrom('cart_lines as cl')
    .innerJoin('products as p', 'p.id', 'cl.product_id')
    .innerJoin('offers as o', 'o.id', 'cl.offer_id')
    .leftJoin('offer_prices as op', (join) => join.onRef('op.offer_id', '=', 'o.id').on('op.site_id', '=', siteId))
    .select([
      'cl.id', 'cl.product_id', 'cl.sku_id', 'cl.offer_id', 'p.title', 'p.product_type', 'p.drm_type', 'p.release_date', 'p.is_published',
      'p.country_restrictions', 'o.offer_action_type', 'o.is_preorder', 'op.list_price', 'op.sale_price', 'op.sale_ends_at', 'op.trade_in_price',
    ])
    .where('cl.cart_id', '=', cartId)
    .orderBy('cl.id')
    .execute();
}

/** The SKUs picked for the lines, in pick order. */
export function cartLineContentRows(db: Kysely<Database>, lineIds: number[]): Promise<{ line_id: number; sku_id: number }[]> {
  return db.selectFrom('cart_line_contents').select(['line_id', 'sku_id']).where('line_id', 'in', lineIds).orderBy('position').execute();
}

/** Deletes the SKUs picked for a line. */
export async function deleteCartLineContents(db: Kysely<Database>, lineId: number): Promise<void> {
  await db.deleteFrom('cart_line_contents').where('line_id', '=', lineId).execute();
}

/** Inserts the SKUs picked for a line, positioned in the given order. */
export async function insertCartLineContents(db: Kysely<Database>, lineId: number, skuIds: readonly number[]): Promise<void> {
  await db.insertInto('cart_line_contents').values(skuIds.map((skuId, position) => ({ line_id: lineId, sku_id: skuId, position }))).execute();
}
