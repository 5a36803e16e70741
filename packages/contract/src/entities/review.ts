import { z } from 'zod';
import { REVIEW_BODY_MAX_LENGTH } from '../constants.js';
import { pagedSchema } from './paging.js';
import { queryInt } from './query.js';
import { idSchema, wireDateSchema } from './wire.js';

/**
 * A user review (spec §3 Review). The wire spells several fields two ways (`id`/`reviewId`,
 * `title`/`reviewTitle`, `body`/`reviewBody`, `score`/`userRatingScore`); each is optional and
 * at least one id is present. `isHelpful` is the current shopper's vote (`null`: none).
 * @example
 * const page = reviewPageSchema.parse(await res.json());
 */
export const reviewSchema = /* @__PURE__ */ (() => z
  .object({
    id: idSchema.optional(),
    reviewId: idSchema.optional(),
    title: z.string().nullable().optional(),
    reviewTitle: z.string().nullable().optional(),
    body: z.string().nullable().optional(),
    reviewBody: z.string().nullable().optional(),
    score: z.number().min(0).max(10).nullable().optional(),
    userRatingScore: z.number().min(0).max(10).nullable().optional(),
    userRatingScoreName: z.string().nullable().optional(),
    hasLanguageViolations: z.boolean().optional(),
    reviewerName: z.string().nullable().optional(),
    reviewerCity: z.string().nullable().optional(),
    reviewerState: z.string().nullable().optional(),
    dateCreated: wireDateSchema.nullable().optional(),
    reviewerMemberSinceDate: wireDateSchema.nullable().optional(),
    countHelpful: z.number().int().nonnegative().optional(),
    totalHelpfulVotesCast: z.number().int().nonnegative().optional(),
    percentageHelpful: z.number().min(0).max(100).nullable().optional(),
    isHelpful: z.boolean().nullable().optional(),
    sortOrder: z.number().int().optional(),
    username: z.string().nullable().optional(),
  })
  .refine((r) => r.id !== undefined || r.reviewId !== undefined, {
    message: 'A review needs id or reviewId',
    path: ['id'],
  }))();
/** A user review. */
export type Review = z.infer<typeof reviewSchema>;

/** One page of reviews (`GET /api/userreview/findpage`, 5 per page). */
export const reviewPageSchema = /* @__PURE__ */ (() => pagedSchema(reviewSchema))();
/** A page of reviews. */
export type ReviewPage = z.infer<typeof reviewPageSchema>;

/** A reviewer profile: the public user name reviews are written under. */
export const reviewerProfileSchema = /* @__PURE__ */ (() => z.object({ username: z.string().min(1) }))();
/** A reviewer profile. */
export type ReviewerProfile = z.infer<typeof reviewerProfileSchema>;

/** Query of `GET /api/userreview/findpage`. `tab` selects user or critic reviews. */
export const reviewQuerySchema = /* @__PURE__ */ (() => z.object({
  productId: queryInt.pipe(idSchema),
  sortOrder: queryInt.pipe(z.number().int().min(0)).optional(),
  pageSize: queryInt.pipe(z.number().int().min(1).max(50)).optional(),
  pageIndex: queryInt.pipe(z.number().int().min(1)).optional(),
  tab: z.enum(['user', 'critic']).optional(),
}))();
/** A review query after coercion. */
export type ReviewQuery = z.output<typeof reviewQuerySchema>;

/** A review score: 1 to 10 (0 means "not rated yet" and blocks submit). */
export const reviewScoreSchema = /* @__PURE__ */ (() => z.number().int().min(1).max(10))();

/** Body of `POST /api/userreview/flagreviewasabusive`. */
export const flagReviewBodySchema = /* @__PURE__ */ (() => z.object({ reviewId: idSchema }).strict())();
/** A flag body. */
export type FlagReviewBody = z.infer<typeof flagReviewBodySchema>;

/** Body of `POST /api/userreview/voteuserreviewhelpful`. */
export const voteReviewBodySchema = /* @__PURE__ */ (() =>
  z.object({ reviewId: idSchema, isHelpful: z.boolean() }).strict())();
/** A vote body. */
export type VoteReviewBody = z.infer<typeof voteReviewBodySchema>;

/** Body of `POST /api/userreview/ratetitle`. */
export const rateTitleBodySchema = /* @__PURE__ */ (() =>
  z.object({ productId: idSchema, score: reviewScoreSchema }).strict())();
/** A rate body. */
export type RateTitleBody = z.infer<typeof rateTitleBodySchema>;

/**
 * Body of `POST /api/userreview/reviewtitle`: a review of at most 2000 characters; `preview: true`
 * asks for the rendered review without saving it.
 */
export const reviewTitleBodySchema = /* @__PURE__ */ (() => z
  .object({
    productId: idSchema,
    score: reviewScoreSchema,
    title: z.string().trim().min(1).max(100),
    body: z.string().trim().min(1).max(REVIEW_BODY_MAX_LENGTH),
    preview: z.boolean().optional(),
  })
  .strict())();
/** A review body. */
export type ReviewTitleBody = z.infer<typeof reviewTitleBodySchema>;

/** Body of `POST /api/userreview/createreviewerprofile`. */
export const createReviewerProfileBodySchema = /* @__PURE__ */ (() => z
  .object({
    username: z
      .string()
      .trim()
      .min(3)
      .max(30)
      .regex(/^[\w.-]+$/, 'Letters, digits, dots, dashes and underscores only'),
  })
  .strict())();
/** A reviewer profile body. */
export type CreateReviewerProfileBody = z.infer<typeof createReviewerProfileBodySchema>;

/** Query of `GET /api/userreview/productisreviewablebyuser`. */
export const reviewableQuerySchema = /* @__PURE__ */ (() => z.object({ productId: queryInt.pipe(idSchema) }))();
/** A reviewable query after coercion. */
export type ReviewableQuery = z.output<typeof reviewableQuerySchema>;

/**
 * Answer of `productisreviewablebyuser`: whether the shopper may review the product, and their
 * reviewer profile when they have one (a review needs one).
 */
export const reviewableSchema = /* @__PURE__ */ (() => z.object({
  isReviewable: z.boolean(),
  profile: reviewerProfileSchema.nullable(),
}))();
/** A reviewable answer. */
export type Reviewable = z.infer<typeof reviewableSchema>;
