/**
 * The review calls of spec §7: who may review what, writing (or previewing) a review, rating,
 * voting and reporting. Refusals are thrown as `ApiError`s in the shapes of spec §8.
 * @module
 */
import { MESSAGES, REVIEW_FAILURE_ID, clampReviewBody, pagingFor, type Review, type ReviewPage, type Reviewable } from '@d2d/contract';
import type { Db } from '../../db/database.js';
import type { AccountRow } from '../../db/tables/accounts.js';
import { ApiError } from '../../http/apiError.js';
import { hasLanguageViolations } from './languageCheck.js';
import {
  REVIEW_REFUSALS, UNREVIEWABLE_TYPES, renderReview, type ReviewSort,
} from './reviewRules.js';
import {
  findReviewPage, hasReviewed, insertFlag, insertProfile, insertReview, insertVote, ownsProduct, readProfileName, readReview,
  readReviewTarget, readReviewedProduct, underParentalControls, upsertRating, type ReviewedProduct,
} from './data/reviews.js';

/** A findpage query after the route's checks. */
export interface ReviewPageQuery {
  productId: number;
  sort: ReviewSort;
  tab: 'user' | 'critic';
  pageSize: number;
  pageIndex: number;
}

/**
 * A page of a product's listed user reviews with the mean score of all of them (one decimal).
 * The store keeps no critic reviews, so the critic tab is an empty page.
 * @param db - the database
 * @param query - the checked query
 * @param viewer - the reader (for their own votes), or null
 * @example
 * await reviewPage(db, { productId: 1, sort: 0, tab: 'user', pageSize: 5, pageIndex: 1 }, null);
 */
export async function reviewPage(db: Db, query: ReviewPageQuery, viewer: AccountRow | null): Promise<ReviewPage> {
  const paging = (total: number) => pagingFor(total, query.pageIndex, query.pageSize);
  if (query.tab === 'critic') return { ...paging(0), averageScore: null, items: [] };
  const { total, averageScore, reviews } = await findReviewPage(db, { ...query, viewerId: viewer?.id ?? null });
  const first = (query.pageIndex - 1) * query.pageSize;
  return {
    ...paging(total),
    averageScore: averageScore === null ? null : Math.round(averageScore * 10) / 10,
    items: reviews.map((review, i) => renderReview(review, first + i + 1)),
  };
}

/** Why a product cannot be reviewed or rated by the account, or null when it can. */
async function ownershipRefusal(db: Db, account: AccountRow, product: ReviewedProduct, now: number): Promise<string | null> {
  if (UNREVIEWABLE_TYPES.includes(product.productType)) return REVIEW_REFUSALS.notReviewable;
  if (product.releaseDate > new Date(now).toISOString().slice(0, 10)) return REVIEW_REFUSALS.notReleased;
  if (!(await ownsProduct(db, account.id, product.id))) return REVIEW_REFUSALS.notOwned;
  return null;
}

async function productOrThrow(db: Db, productId: number): Promise<ReviewedProduct> {
  const product = await readReviewedProduct(db, productId);
  if (!product) throw ApiError.notFound(REVIEW_REFUSALS.productNotFound);
  return product;
}

/**
 * Whether the account may review the product (owns it, released, not reviewed yet, not a
 * bundle), and its reviewer profile. Parental controls are not shown here: the write answers
 * 801 so the dialog can say why.
 * @param db - the database
 * @param account - the shopper
 * @param productId - the product
 * @param now - epoch ms
 */
export async function reviewability(db: Db, account: AccountRow, productId: number, now: number): Promise<Reviewable> {
  const product = await productOrThrow(db, productId);
  const [refusal, reviewed, username] = await Promise.all([
    ownershipRefusal(db, account, product, now),
    hasReviewed(db, account.id, productId),
    readProfileName(db, account.id),
  ]);
  return { isReviewable: refusal === null && !reviewed, profile: username === null ? null : { username } };
}

/**
 * Creates the account's reviewer profile.
 * @param db - the database
 * @param account - the shopper
 * @param username - the checked, trimmed name
 * @param now - epoch ms
 * @throws ApiError 422 on `username` when the name is taken; 422 base when the account has a profile
 */
export async function createReviewerProfile(db: Db, account: AccountRow, username: string, now: number): Promise<{ username: string }> {
  const outcome = await insertProfile(db, account.id, username, now);
  if (outcome === 'name-taken') throw ApiError.unprocessable(undefined, { username: [REVIEW_REFUSALS.usernameTaken] });
  if (outcome === 'has-profile') throw ApiError.unprocessable(undefined, { base: [REVIEW_REFUSALS.hasProfile] });
  return { username };
}

