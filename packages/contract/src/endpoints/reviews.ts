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
import type { EndpointDefinition } from './endpoint.js';

/**
 * The review calls of spec §7. The spec names the write calls without their prefix; they sit
 * beside findpage under `/api/userreview/`.
 */
export const reviewEndpoints = {
  reviewFindPage: {
    method: 'GET',
    path: '/api/userreview/findpage',
    auth: false,
    query: reviewQuerySchema,
    response: reviewPageSchema,
    summary: 'Reviews of a product, 5 per page',
  },
  reviewFlagAbusive: {
    method: 'POST',
    path: '/api/userreview/flagreviewasabusive',
    auth: true,
    body: flagReviewBodySchema,
    response: ackSchema,
    chosen: true,
    summary: 'Report a review as abusive',
  },
  reviewVoteHelpful: {
    method: 'POST',
    path: '/api/userreview/voteuserreviewhelpful',
    auth: true,
    body: voteReviewBodySchema,
    response: ackSchema,
    chosen: true,
    summary: 'Vote a review helpful or not',
  },
  reviewRateTitle: {
    method: 'POST',
    path: '/api/userreview/ratetitle',
    auth: true,
    body: rateTitleBodySchema,
    response: ackSchema,
    chosen: true,
    summary: 'Rate a product without a review',
  },
  reviewWrite: {
    method: 'POST',
    path: '/api/userreview/reviewtitle',
    auth: true,
    body: reviewTitleBodySchema,
    response: reviewSchema,
    chosen: true,
    summary: 'Write (or preview) a review',
  },
  reviewCreateProfile: {
    method: 'POST',
    path: '/api/userreview/createreviewerprofile',
    auth: true,
    body: createReviewerProfileBodySchema,
    response: reviewerProfileSchema,
    chosen: true,
    summary: 'Create the reviewer profile reviews need',
  },
  reviewIsReviewable: {
    method: 'GET',
    path: '/api/userreview/productisreviewablebyuser',
    auth: true,
    query: reviewableQuerySchema,
    response: reviewableSchema,
    chosen: true,
    summary: 'Whether the shopper may review a product',
  },
} as const satisfies Record<string, EndpointDefinition>;
