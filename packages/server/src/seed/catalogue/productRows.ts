import type { Insertable } from 'kysely';
import type { Database } from '../../db/schema.js';
import { screenshotUrl, videoFileUrls, videoUrl, badgeUrl } from './artUrls.js';
import { DAY_MS, mainSkuId, type ProductSpec } from './productSpec.js';
import type { Random } from './random.js';
import { uriSafeTitle } from './titles.js';
import {
  BONUS_ITEMS, CITIES, DESCRIPTION_CLOSERS, DESCRIPTION_MIDDLES, DESCRIPTION_OPENERS, ESRB_DESCRIPTORS, FIRST_NAMES,
  GENRES, LAST_INITIALS, PALETTE, REVIEW_SENTENCES, REVIEW_TITLES,
} from './words.js';

type Rows<T extends keyof Database> = Insertable<Database[T]>[];

/** The rows of one chunk of products, inserted table by table in foreign-key order. */
export interface ChunkRows {
  products: Rows<'products'>;
  product_details: Rows<'product_details'>;
  product_platforms: Rows<'product_platforms'>;
  product_genres: Rows<'product_genres'>;
  skus: Rows<'skus'>;
  product_requirements: Rows<'product_requirements'>;
  bundle_contents: Rows<'bundle_contents'>;
  bonus_items: Rows<'bonus_items'>;
  offers: Rows<'offers'>;
  offer_prices: Rows<'offer_prices'>;
  activation_keys: Rows<'activation_keys'>;
  media: Rows<'media'>;
  reviews: Rows<'reviews'>;
}

/** Table names of {@link ChunkRows} in the order they must be inserted. */
export const CHUNK_TABLES = [
  'products', 'product_details', 'product_platforms', 'product_genres', 'skus', 'product_requirements', 'bundle_contents', 'bonus_items',
  'offers', 'offer_prices', 'activation_keys', 'media', 'reviews',
] as const satisfies readonly (keyof ChunkRows)[];

export function emptyChunk(): ChunkRows {
  return {
    products: [], product_details: [], product_platforms: [], product_genres: [], skus: [], product_requirements: [], bundle_contents: [],
    bonus_items: [], offers: [], offer_prices: [], activation_keys: [], media: [], reviews: [],
  };
}

/** Per-site rental price per 24-hour block: $2.99, £2.49, €2.79 (DECISIONS.md: the site's price). */
const RENTAL_PRICES: Record<number, number> = { 1: 299, 2: 249, 3: 279 };
/** DRM types whose games are delivered only as activation keys for a third-party client. */
const KEY_ONLY_DRMS = new Set(['Steam', 'Origin', 'Uplay', 'Rockstar', 'Epic Games', 'Bethesda', 'MMO', 'ESO', 'Oculus', 'Sony', 'Nintendo', 'Xbox']);
const KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The system requirements as the product page shows them (catalogue HTML, sanitised by the client). */
function requirementsHtml(minimum: { name: string; value: string }[], recommended: { name: string; value: string }[]): string {
  if (minimum.length === 0) return '';
  const list = (rows: { name: string; value: string }[]) => `<ul>${rows.map((r) => `<li><strong>${r.name}:</strong> ${r.value}</li>`).join('')}</ul>`;
  return `<h4>Minimum</h4>${list(minimum)}<h4>Recommended</h4>${list(recommended)}`;
}

/** A price in another currency, ending in .99 like shop prices do; 0 stays 0. */
function shopPrice(usdMinor: number, rate: number): number {
  if (usdMinor === 0) return 0;
  return Math.max(99, Math.round((usdMinor * rate) / 100) * 100 - 1);
}

export interface RowContext {
  rng: Random;
  now: Date;
  publisherNames: readonly string[];
  developerNames: readonly string[];
  /** Next free ids of the tables whose ids are plain counters. */
  ids: { key: number; media: number; review: number; bonus: number };
}

