/**
 * User review calls of spec §7.
 * @module
 */
import type { Endpoints, BodyOf, QueryOf } from '@d2d/contract';
import type { RequestOptions, Transport } from '../transport.js';

/** `store.api.reviews`. */
export class ReviewsApi {
  readonly #t: Transport;

  constructor(transport: Transport) {
    this.#t = transport;
  }

  /**
   * Reviews of a product, 5 per page, in one of the contract's `REVIEW_SORT_ORDER`s; each page
   * also carries the mean score of all the product's listed reviews (`averageScore`).
   * @example
   * const page = await store.api.reviews.findPage({ productId: 1042, sortOrder: REVIEW_SORT_ORDER.mostHelpful, pageSize: 5, pageIndex: 1 });
   */
  findPage(query: QueryOf<Endpoints['reviewFindPage']>, options?: RequestOptions) {
    return this.#t.call('reviewFindPage', { ...options, query });
  }

  /** Reports a review as abusive (after the shopper confirmed). */
  flagAbusive(body: BodyOf<Endpoints['reviewFlagAbusive']>, options?: RequestOptions) {
    return this.#t.call('reviewFlagAbusive', { ...options, body });
  }

  /** Votes a review helpful or not. */
  voteHelpful(body: BodyOf<Endpoints['reviewVoteHelpful']>, options?: RequestOptions) {
    return this.#t.call('reviewVoteHelpful', { ...options, body });
  }

  /** Rates a product without a review. */
  rateTitle(body: BodyOf<Endpoints['reviewRateTitle']>, options?: RequestOptions) {
    return this.#t.call('reviewRateTitle', { ...options, body });
  }

  /** Writes (or previews, with `preview: true`) a review. */
  write(body: BodyOf<Endpoints['reviewWrite']>, options?: RequestOptions) {
    return this.#t.call('reviewWrite', { ...options, body });
  }

  /** Creates the reviewer profile that reviews need. */
  createProfile(body: BodyOf<Endpoints['reviewCreateProfile']>, options?: RequestOptions) {
    return this.#t.call('reviewCreateProfile', { ...options, body });
  }

  /** Whether the shopper may review a product. */
  isReviewable(productId: number, options?: RequestOptions) {
    return this.#t.call('reviewIsReviewable', { ...options, query: { productId } });
  }
}
