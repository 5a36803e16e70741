import { activationKeyListSchema, activationKeyQuerySchema } from '../entities/activationKey.js';
import { downloadLocationRequestSchema, downloadLocationResponseSchema } from '../entities/downloadLocation.js';
import { mediaPageSchema, mediaQuerySchema } from '../entities/media.js';
import { productPreviewQuerySchema, productSchema } from '../entities/product.js';
import { findpageQuerySchema, typeaheadQuerySchema, productQueryResultSchema } from '../entities/productQuery.js';
import { catalogueRoutes } from '../routes/catalogue.js';
import type { EndpointDefinition } from './endpoint.js';

/**
 * The catalogue calls of spec §7 (products, media, downloads, activation keys, findpage).
 * The schemas and summary of each call; method, path and login need come from `catalogueRoutes`.
 */
export const catalogueEndpoints = /* @__PURE__ */ (() =>
  // a pure IIFE lets bundlers drop the table: the spreads alone would keep it and every schema
  ({
    productGet: {
      ...catalogueRoutes.productGet,
      response: productSchema,
      summary: 'A product with every detail field',
    },
    productPreview: {
      ...catalogueRoutes.productPreview,
      query: productPreviewQuerySchema,
      response: productSchema,
      summary: 'A product preview priced for a region',
    },
    productDownloadLocations: {
      ...catalogueRoutes.productDownloadLocations,
      body: downloadLocationRequestSchema,
      response: downloadLocationResponseSchema,
      summary: 'Download locations of owned skus (games and bonus items)',
    },
    productMedia: {
      ...catalogueRoutes.productMedia,
      query: mediaQuerySchema,
      response: mediaPageSchema,
      summary: 'Screenshots or videos of a product',
    },
    productPreviewMedia: {
      ...catalogueRoutes.productPreviewMedia,
      query: mediaQuerySchema,
      response: mediaPageSchema,
      summary: 'Media of a product preview',
    },
    productPurchasedActivationKeys: {
      ...catalogueRoutes.productPurchasedActivationKeys,
      query: activationKeyQuerySchema,
      response: activationKeyListSchema,
      summary: 'Activation keys of a purchased sku',
    },
    productSubscriptionActivationKeys: {
      ...catalogueRoutes.productSubscriptionActivationKeys,
      query: activationKeyQuerySchema,
      response: activationKeyListSchema,
      summary: 'Activation keys of a subscription sku',
    },
    findPage: {
      ...catalogueRoutes.findPage,
      query: findpageQuerySchema,
      response: productQueryResultSchema,
      summary: 'Browse, search and filter the catalogue',
    },
    typeahead: {
      ...catalogueRoutes.typeahead,
      query: typeaheadQuerySchema,
      response: productQueryResultSchema,
      summary: 'Search-box suggestions (15 by default, none under 3 characters)',
    },
  }) as const satisfies Record<string, EndpointDefinition>)();
