/**
 * Merchandising and reference-data calls of spec §7: the home page display, shelves, promotions,
 * reward offers, genres, platforms, publishers, content ratings, sitemap, region, mailing list.
 * @module
 */
import { endpoints, type BodyOf, type QueryOf } from '@d2d/contract';
import type { RequestOptions, Transport } from '../transport.js';

/** `store.api.merchandising`. */
export class MerchandisingApi {
  readonly #t: Transport;

  constructor(transport: Transport) {
    this.#t = transport;
  }

  /** The home page: heroes, featured tabs, carousel, ad tiles. */
  display(query: QueryOf<typeof endpoints.merchandisingDisplay> = {}, options?: RequestOptions) {
    return this.#t.call(endpoints.merchandisingDisplay, { ...options, query });
  }

  /** Fills several product shelves with findpage queries (page 1, 15 items each). */
  shelves(body: BodyOf<typeof endpoints.merchandisingShelves>, options?: RequestOptions) {
    return this.#t.call(endpoints.merchandisingShelves, { ...options, body });
  }

  /**
   * A promotion with its products.
   * @example
   * const promotion = await store.api.merchandising.promotion(88);
   */
  promotion(id: number, options?: RequestOptions) {
    return this.#t.call(endpoints.merchandisingPromotion, { ...options, params: { id } });
  }

  /** A promotion's background. */
  promotionBackground(id: number, options?: RequestOptions) {
    return this.#t.call(endpoints.merchandisingPromotionBackground, { ...options, params: { id } });
  }

  /** Promotions (the collection page asks page 1 of 1000). */
  promotions(query: QueryOf<typeof endpoints.merchandisingPromotions> = { pagenumber: 1, pagesize: 1000 }, options?: RequestOptions) {
    return this.#t.call(endpoints.merchandisingPromotions, { ...options, query });
  }

  /** Products offered to VIP members. */
  rewardOffers(query: QueryOf<typeof endpoints.merchandisingRewardOffers> = { pagenumber: 1, pagesize: 1000 }, options?: RequestOptions) {
    return this.#t.call(endpoints.merchandisingRewardOffers, { ...options, query });
  }

  /** Genres. */
  genres(options?: RequestOptions) {
    return this.#t.call(endpoints.genres, { ...options });
  }

  /** Platforms. */
  platforms(options?: RequestOptions) {
    return this.#t.call(endpoints.platforms, { ...options });
  }

  /** Publishers. */
  publishers(options?: RequestOptions) {
    return this.#t.call(endpoints.publishers, { ...options });
  }

  /** Content ratings of the request's site. */
  contentRatings(options?: RequestOptions) {
    return this.#t.call(endpoints.contentRatings, { ...options });
  }

  /** The sitemap lists. */
  sitemap(options?: RequestOptions) {
    return this.#t.call(endpoints.sitemap, { ...options });
  }

  /** The request's region (`region.view`: 1 US, 2 UK, else EU). */
  region(options?: RequestOptions) {
    return this.#t.call(endpoints.region, { ...options });
  }

  /**
   * Switches the region for the store's `/region/{code}` route (`POST /d2d/regions/switch`):
   * `UK` → site 2, `EU` → site 3, anything else → site 1, kept for one hour.
   * @example
   * await store.api.merchandising.switchRegion({ code: 'UK' });
   */
  switchRegion(body: BodyOf<typeof endpoints.regionSwitch>, options?: RequestOptions) {
    return this.#t.call(endpoints.regionSwitch, { ...options, body });
  }

  /** Joins the mailing list; the answer carries the first-visit coupon. */
  subscribeMailingList(body: BodyOf<typeof endpoints.mailingListSubscribe>, options?: RequestOptions) {
    return this.#t.call(endpoints.mailingListSubscribe, { ...options, body });
  }
}
