import type { Media, Product } from '@d2d/contract';
import type { Db } from '../../db/database.js';
import type { ShopperContext } from '../../http/shopperContext.js';
import { toMedia } from './media.js';
import { jsonColumn, loadProductCards, loadProductCardsWith } from './productCards.js';
import { loadShopperHoldings, type CatalogueViewer } from './shopperHoldings.js';
import { productImageUrl } from '../../seed/catalogue/artUrls.js';

/** How many recommended products a product page shows. */
export const RECOMMENDED_COUNT = 6;

/**
 * A product with every detail field of spec §3 in the site's currency and rating system, or
 * `null` when there is no such product (or it is unpublished and `includeUnpublished` is off).
 * A signed-in reader gets their own states: `skuIdsPurchased`, `hasBeenPurchased`, the owned or
 * member button state, and `hasPurchaseActivationKeys` telling whether their purchase has a key.
 * @param db - the database
 * @param id - the product id
 * @param ctx - site, country and clock
 * @param options - `includeUnpublished` for the preview call; `viewer`, the signed-in reader
 * @example
 * const product = await loadProduct(db, 42, { site, country: 'US', now: new Date() });
 */
export async function loadProduct(db: Db, id: number, ctx: ShopperContext, options: { includeUnpublished?: boolean; viewer?: CatalogueViewer } = {}): Promise<Product | null> {
  const row = await db
    .selectFrom('products as p')
    .innerJoin('product_details as d', 'd.product_id', 'p.id')
    .select([
      'p.id', 'p.is_published', 'd.description', 'd.requirements', 'p.country_restrictions', 'd.tech_specs', 'd.copyright',
      'd.publisher_support_uri', 'p.patch_version', 'p.has_activation_keys_only', 'p.tracking_model', 'p.uri_safe_title', 'p.product_type',
    ])
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!row || (row.is_published !== 1 && !options.includeUnpublished)) return null;
  const viewer = options.viewer ?? null;
  const holdings = viewer === null ? null : await loadShopperHoldings(db, viewer.accountId, [id], ctx.now);
  const holding = holdings?.products.get(id);
  const [card] = await loadProductCardsWith(db, [id], ctx, holdings);
  if (!card) return null;
  // SKU ids first: each later lookup is then a plain index seek, whatever the planner's statistics
  const skus = await db.selectFrom('skus').select(['id', 'kind']).where('product_id', '=', id).execute();
  const skuIds = skus.length > 0 ? skus.map((s) => s.id) : [-1];
  const mainSkuIds = skus.filter((s) => s.kind === 'main').map((s) => s.id);
  if (mainSkuIds.length === 0) mainSkuIds.push(-1);

  const [requirementRows, bundled, offeredIn, bonusItems, freeKey, recommendedIds, topMedia] = await Promise.all([
    db
      .selectFrom('product_requirements as r')
      .innerJoin('products as b', 'b.id', 'r.required_product_id')
      .select(['b.id', 'b.title', 'b.uri_safe_title', 'r.is_required'])
      .where('r.product_id', '=', id)
      .orderBy('b.id')
      .execute(),
    db
      .selectFrom('bundle_contents as bc')
      .innerJoin('skus as s', 's.id', 'bc.sku_id')
      .select('s.product_id')
      .where('bc.bundle_product_id', '=', id)
      .orderBy('bc.position')
      .execute(),
    db
      .selectFrom('bundle_contents as bc')
      .innerJoin('products as b', 'b.id', 'bc.bundle_product_id')
      .select('b.id')
      .where('bc.sku_id', 'in', skuIds)
      .where('b.is_published', '=', 1)
      .orderBy('b.id')
      .execute(),
    db.selectFrom('bonus_items').select(['name', 'description', 'is_downloadable', 'sku_id']).where('product_id', '=', id).orderBy('id').execute(),
    db
      .selectFrom('activation_keys')
      .select('id')
      .where('sku_id', 'in', mainSkuIds)
      .where('assigned_inventory_id', 'is', null)
      .limit(1)
      .executeTakeFirst(),
    recommendedFor(db, id),
    db.selectFrom('media').selectAll().where('product_id', '=', id).orderBy('type').orderBy('position').limit(1).executeTakeFirst(),
  ]);
  const [bundledCards, offeredInCards, recommended] = await Promise.all([
    loadProductCards(db, bundled.map((b) => b.product_id), ctx, viewer),
    loadProductCards(db, offeredIn.map((b) => b.id), ctx, viewer),
    loadProductCards(db, recommendedIds, ctx, viewer),
  ]);
  const media: Media | null = topMedia ? toMedia(topMedia) : null;
  return {
    ...card,
    description: row.description,
    requirements: row.requirements,
    productRequirements: requirementRows.map((r) => ({
      id: r.id,
      title: r.title,
      uriSafeTitle: r.uri_safe_title,
      thumbnailImage: productImageUrl(r.id, 'thumbnail'),
      isRequired: r.is_required === 1,
    })),
    countryRestrictions: jsonColumn<string[]>(row.country_restrictions, []),
    bundledSkuProducts: bundledCards,
    bundlesOfferedIn: offeredInCards,
    bonusItems: bonusItems.map((b) => ({ name: b.name, description: b.description, isDownloadable: b.is_downloadable === 1, skuId: b.sku_id })),
    techSpecs: jsonColumn(row.tech_specs, []),
    copyright: row.copyright,
    publisherSupportUri: row.publisher_support_uri,
    patchVersion: row.patch_version,
    hasActivationKeysOnly: row.has_activation_keys_only === 1,
    // an owner is told whether their own purchase has a key (the card's button state reads the same)
    hasPurchaseActivationKeys: holding === undefined ? freeKey !== undefined : holding.hasKey,
    trackingModel: row.tracking_model,
    skuIdsPurchased: holding?.skuIds ?? [],
    recommendedProducts: recommended,
    topMedia: media,
    previewUrl: `/preview-${row.uri_safe_title}/${row.id}`,
    sources: [],
  };
}

/**
 * Best sellers of the product's main genre, games only, without the product itself. Walks the
 * bestseller index and probes the genre, so it stops after a handful of rows instead of sorting
 * the whole genre.
 */
async function recommendedFor(db: Db, id: number): Promise<number[]> {
  const genre = await db.selectFrom('product_genres').select('genre_id').where('product_id', '=', id).orderBy('genre_id').executeTakeFirst();
  if (!genre) return [];
  const rows = await db
    .selectFrom('products as p')
    .select('p.id')
    .where('p.is_published', '=', 1)
    .where('p.id', '!=', id)
    .where('p.product_type', 'in', ['Game', 'ConsoleGame'])
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('product_genres as pg').select('pg.product_id').whereRef('pg.product_id', '=', 'p.id').where('pg.genre_id', '=', genre.genre_id)))
    .orderBy('p.units_sold', 'desc')
    .orderBy('p.id', 'desc')
    .limit(RECOMMENDED_COUNT)
    .execute();
  return rows.map((r) => r.id);
}
