import {
  createReviewerProfileBodySchema,
  flagReviewBodySchema,
  rateTitleBodySchema,
  reviewableQuerySchema,
  reviewableSchema,
  reviewerProfileSchema,
  reviewPageSchema,
  reviewQuerySchema,
  reviewSchema,
  reviewTitleBodySchema,
  voteReviewBodySchema,
} from '../entities/review.js';
import { ackSchema } from '../entities/wire.js';
import { reviewRoutes } from '../routes/reviews.js';
import type { EndpointDefinition } from './endpoint.js';

/**
 * The review calls of spec §7. The spec names the write calls without their prefix; they sit
 * beside findpage under `/api/userreview/`.
 * The schemas and summary of each call; method, path and login need come from `reviewRoutes`.
 */
export const reviewEndpoints = /* @__PURE__ */ (() =>
  // a pure IIFE lets bundlers drop the table: the spreads alone would keep it and every schema
  ({
    reviewFindPage: {
      ...reviewRoutes.reviewFindPage,
      query: reviewQuerySchema,
      response: reviewPageSchema,
      summary: 'Reviews of a product, 5 per page',
    },
    reviewFlagAbusive: {
      ...reviewRoutes.reviewFlagAbusive,
      body: flagReviewBodySchema,
      response: ackSchema,
      summary: 'Report a review as abusive',
    },
    reviewVoteHelpful: {
      ...reviewRoutes.reviewVoteHelpful,
      body: voteReviewBodySchema,
      response: ackSchema,
      summary: 'Vote a review helpful or not',
    },
    reviewRateTitle: {
      ...reviewRoutes.reviewRateTitle,
      body: rateTitleBodySchema,
      response: ackSchema,
      summary: 'Rate a product without a review',
    },
    reviewWrite: {
      ...reviewRoutes.reviewWrite,
      body: reviewTitleBodySchema,
      response: reviewSchema,
      summary: 'Write (or preview) a review',
    },
    reviewCreateProfile: {
      ...reviewRoutes.reviewCreateProfile,
      body: createReviewerProfileBodySchema,
      response: reviewerProfileSchema,
      summary: 'Create the reviewer profile reviews need',
    },
    reviewIsReviewable: {
      ...reviewRoutes.reviewIsReviewable,
      query: reviewableQuerySchema,
      response: reviewableSchema,
      summary: 'Whether the shopper may review a product',
    },
  }) as const satisfies Record<string, EndpointDefinition>)();
