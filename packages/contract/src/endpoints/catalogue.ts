import { activationKeyListSchema, activationKeyQuerySchema } from '../entities/activationKey.js';
import { downloadLocationRequestSchema, downloadLocationResponseSchema } from '../entities/downloadLocation.js';
import { mediaPageSchema, mediaQuerySchema } from '../entities/media.js';
import { productPreviewQuerySchema, productSchema } from '../entities/product.js';
import { findpageQuerySchema, typeaheadQuerySchema, productQueryResultSchema } from '../entities/productQuery.js';
import type { EndpointDefinition } from './endpoint.js';

/** The catalogue calls of spec §7 (products, media, downloads, activation keys, findpage). */
export const catalogueEndpoints = {
  productGet: {
    method: 'GET',
    path: '/api/product/get/:id',
    auth: false,
    response: productSchema,
    summary: 'A product with every detail field',
  },
  productPreview: {
    method: 'GET',
    path: '/api/product/preview/:id',
    auth: false,
    query: productPreviewQuerySchema,
    response: productSchema,
    summary: 'A product preview priced for a region',
  },
  productDownloadLocations: {
    method: 'POST',
    path: '/api/product/downloadlocations',
    auth: true,
    body: downloadLocationRequestSchema,
    response: downloadLocationResponseSchema,
    summary: 'Download locations of owned skus (games and bonus items)',
  },
  productMedia: {
    method: 'GET',
    path: '/api/product/getmedia',
    auth: false,
    query: mediaQuerySchema,
    response: mediaPageSchema,
    summary: 'Screenshots or videos of a product',
  },
  // spec §7 names preview_media beside getmedia without its path
  productPreviewMedia: {
    method: 'GET',
    path: '/api/product/preview_media',
    auth: false,
    query: mediaQuerySchema,
    response: mediaPageSchema,
    chosen: true,
    summary: 'Media of a product preview',
  },
  // spec §7 names the two key calls without a prefix; they sit with the other product calls
  productPurchasedActivationKeys: {
    method: 'GET',
    path: '/api/product/getpurchasedactivationkeys',
    auth: true,
    query: activationKeyQuerySchema,
    response: activationKeyListSchema,
    chosen: true,
    summary: 'Activation keys of a purchased sku',
  },
  productSubscriptionActivationKeys: {
    method: 'GET',
    path: '/api/product/getsubscriptionactivationkeys',
    auth: true,
    query: activationKeyQuerySchema,
    response: activationKeyListSchema,
    chosen: true,
    summary: 'Activation keys of a subscription sku',
  },
  findPage: {
    method: 'GET',
    path: '/api/productquery/findpage',
    auth: false,
    query: findpageQuerySchema,
    response: productQueryResultSchema,
    summary: 'Browse, search and filter the catalogue',
  },
  typeahead: {
    method: 'GET',
    path: '/api/productquery/typeahead',
    auth: false,
    query: typeaheadQuerySchema,
    response: productQueryResultSchema,
    chosen: true,
    summary: 'Search-box suggestions (15 by default, none under 3 characters)',
  },
} as const satisfies Record<string, EndpointDefinition>;