/**
 * Records the account's score of a product it owns (no review text, no profile needed).
 * @param db - the database
 * @param account - the shopper
 * @param productId - the product
 * @param score - 1 to 10
 * @param now - epoch ms
 */
export async function rateTitle(db: Db, account: AccountRow, productId: number, score: number, now: number): Promise<{ success: true }> {
  const refusal = await ownershipRefusal(db, account, await productOrThrow(db, productId), now);
  if (refusal) throw ApiError.conflict(refusal);
  await upsertRating(db, account.id, productId, score, now);
  return { success: true };
}

/** A review as the shopper sent it, after the route's checks. */
export interface ReviewDraft {
  productId: number;
  score: number;
  title: string;
  /** Trimmed; cut here at 2000 characters. */
  body: string;
  preview: boolean;
}

/** Thrown inside the write's transaction to roll a preview back with its rendering. */
class PreviewRollback extends Error {
  constructor(readonly review: Review) {
    super('preview');
  }
}

/**
 * Writes a review, or with `preview` renders it exactly as it would be saved (same checks, the
 * id it would get) and saves nothing.
 * @param db - the database
 * @param account - the shopper
 * @param draft - the review
 * @param now - epoch ms
 * @throws ApiError 409 id 801 under parental controls; 409 id 0 when not owned, reviewed already or without a profile
 */
export async function writeReview(db: Db, account: AccountRow, draft: ReviewDraft, now: number): Promise<Review> {
  const product = await productOrThrow(db, draft.productId);
  if (await underParentalControls(db, account.id)) throw ApiError.conflict(MESSAGES.reviewParentalControl, REVIEW_FAILURE_ID.parentalControl);
  const username = await readProfileName(db, account.id);
  if (username === null) throw ApiError.conflict(REVIEW_REFUSALS.needsProfile);
  const refusal = await ownershipRefusal(db, account, product, now);
  if (refusal) throw ApiError.conflict(refusal);
  const body = clampReviewBody(draft.body);
  try {
    return await db.transaction().execute(async (trx) => {
      const id = await insertReview(trx, {
        accountId: account.id,
        productId: draft.productId,
        score: draft.score,
        title: draft.title,
        body,
        reviewerName: username,
        memberSince: new Date(account.created_at).toISOString(),
        hasLanguageViolations: hasLanguageViolations([draft.title, body]),
        createdAt: new Date(now).toISOString(),
      });
      // throwing rolls the review row back with the author row that was not written
      if (id === undefined) throw ApiError.conflict(REVIEW_REFUSALS.alreadyReviewed);
      const saved = await readReview(trx, id, account.id);
      if (!saved) throw new Error(`review ${id} vanished inside its own transaction`);
      const review = renderReview(saved, 1);
      if (draft.preview) throw new PreviewRollback(review);
      return review;
    });
  } catch (error) {
    if (error instanceof PreviewRollback) return error.review;
    throw error;
  }
}

/**
 * Votes a review helpful or not: once per account, never on one's own review. Both refusals
 * answer the spec's vote text.
 * @param db - the database
 * @param account - the voter
 * @param reviewId - the review
 * @param isHelpful - the vote
 * @param now - epoch ms
 */
export async function voteReview(db: Db, account: AccountRow, reviewId: number, isHelpful: boolean, now: number): Promise<{ success: true }> {
  const target = await readReviewTarget(db, reviewId);
  if (!target || !target.listed) throw ApiError.notFound(REVIEW_REFUSALS.reviewNotFound);
  if (target.authorId === account.id) throw ApiError.conflict(MESSAGES.reviewVoteFailed);
  if (!(await insertVote(db, reviewId, account.id, isHelpful, now))) throw ApiError.conflict(MESSAGES.reviewVoteFailed);
  return { success: true };
}

/**
 * Reports a review as abusive: once per account, never one's own (refused with the spec's
 * vote text). Enough reports take the review off findpage (see `REVIEW_HIDE_FLAGS`).
 * @param db - the database
 * @param account - the reporter
 * @param reviewId - the review
 * @param now - epoch ms
 */
export async function flagReview(db: Db, account: AccountRow, reviewId: number, now: number): Promise<{ success: true }> {
  const target = await readReviewTarget(db, reviewId);
  if (!target) throw ApiError.notFound(REVIEW_REFUSALS.reviewNotFound);
  if (target.authorId === account.id) throw ApiError.conflict(MESSAGES.reviewVoteFailed);
  if (!(await insertFlag(db, reviewId, account.id, now))) throw ApiError.conflict(MESSAGES.reviewVoteFailed);
  return { success: true };
}
