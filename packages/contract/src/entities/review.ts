import { z } from 'zod';
import { REVIEW_BODY_MAX_LENGTH, REVIEW_SORT_ORDER, REVIEW_TITLE_MAX_LENGTH } from '../constants.js';
import { characterCount } from '../validation/fieldErrors.js';
import { validateReviewerName } from '../validation/review.js';
import { pagedSchema } from './paging.js';
import { queryInt } from './query.js';
import { ruledString } from './ruledString.js';
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

/**
 * One page of reviews (`GET /api/userreview/findpage`, 5 per page). `averageScore` is the mean
 * score of all the product's listed reviews (every page, one decimal), `null` without any.
 */
export const reviewPageSchema = /* @__PURE__ */ (() => pagedSchema(reviewSchema).extend({
  averageScore: z.number().min(0).max(10).nullable().optional(),
}))();
/** A page of reviews. */
export type ReviewPage = z.infer<typeof reviewPageSchema>;

/** A reviewer profile: the public user name reviews are written under. */
export const reviewerProfileSchema = /* @__PURE__ */ (() => z.object({ username: z.string().min(1) }))();
/** A reviewer profile. */
export type ReviewerProfile = z.infer<typeof reviewerProfileSchema>;

/** Query of `GET /api/userreview/findpage`. `tab` selects user or critic reviews. */
export const reviewQuerySchema = /* @__PURE__ */ (() => z.object({
  productId: queryInt.pipe(idSchema),
  sortOrder: queryInt.pipe(z.number().int().min(0).max(Math.max(...Object.values(REVIEW_SORT_ORDER)))).optional(),
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

/** A trimmed, non-empty text of at most `max` characters, counted in code points like every limit. */
const reviewText = (max: number) =>
  z.string().trim().min(1).refine((text) => characterCount(text) <= max, { message: `At most ${max} characters` });

/**
 * Body of `POST /api/userreview/reviewtitle`: a title of at most 100 characters and a body of at
 * most 2000 (code points: an emoji counts once), which the form cuts with `clampReviewBody`
 * while typing; `preview: true` asks for the rendered review without saving it. The server
 * cuts a longer body instead of refusing it (spec §5).
 */
export const reviewTitleBodySchema = /* @__PURE__ */ (() => z
  .object({
    productId: idSchema,
    score: reviewScoreSchema,
    title: reviewText(REVIEW_TITLE_MAX_LENGTH),
    body: reviewText(REVIEW_BODY_MAX_LENGTH),
    preview: z.boolean().optional(),
  })
  .strict())();
/** A review body. */
export type ReviewTitleBody = z.infer<typeof reviewTitleBodySchema>;

/**
 * Body of `POST /api/userreview/createreviewerprofile`: the trimmed user name, checked with the
 * form's rule (`validateReviewerName`: 3 to 30 letters, digits, dots, dashes or underscores).
 */
export const createReviewerProfileBodySchema = /* @__PURE__ */ (() => z
  .object({ username: ruledString(validateReviewerName, { max: 100 }) })
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
