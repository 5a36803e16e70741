import type { Generated } from 'kysely';

/**
 * Tables of the catalogue and merchandising area (migration `0002_catalogue`).
 *
 * Conventions: money is integer minor units (cents, pence) per site in `offer_prices`; dates are
 * ISO-8601 text (`YYYY-MM-DD` for release dates, full `toISOString()` for instants) so that text
 * comparison orders them; booleans are 0/1 integers; small nested lists that are only ever read
 * with their product (tech specs, overlays, descriptors) are JSON text.
 */
export interface CatalogueTables {
  platforms: PlatformTable;
  genres: GenreTable;
  developers: DeveloperTable;
  publishers: PublisherTable;
  products: ProductTable;
  product_details: ProductDetailTable;
  product_platforms: ProductPlatformTable;
  product_genres: ProductGenreTable;
  product_requirements: ProductRequirementTable;
  skus: SkuTable;
  bundle_contents: BundleContentTable;
  bonus_items: BonusItemTable;
  offers: OfferTable;
  offer_prices: OfferPriceTable;
  product_prices: ProductPriceTable;
  activation_keys: ActivationKeyTable;
  media: MediaTable;
  reviews: ReviewTable;
  promotions: PromotionTable;
  promotion_products: PromotionProductTable;
  collections: CollectionTable;
  collection_products: CollectionProductTable;
  hero_items: HeroItemTable;
  featured_tabs: FeaturedTabTable;
  reward_offers: RewardOfferTable;
  ad_tiles: AdTileTable;
  newsletter_subscriptions: NewsletterSubscriptionTable;
}

/** Platform codes of spec §3 (1100 PC … 1500 Xbox One). */
export interface PlatformTable {
  id: number;
  name: string;
  /** 1 when the power search lists it (spec §3 "allowed platforms for the browse"). */
  in_browse: number;
  position: number;
}

export interface GenreTable {
  id: Generated<number>;
  name: string;
  /** URL form used by /pc/download/{genre}: hyphens for spaces and slashes. */
  slug: string;
}

export interface DeveloperTable {
  id: Generated<number>;
  name: string;
}

export interface PublisherTable {
  id: Generated<number>;
  name: string;
  slug: string;
  /** 1 for the 26 publishers the sitemap features. */
  featured: number;
  support_uri: string;
}

export interface ProductTable {
  id: Generated<number>;
  title: string;
  uri_safe_title: string;
  short_description: string;
  tiny_description: string;
  /** 'Game' | 'ConsoleGame' | 'Bundle' | 'CustomBundle' | 'DLC' */
  product_type: string;
  /** The main platform code; every platform is in `product_platforms`. */
  platform_id: number;
  developer_id: number;
  publisher_id: number;
  /** `YYYY-MM-DD` */
  release_date: string;
  /** When the store started selling it (sort "newly available"); ISO instant. */
  available_at: string;
  /** One of the DRM types of spec §3; 'NONE' when there is none. */
  drm_type: string;
  esrb_rating: number;
  pegi_rating: number;
  /** JSON string[] of content descriptors. */
  content_descriptors: string;
  background_color: string;
  allow_trade_in: number;
  patch_version: string | null;
  has_activation_keys_only: number;
  tracking_model: string;
  streaming_game_id: number | null;
  /** JSON string[] of ISO country codes the product may not be sold to. */
  country_restrictions: string;
  /** JSON overlay list `{overlayImage, overlayURL, overlayX, overlayY, width}[]`. */
  overlays: string;
  headband: string | null;
  /** Average user score 1–10 with one decimal; null when not rated. */
  user_rating: number | null;
  user_rating_count: number;
  /** Units sold: the "bestselling" order. */
  units_sold: number;
  /** 0 = only reachable through the preview call. */
  is_published: number;
  /** CustomBundle only: how many content SKUs the shopper picks. */
  bundle_pick_count: number | null;
}

/**
 * The long texts of a product, read only by the product page. Kept out of `products` so the
 * findpage scans and sorts touch narrow rows (a 100,000-product catalogue's `products` table is
 * about a fifth of the size it would be with them).
 */
export interface ProductDetailTable {
  product_id: number;
  /** Catalogue HTML, sanitised by the client before rendering. */
  description: string;
  /** System requirements as catalogue HTML (minimum and recommended lists); '' for consoles. */
  requirements: string;
  /** JSON `{name,value}[]`. */
  tech_specs: string;
  copyright: string;
  publisher_support_uri: string;
}

export interface ProductPlatformTable {
  product_id: number;
  platform_id: number;
}

export interface ProductGenreTable {
  product_id: number;
  genre_id: number;
}

/** Base-game requirements of DLC (spec §3 productRequirements). */
export interface ProductRequirementTable {
  product_id: number;
  required_product_id: number;
  /** 1: the base game must be owned; 0: recommended only. */
  is_required: number;
}

export interface SkuTable {
  id: Generated<number>;
  product_id: number;
  name: string;
  /** 'main' (the product itself; bundles list these) or 'bonus' (a downloadable bonus item). */
  kind: string;
  file_name: string;
}

