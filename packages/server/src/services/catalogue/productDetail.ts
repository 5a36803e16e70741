import type { Media, Product } from '@d2d/contract';
import type { Db } from '../../db/database.js';
import type { ShopperContext } from '../../http/shopperContext.js';
import { unassignedKeyOf } from './data/activationKeys.js';
import { bundledProductIds, bundlesHoldingSkus } from './data/bundles.js';
import { topMediaRow } from './data/media.js';
import { bonusItemRows, productPageRow, requiredProductRows } from './data/products.js';
import { bestSellingGamesOfGenre, mainGenreId } from './data/recommendations.js';
import { skusOfProduct } from './data/skus.js';
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
  const viewer = options.viewer ?? null;
  // the reads that need nothing else at once: on PostgreSQL each stage is a round trip
  const [row, holdings, skus] = await Promise.all([
    productPageRow(db, id),
    viewer === null ? null : loadShopperHoldings(db, viewer.accountId, [id], ctx.now),
    // SKU ids first: each later lookup is then a plain index seek, whatever the planner's statistics
    skusOfProduct(db, id),
  ]);
  if (!row || (row.is_published !== 1 && !options.includeUnpublished)) return null;
  const holding = holdings?.products.get(id);
  const skuIds = skus.length > 0 ? skus.map((s) => s.id) : [-1];
  const mainSkuIds = skus.filter((s) => s.kind === 'main').map((s) => s.id);
  if (mainSkuIds.length === 0) mainSkuIds.push(-1);

  const [[card], requirementRows, bundled, offeredIn, bonusItems, freeKey, recommendedIds, topMedia] = await Promise.all([
    loadProductCardsWith(db, [id], ctx, holdings),
    requiredProductRows(db, id),
    bundledProductIds(db, id),
    bundlesHoldingSkus(db, skuIds),
    bonusItemRows(db, id),
    unassignedKeyOf(db, mainSkuIds),
    recommendedFor(db, id),
    topMediaRow(db, id),
  ]);
  if (!card) return null;
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

/** Best sellers of the product's main genre, games only, without the product itself. */
async function recommendedFor(db: Db, id: number): Promise<number[]> {
  const genreId = await mainGenreId(db, id);
  if (genreId === undefined) return [];
  return bestSellingGamesOfGenre(db, genreId, id, RECOMMENDED_COUNT);
}
