/**
 * User review calls of spec §7.
 * @module
 */
import { endpoints, type BodyOf, type QueryOf } from '@d2d/contract';
import type { RequestOptions, Transport } from '../transport.js';

/** `store.api.reviews`. */
export class ReviewsApi {
  readonly #t: Transport;

  constructor(transport: Transport) {
    this.#t = transport;
  }

  /**
   * Reviews of a product, 5 per page.
   * @example
   * const page = await store.api.reviews.findPage({ productId: 1042, pageSize: 5, pageIndex: 1 });
   */
  findPage(query: QueryOf<typeof endpoints.reviewFindPage>, options?: RequestOptions) {
    return this.#t.call(endpoints.reviewFindPage, { ...options, query });
  }

  /** Reports a review as abusive (after the shopper confirmed). */
  flagAbusive(body: BodyOf<typeof endpoints.reviewFlagAbusive>, options?: RequestOptions) {
    return this.#t.call(endpoints.reviewFlagAbusive, { ...options, body });
  }

  /** Votes a review helpful or not. */
  voteHelpful(body: BodyOf<typeof endpoints.reviewVoteHelpful>, options?: RequestOptions) {
    return this.#t.call(endpoints.reviewVoteHelpful, { ...options, body });
  }

  /** Rates a product without a review. */
  rateTitle(body: BodyOf<typeof endpoints.reviewRateTitle>, options?: RequestOptions) {
    return this.#t.call(endpoints.reviewRateTitle, { ...options, body });
  }

  /** Writes (or previews, with `preview: true`) a review. */
  write(body: BodyOf<typeof endpoints.reviewWrite>, options?: RequestOptions) {
    return this.#t.call(endpoints.reviewWrite, { ...options, body });
  }

  /** Creates the reviewer profile that reviews need. */
  createProfile(body: BodyOf<typeof endpoints.reviewCreateProfile>, options?: RequestOptions) {
    return this.#t.call(endpoints.reviewCreateProfile, { ...options, body });
  }

  /** Whether the shopper may review a product. */
  isReviewable(productId: number, options?: RequestOptions) {
    return this.#t.call(endpoints.reviewIsReviewable, { ...options, query: { productId } });
  }
}