/** The SKUs a Bundle contains, or a CustomBundle lets the shopper pick from. */
export interface BundleContentTable {
  bundle_product_id: number;
  sku_id: number;
  position: number;
}

export interface BonusItemTable {
  id: Generated<number>;
  product_id: number;
  sku_id: number | null;
  name: string;
  description: string;
  is_downloadable: number;
}

export interface OfferTable {
  id: Generated<number>;
  product_id: number;
  sku_id: number;
  /** 'Purchase' | 'Subscribe' */
  offer_action_type: string;
  /** 1 for the product's one purchase offer, the one lists and price filters read. */
  is_primary: number;
  is_preorder: number;
  has_activation_keys: number;
  instant_play_oid: number | null;
  instant_play_start_at: string | null;
  instant_play_end_at: string | null;
}

/** An offer's prices on one site, in that site's currency minor units. */
export interface OfferPriceTable {
  offer_id: number;
  site_id: number;
  list_price: number;
  suggested_price: number;
  /** Sale price while `sale_ends_at` lies in the future; null when not on sale. */
  sale_price: number | null;
  sale_ends_at: string | null;
  trade_in_price: number | null;
  /** Per 24-hour rental block. */
  rental_price: number | null;
}

/**
 * Read model of browse: the prices of each product's primary (purchase) offer per site, one row
 * per (site, product). Triggers on `offers` and `offer_prices` keep it in step, so never write it
 * directly. Price filters and sorts read it with one index seek per product (or scan it in
 * product order) instead of hopping products → offers → offer_prices.
 */
export interface ProductPriceTable {
  site_id: number;
  product_id: number;
  list_price: number;
  sale_price: number | null;
  sale_ends_at: string | null;
  trade_in_price: number | null;
  rental_price: number | null;
}

/**
 * The finite pool of keys per SKU. A key is taken by one atomic write:
 * `UPDATE activation_keys SET assigned_inventory_id = ? WHERE id = (SELECT id FROM activation_keys
 * WHERE sku_id = ? AND assigned_inventory_id IS NULL LIMIT 1) AND assigned_inventory_id IS NULL`.
 */
export interface ActivationKeyTable {
  id: Generated<number>;
  sku_id: number;
  key: string;
  assigned_inventory_id: number | null;
}

export interface MediaTable {
  id: Generated<number>;
  product_id: number;
  /** 0 video, 1 screenshot (spec §3 Media). */
  type: number;
  position: number;
  title: string;
  thumbnail_url: string;
  /** JSON `{definition, url}[]`. */
  sources: string;
}

export interface ReviewTable {
  id: Generated<number>;
  product_id: number;
  /** 1–10 */
  score: number;
  title: string;
  body: string;
  reviewer_name: string;
  reviewer_city: string;
  reviewer_state: string;
  reviewer_member_since: string;
  created_at: string;
  count_helpful: number;
  total_helpful_votes: number;
  has_language_violations: number;
}

export interface PromotionTable {
  id: Generated<number>;
  name: string;
  start_date: string;
  /** ISO instant; a year over 2098 means the promotion does not end. */
  end_date: string;
  background_image: string;
  banner_image: string;
  small_image: string;
  background_color: string;
  publisher_id: number | null;
  position: number;
}

export interface PromotionProductTable {
  promotion_id: number;
  product_id: number;
  position: number;
}

export interface CollectionTable {
  id: number;
  name: string;
  /** 'collection' | 'arcade_store' */
  kind: string;
  description: string;
  image: string;
}

export interface CollectionProductTable {
  collection_id: number;
  product_id: number;
  position: number;
}

export interface HeroItemTable {
  id: Generated<number>;
  position: number;
  /** 0 product image, 1 collection or promotion, 2 product video, 3 external video. */
  type: number;
  title: string;
  link_url: string;
  big_image: string;
  small_image: string;
  product_id: number | null;
  autoplay: number;
  video_code: string | null;
  /** JSON design displays `{name, file, properties, animation: {start}}[]`. */
  displays: string;
  /** End of the countdown of a promotional hero (ISO instant); null without a timer. */
  timer_ends_at: string | null;
}

export interface FeaturedTabTable {
  id: Generated<number>;
  position: number;
  name: string;
  /** The findpage query string the tab lists. */
  value: string;
}

export interface RewardOfferTable {
  id: Generated<number>;
  product_id: number;
  /** Lowest VIP tier (1 Bronze … 4 Platinum) that sees the offer. */
  min_tier: number;
  position: number;
}

/** Ad tiles of the home page. */
export interface AdTileTable {
  id: Generated<number>;
  position: number;
  title: string;
  image: string;
  link_url: string;
}

export interface NewsletterSubscriptionTable {
  email: string;
  region_id: number;
  /** ISO 8601. */
  created_at: string;
  /** Epoch ms the address owner clicked the confirmation link (double opt-in); null while pending. */
  confirmed_at: number | null;
  /** sha256 hex of the pending confirmation link's token; null once confirmed. */
  token_hash: string | null;
  token_expires_at: number | null;
  /** Epoch ms the sign-up coupon code was answered for this address (it is answered once). */
  coupon_given_at: number | null;
}
