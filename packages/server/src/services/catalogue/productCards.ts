import { contentRatingLabel, productPath, type ProductSummary } from '@d2d/contract';
import type { Db } from '../../db/database.js';
import { productImageUrl, ratingImageUrl } from '../../seed/catalogue/artUrls.js';
import type { ShopperContext } from '../../http/shopperContext.js';
import { offerButtonStateOf } from './buttonState.js';
import { offerPriceRows } from './data/offers.js';
import { cardRowsWithLists } from './data/productCards.js';
import { toOfferActions, type OfferRow } from './offerActions.js';
import { loadShopperHoldings, type CatalogueViewer, type ShopperHoldings } from './shopperHoldings.js';

export { CARD_COLUMNS } from './data/productCards.js';

/** A product row as {@link CARD_COLUMNS} plus the joined names. */
export interface CardRow {
  id: number;
  title: string;
  uri_safe_title: string;
  short_description: string;
  tiny_description: string;
  product_type: string;
  platform_id: number;
  release_date: string;
  drm_type: string;
  esrb_rating: number;
  pegi_rating: number;
  content_descriptors: string;
  background_color: string;
  allow_trade_in: number;
  streaming_game_id: number | null;
  headband: string | null;
  overlays: string;
  country_restrictions: string;
  has_activation_keys_only: number;
  platform_name: string;
  developer_name: string;
  publisher_name: string;
}

/** Parses a JSON column the seed or a migration wrote; a broken value reads as the fallback. */
export function jsonColumn<T>(text: string | null, fallback: T): T {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** The wire content rating of a product on the request's site (ESRB in the US, PEGI elsewhere). */
export function contentRatingFor(row: Pick<CardRow, 'esrb_rating' | 'pegi_rating' | 'content_descriptors'>, ctx: ShopperContext) {
  const system = ctx.site.ratingSystem;
  const code = system === 'ESRB' ? row.esrb_rating : row.pegi_rating;
  return {
    code,
    name: contentRatingLabel(code) ?? null,
    system,
    image: ratingImageUrl(code),
    descriptors: system === 'ESRB' ? jsonColumn<string[]>(row.content_descriptors, []) : [],
  };
}

/** Reads the offers of products with their prices on the request's site, grouped by product. */
export async function offerRowsByProduct(db: Db, productIds: readonly number[], siteId: number): Promise<Map<number, OfferRow[]>> {
  const byProduct = new Map<number, OfferRow[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await offerPriceRows(db, productIds, siteId);
  for (const row of rows) {
    const list = byProduct.get(row.product_id) ?? [];
    list.push(row);
    byProduct.set(row.product_id, list);
  }
  return byProduct;
}

/**
 * Builds the card (list) form of products, in the order of `ids`; ids that do not exist are
 * skipped. A signed-in reader gets their own offer facts and button state (owned, pre-ordered,
 * premium member); a visitor the public ones.
 * @param db - the database
 * @param ids - product ids, in the order to return them
 * @param ctx - site, country and clock
 * @param viewer - the signed-in shopper, or null for a visitor
 */
export async function loadProductCards(db: Db, ids: readonly number[], ctx: ShopperContext, viewer: CatalogueViewer = null): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  const holdings = viewer === null ? null : await loadShopperHoldings(db, viewer.accountId, ids, ctx.now);
  return loadProductCardsWith(db, ids, ctx, holdings);
}

/**
 * {@link loadProductCards} with the reader's holdings already read (the product page reads them
 * once for its own fields too).
 * @param holdings - the signed-in reader's holdings of at least `ids`, or null for a visitor
 */
export async function loadProductCardsWith(db: Db, ids: readonly number[], ctx: ShopperContext, holdings: ShopperHoldings | null): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  const rows = await cardRowsWithLists(db, [...new Set(ids)], ctx.site.id);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const today = ctx.now.toISOString().slice(0, 10);
  const cards: ProductSummary[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue;
    // a product listed on no platform shows its own
    cards.push(toCard(row, row.platform_ids.length > 0 ? row.platform_ids : [row.platform_id], row.genre_names, row.offers, ctx, today, holdings));
  }
  return cards;
}

/**
 * Maps one product row with its lists to the wire card.
 * @param holdings - the signed-in reader's holdings, or null for a visitor
 */
export function toCard(
  row: CardRow, platformIds: number[], genres: string[], offers: OfferRow[], ctx: ShopperContext, today: string, holdings: ShopperHoldings | null = null,
): ProductSummary {
  const holding = holdings?.products.get(row.id);
  const offerActions = toOfferActions(offers, jsonColumn<string[]>(row.country_restrictions, []), ctx, {
    released: row.release_date <= today,
    holding,
    member: holdings?.member ?? false,
    tried: holdings?.tried.has(row.id) ?? false,
  });
  const buttonState = offerButtonStateOf({
    productType: row.product_type,
    offerActions,
    hasActivationKeysOnly: row.has_activation_keys_only === 1,
    hasPurchaseActivationKeys: holding?.hasKey ?? false,
    signedIn: holdings !== null,
  });
  return {
    id: row.id,
    uriSafeTitle: row.uri_safe_title,
    title: row.title,
    shortDescription: row.short_description,
    tinyDescription: row.tiny_description,
    productType: row.product_type,
    platform: row.platform_name,
    platformId: row.platform_id,
    platformIds,
    frontImage: productImageUrl(row.id, 'front'),
    backImage: productImageUrl(row.id, 'back'),
    detailImage: productImageUrl(row.id, 'detail'),
    thumbnailImage: productImageUrl(row.id, 'thumbnail'),
    url: productPath({ id: row.id, uriSafeTitle: row.uri_safe_title, productType: row.product_type }),
    background_color: row.background_color,
    overlays: jsonColumn(row.overlays, []),
    genres,
    developer: row.developer_name,
    publisher: row.publisher_name,
    releaseDate: row.release_date,
    drmType: row.drm_type,
    contentRating: contentRatingFor(row, ctx),
    allow_trade_in: row.allow_trade_in === 1,
    streaming_game_id: row.streaming_game_id,
    hasActivationKeysOnly: row.has_activation_keys_only === 1,
    buttonState,
    headband: row.headband,
    offerActions,
  };
}
