import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  createReviewerProfileBodySchema,
  flagReviewBodySchema,
  rateTitleBodySchema,
  reviewQuerySchema,
  reviewTitleBodySchema,
  reviewableQuerySchema,
  voteReviewBodySchema,
} from '@d2d/contract';
import type { Db } from '../../db/database.js';
import { ApiError } from '../../http/apiError.js';
import { parseRequestInput } from '../../http/requestInput.js';
import { REVIEW_PAGE_SIZE, REVIEW_SORT, isReviewSort } from '../../services/reviews/reviewRules.js';
import {
  createReviewerProfile, flagReview, rateTitle, reviewPage, reviewability, voteReview, writeReview,
} from '../../services/reviews/reviews.js';

/** Options of {@link reviewRoutes}. */
export interface ReviewRoutesOptions {
  db: Db;
  /** The clock (epoch ms): review dates, release dates. */
  now?: () => number;
}

/**
 * The contract's review body with the body's length left to the server: spec §5 cuts a body at
 * 2000 characters instead of refusing it, so a longer one is cut (in code points) by the service.
 */
const writeBodySchema = reviewTitleBodySchema.extend({ body: z.string().trim().min(1) });

/**
 * The review calls of spec §7 under `/api/userreview/`: findpage (anyone; a signed-in reader
 * sees their own votes), and for signed-in shoppers productisreviewablebyuser,
 * createreviewerprofile, ratetitle, reviewtitle (with `preview`), voteuserreviewhelpful and
 * flagreviewasabusive.
 * @example
 * await app.register(reviewRoutes, { db, now });
 */
export const reviewRoutes: FastifyPluginAsync<ReviewRoutesOptions> = async (app, { db, now = Date.now }) => {
  app.get('/api/userreview/findpage', { config: { auth: 'optional' } }, async (request) => {
    const query = parseRequestInput(reviewQuerySchema, request.query, 'query');
    const sort = query.sortOrder ?? REVIEW_SORT.newest;
    if (!isReviewSort(sort)) throw ApiError.badRequest({ sortOrder: [`sortOrder must be one of ${Object.values(REVIEW_SORT).join(', ')}`] });
    return reviewPage(
      db,
      { productId: query.productId, sort, tab: query.tab ?? 'user', pageSize: query.pageSize ?? REVIEW_PAGE_SIZE, pageIndex: query.pageIndex ?? 1 },
      request.account,
    );
  });

  app.get('/api/userreview/productisreviewablebyuser', { config: { auth: 'required' } }, async (request) => {
    const { productId } = parseRequestInput(reviewableQuerySchema, request.query, 'query');
    return reviewability(db, request.account, productId, now());
  });

  app.post('/api/userreview/createreviewerprofile', { config: { auth: 'required' } }, async (request) => {
    const { username } = parseRequestInput(createReviewerProfileBodySchema, request.body, 'body');
    return createReviewerProfile(db, request.account, username, now());
  });

  app.post('/api/userreview/ratetitle', { config: { auth: 'required' } }, async (request) => {
    const { productId, score } = parseRequestInput(rateTitleBodySchema, request.body, 'body');
    return rateTitle(db, request.account, productId, score, now());
  });

  app.post('/api/userreview/reviewtitle', { config: { auth: 'required' } }, async (request) => {
    const body = parseRequestInput(writeBodySchema, request.body, 'body');
    return writeReview(db, request.account, { ...body, preview: body.preview === true }, now());
  });

  app.post('/api/userreview/voteuserreviewhelpful', { config: { auth: 'required' } }, async (request) => {
    const { reviewId, isHelpful } = parseRequestInput(voteReviewBodySchema, request.body, 'body');
    return voteReview(db, request.account, reviewId, isHelpful, now());
  });

  app.post('/api/userreview/flagreviewasabusive', { config: { auth: 'required' } }, async (request) => {
    const { reviewId } = parseRequestInput(flagReviewBodySchema, request.body, 'body');
    return flagReview(db, request.account, reviewId, now());
  });
};
