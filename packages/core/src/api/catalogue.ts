/**
 * Catalogue calls of spec §7: products, media, download locations, activation keys, findpage.
 * @module
 */
import type { Endpoints, BodyOf, QueryOf } from '@d2d/contract';
import type { RequestOptions, Transport } from '../transport.js';

/** `store.api.catalogue`. */
export class CatalogueApi {
  readonly #t: Transport;

  constructor(transport: Transport) {
    this.#t = transport;
  }

  /**
   * A product with every detail field. A 404 emits `navigate` to '/404' and rejects.
   * @example
   * const product = await store.api.catalogue.product(1042);
   */
  product(id: number, options?: RequestOptions) {
    return this.#t.call('productGet', { ...options, params: { id } });
  }

  /** A product preview priced for a region. */
  preview(id: number, query: QueryOf<Endpoints['productPreview']> = {}, options?: RequestOptions) {
    return this.#t.call('productPreview', { ...options, params: { id }, query });
  }

  /** Download locations of owned skus (games and bonus items). */
  downloadLocations(body: BodyOf<Endpoints['productDownloadLocations']>, options?: RequestOptions) {
    return this.#t.call('productDownloadLocations', { ...options, body });
  }

  /** Screenshots (type 1) or videos (type 0) of a product; 100 per page. */
  media(query: QueryOf<Endpoints['productMedia']>, options?: RequestOptions) {
    return this.#t.call('productMedia', { ...options, query });
  }

  /** Media of a product preview. */
  previewMedia(query: QueryOf<Endpoints['productPreviewMedia']>, options?: RequestOptions) {
    return this.#t.call('productPreviewMedia', { ...options, query });
  }

  /** Activation keys of a purchased sku. */
  purchasedActivationKeys(skuId: number, options?: RequestOptions) {
    return this.#t.call('productPurchasedActivationKeys', { ...options, query: { skuId } });
  }

  /** Activation keys of a subscription sku. */
  subscriptionActivationKeys(skuId: number, options?: RequestOptions) {
    return this.#t.call('productSubscriptionActivationKeys', { ...options, query: { skuId } });
  }

  /**
   * Browses, searches and filters the catalogue (`GET /api/productquery/findpage`).
   * @example
   * const result = await store.api.catalogue.findPage({ pagesize: 25, pageindex: 1, platform: [1100], 'search.keywords': 'doom' });
   */
  findPage(query: QueryOf<Endpoints['findPage']>, options?: RequestOptions) {
    return this.#t.call('findPage', { ...options, query });
  }

  /**
   * Search-box suggestions (`GET /api/productquery/typeahead`): 15 by default, none under 3
   * characters.
   * @example
   * const { products } = await store.api.catalogue.typeahead({ keywords: 'stel', pageSize: 15 });
   */
  typeahead(query: QueryOf<Endpoints['typeahead']>, options?: RequestOptions) {
    return this.#t.call('typeahead', { ...options, query });
  }
}