/** Emits the rows of one product spec into `out`. */
export function emitProduct(spec: ProductSpec, ctx: RowContext, out: ChunkRows): void {
  const { rng: r, now } = ctx;
  const id = spec.id;
  const sku = mainSkuId(id);
  const publisher = ctx.publisherNames[spec.publisherId - 1] ?? 'D2D';
  const developer = ctx.developerNames[spec.developerId - 1] ?? publisher;
  const genre = GENRES[(spec.genreIds[0] ?? 1) - 1] ?? 'Action';
  const isConsole = spec.platformId >= 1300;
  const isMac = spec.platformId === 1200;
  const released = spec.releaseDate <= now.toISOString().slice(0, 10);

  const opener = r.pick(DESCRIPTION_OPENERS);
  const middle = r.pick(DESCRIPTION_MIDDLES);
  const closer = r.pick(DESCRIPTION_CLOSERS);
  const article = /^[aeiou]/i.test(genre) ? 'an' : 'a';
  const shortDescription = `${opener} ${middle} in ${spec.title}, ${article} ${genre.toLowerCase()} game from ${developer}. ${closer}`;
  const features = r.sample(DESCRIPTION_CLOSERS, 3).map((f) => `<li>${f}</li>`).join('');
  const description = `<p>${shortDescription}</p><h3>Key features</h3><ul>${features}</ul>`;

  const scores: number[] = [];
  for (let i = 0; i < spec.reviews; i++) scores.push(Math.min(10, Math.max(1, spec.quality + r.int(-2, 2))));
  const rating = scores.length > 0 ? Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10 : null;

  const minimum = isConsole ? [] : isMac
    ? [{ name: 'OS', value: 'macOS 12 Monterey' }, { name: 'Processor', value: 'Apple M1 or Intel Core i5' }, { name: 'Memory', value: `${r.pick([4, 8])} GB RAM` }, { name: 'Storage', value: `${r.int(2, 60)} GB available space` }]
    : [{ name: 'OS', value: 'Windows 10 64-bit' }, { name: 'Processor', value: r.pick(['Intel Core i3-4130', 'Intel Core i5-6600', 'AMD Ryzen 3 1200']) }, { name: 'Memory', value: `${r.pick([4, 8, 16])} GB RAM` }, { name: 'Graphics', value: r.pick(['NVIDIA GeForce GTX 960', 'AMD Radeon RX 570', 'NVIDIA GeForce GTX 1060']) }, { name: 'Storage', value: `${r.int(2, 90)} GB available space` }];
  const recommended = minimum.length === 0 ? [] : minimum.map((m) => (m.name === 'Memory' ? { name: 'Memory', value: '16 GB RAM' } : m));

  out.products.push({
    id,
    title: spec.title,
    uri_safe_title: uriSafeTitle(spec.title),
    short_description: shortDescription,
    tiny_description: `${opener}.`,
    product_type: spec.type,
    platform_id: spec.platformId,
    developer_id: spec.developerId,
    publisher_id: spec.publisherId,
    release_date: spec.releaseDate,
    available_at: spec.availableAt,
    drm_type: spec.drm,
    esrb_rating: spec.esrb,
    pegi_rating: spec.pegi,
    content_descriptors: JSON.stringify(spec.esrb >= 400 && spec.esrb !== 550 ? r.sample(ESRB_DESCRIPTORS, r.int(1, 3)) : []),
    background_color: r.pick(PALETTE),
    allow_trade_in: spec.tradeIn ? 1 : 0,
    patch_version: released && r.chance(0.3) ? `1.${r.int(0, 9)}.${r.int(0, 20)}` : null,
    has_activation_keys_only: KEY_ONLY_DRMS.has(spec.drm) ? 1 : 0,
    tracking_model: 'Standard',
    streaming_game_id: spec.instantPlay ? 6_000_000 + id : null,
    country_restrictions: JSON.stringify(spec.restrictions),
    overlays: JSON.stringify(spec.overlay ? [{ overlayImage: badgeUrl(spec.overlay), overlayURL: '', overlayX: 0, overlayY: 0, width: 64 }] : []),
    headband: spec.headband,
    user_rating: rating,
    user_rating_count: scores.length,
    units_sold: spec.unitsSold,
    is_published: spec.published ? 1 : 0,
    bundle_pick_count: spec.pickCount,
  });
  out.product_details.push({
    product_id: id,
    description,
    requirements: requirementsHtml(minimum, recommended),
    tech_specs: JSON.stringify([
      { name: 'Languages', value: r.pick(['English', 'English, French, German', 'English, French, German, Spanish, Italian']) },
      { name: 'Players', value: r.pick(['Single-player', 'Single-player, Online co-op', '1-4 players', 'Massively multiplayer']) },
      { name: 'Controller Support', value: r.pick(['Full', 'Partial', 'None']) },
      { name: 'Download Size', value: `${r.int(1, 90)}.${r.int(0, 9)} GB` },
    ]),
    copyright: `\u00a9 ${spec.releaseDate.slice(0, 4)} ${publisher}. All rights reserved.`,
    publisher_support_uri: `https://support.example.com/${uriSafeTitle(publisher)}`,
  });
  for (const platform_id of spec.platformIds) out.product_platforms.push({ product_id: id, platform_id });
  for (const genre_id of spec.genreIds) out.product_genres.push({ product_id: id, genre_id });
  out.skus.push({ id: sku, product_id: id, name: spec.title, kind: 'main', file_name: `${uriSafeTitle(spec.title)}-setup.exe` });
  for (const req of spec.requirements) out.product_requirements.push({ product_id: id, required_product_id: req.productId, is_required: req.required ? 1 : 0 });
  spec.bundleSkuIds.forEach((sku_id, position) => out.bundle_contents.push({ bundle_product_id: id, sku_id, position }));

  r.sample(BONUS_ITEMS, spec.bonusCount).forEach(([name, text, downloadable], j) => {
    let bonusSku: number | null = null;
    if (downloadable) {
      bonusSku = sku + j + 1;
      out.skus.push({ id: bonusSku, product_id: id, name: `${spec.title} - ${name}`, kind: 'bonus', file_name: `${uriSafeTitle(spec.title)}-${uriSafeTitle(name)}.zip` });
    }
    out.bonus_items.push({ id: ctx.ids.bonus++, product_id: id, sku_id: bonusSku, name, description: text, is_downloadable: downloadable ? 1 : 0 });
  });

  if (spec.priceUsd !== null) emitOffers(spec, ctx, out);

  for (let n = 1; n <= spec.screenshots; n++) {
    out.media.push({
      id: ctx.ids.media++, product_id: id, type: 1, position: n, title: `${spec.title} screenshot ${n}`,
      thumbnail_url: screenshotUrl(id, n, 'small'),
      sources: JSON.stringify([{ definition: 'SD', url: screenshotUrl(id, n, 'small') }, { definition: 'HD', url: screenshotUrl(id, n) }]),
    });
  }
  for (let n = 1; n <= spec.videos; n++) {
    out.media.push({
      id: ctx.ids.media++, product_id: id, type: 0, position: n, title: n === 1 ? `${spec.title} launch trailer` : `${spec.title} gameplay video`,
      thumbnail_url: videoUrl(id, n, 'small'),
      // the tile shows the product's poster card; the viewer plays the clip from its first frame's poster
      sources: JSON.stringify([
        { definition: 'thumbnail', url: videoUrl(id, n, 'small') },
        { definition: 'poster', url: videoFileUrls(id, n).poster },
        { definition: 'SD', url: videoFileUrls(id, n).src },
      ]),
    });
  }

  const releaseMs = Date.parse(`${spec.releaseDate}T00:00:00Z`);
  scores.forEach((score) => {
    const mood = score >= 8 ? 'high' : score >= 5 ? 'mid' : 'low';
    const [city, state] = r.pick(CITIES);
    const created = Math.min(now.getTime() - 3_600_000, releaseMs + r.int(1, 700) * DAY_MS);
    const votes = r.int(0, 40);
    out.reviews.push({
      id: ctx.ids.review++,
      product_id: id,
      score,
      title: r.pick(REVIEW_TITLES[mood]),
      body: r.sample(REVIEW_SENTENCES[mood], r.int(2, 4)).join(' '),
      reviewer_name: `${r.pick(FIRST_NAMES)} ${r.pick(LAST_INITIALS)}.`,
      reviewer_city: city,
      reviewer_state: state,
      reviewer_member_since: new Date(created - r.int(30, 3000) * DAY_MS).toISOString(),
      created_at: new Date(created).toISOString(),
      count_helpful: r.int(0, votes),
      total_helpful_votes: votes,
      has_language_violations: 0,
    });
  });
}

