/**
 * Merchandising and reference-data calls of spec §7: the home page display, shelves, promotions,
 * reward offers, genres, platforms, publishers, content ratings, sitemap, region, mailing list.
 * @module
 */
import type { Endpoints, BodyOf, QueryOf } from '@d2d/contract';
import type { RequestOptions, Transport } from '../transport.js';

/** `store.api.merchandising`. */
export class MerchandisingApi {
  readonly #t: Transport;

  constructor(transport: Transport) {
    this.#t = transport;
  }

  /** The home page: heroes, featured tabs, carousel, ad tiles. */
  display(query: QueryOf<Endpoints['merchandisingDisplay']> = {}, options?: RequestOptions) {
    return this.#t.call('merchandisingDisplay', { ...options, query });
  }

  /** Fills several product shelves with findpage queries (page 1, 15 items each). */
  shelves(body: BodyOf<Endpoints['merchandisingShelves']>, options?: RequestOptions) {
    return this.#t.call('merchandisingShelves', { ...options, body });
  }

  /**
   * A promotion with its products.
   * @example
   * const promotion = await store.api.merchandising.promotion(88);
   */
  promotion(id: number, options?: RequestOptions) {
    return this.#t.call('merchandisingPromotion', { ...options, params: { id } });
  }

  /** A promotion's background. */
  promotionBackground(id: number, options?: RequestOptions) {
    return this.#t.call('merchandisingPromotionBackground', { ...options, params: { id } });
  }

  /** Promotions (the collection page asks page 1 of 1000). */
  promotions(query: QueryOf<Endpoints['merchandisingPromotions']> = { pagenumber: 1, pagesize: 1000 }, options?: RequestOptions) {
    return this.#t.call('merchandisingPromotions', { ...options, query });
  }

  /** Products offered to VIP members. */
  rewardOffers(query: QueryOf<Endpoints['merchandisingRewardOffers']> = { pagenumber: 1, pagesize: 1000 }, options?: RequestOptions) {
    return this.#t.call('merchandisingRewardOffers', { ...options, query });
  }

  /** Genres. */
  genres(options?: RequestOptions) {
    return this.#t.call('genres', { ...options });
  }

  /** Platforms. */
  platforms(options?: RequestOptions) {
    return this.#t.call('platforms', { ...options });
  }

  /** Publishers. */
  publishers(options?: RequestOptions) {
    return this.#t.call('publishers', { ...options });
  }

  /** Content ratings of the request's site. */
  contentRatings(options?: RequestOptions) {
    return this.#t.call('contentRatings', { ...options });
  }

  /** The sitemap lists. */
  sitemap(options?: RequestOptions) {
    return this.#t.call('sitemap', { ...options });
  }

  /** The request's region (`region.view`: 1 US, 2 UK, else EU). */
  region(options?: RequestOptions) {
    return this.#t.call('region', { ...options });
  }

  /**
   * Switches the region for the store's `/region/{code}` route (`POST /d2d/regions/switch`):
   * `UK` → site 2, `EU` → site 3, anything else → site 1, kept for one hour.
   * @example
   * await store.api.merchandising.switchRegion({ code: 'UK' });
   */
  switchRegion(body: BodyOf<Endpoints['regionSwitch']>, options?: RequestOptions) {
    return this.#t.call('regionSwitch', { ...options, body });
  }

  /** Joins the mailing list; the answer carries the first-visit coupon. */
  subscribeMailingList(body: BodyOf<Endpoints['mailingListSubscribe']>, options?: RequestOptions) {
    return this.#t.call('mailingListSubscribe', { ...options, body });
  }
}