function emitOffers(spec: ProductSpec, ctx: RowContext, out: ChunkRows): void {
  const { rng: r, now } = ctx;
  const id = spec.id;
  const sku = mainSkuId(id);
  const purchaseOffer = id * 10;
  let ipStart: string | null = null;
  let ipEnd: string | null = null;
  if (spec.instantPlay === 'active') {
    ipStart = new Date(now.getTime() - 7 * DAY_MS).toISOString();
    ipEnd = new Date(now.getTime() + 30 * DAY_MS).toISOString();
  } else if (spec.instantPlay === 'ended') {
    ipStart = new Date(now.getTime() - 40 * DAY_MS).toISOString();
    ipEnd = new Date(now.getTime() - 10 * DAY_MS).toISOString();
  }
  out.offers.push({
    id: purchaseOffer, product_id: id, sku_id: sku, offer_action_type: 'Purchase', is_primary: 1, is_preorder: spec.preorder ? 1 : 0,
    has_activation_keys: spec.keys > 0 ? 1 : 0,
    instant_play_oid: spec.instantPlay ? 900_000 + id : null, instant_play_start_at: ipStart, instant_play_end_at: ipEnd,
  });
  const usd = spec.priceUsd ?? 0;
  const lists: Record<number, number> = { 1: usd, 2: shopPrice(usd, 0.8), 3: shopPrice(usd, 0.92) };
  for (const site of [1, 2, 3]) {
    const list = lists[site] ?? usd;
    const sale = spec.salePercent !== null ? Math.round((list * (100 - spec.salePercent)) / 100) : null;
    out.offer_prices.push({
      offer_id: purchaseOffer,
      site_id: site,
      list_price: list,
      suggested_price: list,
      sale_price: sale,
      sale_ends_at: sale === null ? null : spec.saleEndsAt,
      trade_in_price: spec.tradeIn ? Math.round(list * 0.3) : null,
      rental_price: spec.rental ? (RENTAL_PRICES[site] ?? 299) : null,
    });
  }
  if (spec.subscribe) {
    out.offers.push({
      id: purchaseOffer + 1, product_id: id, sku_id: sku, offer_action_type: 'Subscribe', is_primary: 0, is_preorder: 0,
      has_activation_keys: r.chance(0.5) ? 1 : 0, instant_play_oid: null, instant_play_start_at: null, instant_play_end_at: null,
    });
    for (const site of [1, 2, 3]) {
      out.offer_prices.push({ offer_id: purchaseOffer + 1, site_id: site, list_price: 0, suggested_price: lists[site] ?? usd, sale_price: null, sale_ends_at: null, trade_in_price: null, rental_price: null });
    }
  }
  for (let k = 0; k < spec.keys; k++) {
    const keyId = ctx.ids.key++;
    let tail = '';
    for (let v = keyId, i = 0; i < 5; i++, v = Math.floor(v / 32)) tail = (KEY_ALPHABET[v % 32] ?? 'A') + tail;
    let head = '';
    for (let i = 0; i < 10; i++) head += KEY_ALPHABET[r.int(0, 31)];
    out.activation_keys.push({ id: keyId, sku_id: sku, key: `${head.slice(0, 5)}-${head.slice(5)}-${tail}`, assigned_inventory_id: null });
  }
}
