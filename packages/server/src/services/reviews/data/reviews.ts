/**
 * The SQL of the reviews area: the review page, what a shopper may review, reviewer profiles,
 * ratings, helpful votes and abuse flags. Once-only rules are settled by the keys of migration
 * `0009_reviews` through conditional inserts (`ON CONFLICT DO NOTHING … RETURNING`), never by a
 * read followed by a write.
 * @module
 */
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../../db/database.js';
import { pageOffset } from '../../../db/pageOffset.js';
import type { Database } from '../../../db/schema.js';
import { REVIEW_HIDE_FLAGS, REVIEW_SORT, type ReviewSort, type StoredReview } from '../reviewRules.js';

type Executor = Db | Transaction<Database>;

/** A findpage request after the route's checks. */
export interface ReviewPageRequest {
  productId: number;
  sort: ReviewSort;
  pageSize: number;
  pageIndex: number;
  /** The reader's account, for their own votes; null for a visitor. */
  viewerId: number | null;
}

/** Fewer than {@link REVIEW_HIDE_FLAGS} abuse reports: the review is listed. */
const visible = sql<boolean>`(SELECT COUNT(*) FROM review_flags f WHERE f.review_id = r.id) < ${REVIEW_HIDE_FLAGS}`;

function reviewRows(db: Executor, viewerId: number | null) {
  return db
    .selectFrom('reviews as r')
    .leftJoin('review_authors as a', 'a.review_id', 'r.id')
    .leftJoin('reviewer_profiles as p', 'p.account_id', 'a.account_id')
    .leftJoin('review_votes as v', (join) => join.onRef('v.review_id', '=', 'r.id').on('v.account_id', '=', viewerId ?? -1))
    .select([
      'r.id', 'r.score', 'r.title', 'r.body', 'r.reviewer_name', 'r.reviewer_city', 'r.reviewer_state', 'r.reviewer_member_since',
      'r.created_at', 'r.count_helpful', 'r.total_helpful_votes', 'r.has_language_violations', 'p.username', 'v.is_helpful',
    ]);
}

type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewRows>['executeTakeFirstOrThrow']>>;

function stored(row: ReviewRow): StoredReview {
  return {
    id: row.id,
    score: row.score,
    title: row.title,
    body: row.body,
    reviewerName: row.reviewer_name,
    reviewerCity: row.reviewer_city,
    reviewerState: row.reviewer_state,
    reviewerMemberSince: row.reviewer_member_since,
    createdAt: row.created_at,
    countHelpful: row.count_helpful,
    totalHelpfulVotes: row.total_helpful_votes,
    hasLanguageViolations: row.has_language_violations === 1,
    username: row.username,
    myVote: row.is_helpful === null ? null : row.is_helpful === 1,
  };
}

/**
 * One page of a product's listed reviews in the requested order, how many are listed and their
 * mean score.
 * @param db - the database
 * @param request - product, order, page and reader
 * @returns the total, the mean score of every listed review (null without any) and the page's reviews
 * @example
 * const { total, reviews } = await findReviewPage(db, { productId: 1, sort: 0, pageSize: 5, pageIndex: 1, viewerId: null });
 */
export async function findReviewPage(db: Db, request: ReviewPageRequest): Promise<{ total: number; averageScore: number | null; reviews: StoredReview[] }> {
  const { productId, sort, pageSize, pageIndex, viewerId } = request;
  const counted = await db
    .selectFrom('reviews as r')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.avg<number | null>('r.score').as('mean')])
    .where('r.product_id', '=', productId)
    .where(visible)
    .executeTakeFirstOrThrow();
  let query = reviewRows(db, viewerId).where('r.product_id', '=', productId).where(visible);
  if (sort === REVIEW_SORT.oldest) query = query.orderBy('r.created_at', 'asc').orderBy('r.id', 'asc');
  else {
    if (sort === REVIEW_SORT.mostHelpful) query = query.orderBy('r.count_helpful', 'desc').orderBy('r.total_helpful_votes', 'desc');
    else if (sort === REVIEW_SORT.highestScore) query = query.orderBy('r.score', 'desc');
    else if (sort === REVIEW_SORT.lowestScore) query = query.orderBy('r.score', 'asc');
    query = query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc');
  }
  const rows = await query.limit(pageSize).offset(pageOffset(pageIndex, pageSize)).execute();
  return { total: Number(counted.n), averageScore: counted.mean === null ? null : Number(counted.mean), reviews: rows.map(stored) };
}

/**
 * One review as findpage renders it (listed or not).
 * @param db - the database or the write's transaction
 * @param reviewId - the review
 * @param viewerId - the reader, for their vote
 */
export async function readReview(db: Executor, reviewId: number, viewerId: number | null): Promise<StoredReview | undefined> {
  const row = await reviewRows(db, viewerId).where('r.id', '=', reviewId).executeTakeFirst();
  return row && stored(row);
}

/** A product as the review rules see it. */
export interface ReviewedProduct {
  id: number;
  productType: string;
  /** `YYYY-MM-DD` */
  releaseDate: string;
}

/**
 * The published product a review or rating names.
 * @param db - the database or a transaction
 * @param productId - the product
 */
export async function readReviewedProduct(db: Executor, productId: number): Promise<ReviewedProduct | undefined> {
  const row = await db
    .selectFrom('products')
    .select(['id', 'product_type', 'release_date'])
    .where('id', '=', productId)
    .where('is_published', '=', 1)
    .executeTakeFirst();
  return row && { id: row.id, productType: row.product_type, releaseDate: row.release_date };
}

/**
 * Whether the account holds the product in its library now: bought (rentals are not
 * ownership), not traded in. A bundle's games are library items of their own.
 * @param db - the database or a transaction
 * @param accountId - the shopper
 * @param productId - the product
 */
export async function ownsProduct(db: Executor, accountId: number, productId: number): Promise<boolean> {
  const row = await db
    .selectFrom('inventory_items')
    .select('id')
    .where('account_id', '=', accountId)
    .where('product_id', '=', productId)
    .where('purchase_type', '=', 'purchase')
    .where('traded_in_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether the account has written a review of the product.
 * @param db - the database or a transaction
 * @param accountId - the shopper
 * @param productId - the product
 */
export async function hasReviewed(db: Executor, accountId: number, productId: number): Promise<boolean> {
  const row = await db
    .selectFrom('review_authors')
    .select('review_id')
    .where('account_id', '=', accountId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The account's reviewer profile name, if it made one.
 * @param db - the database or a transaction
 * @param accountId - the shopper
 */
export async function readProfileName(db: Executor, accountId: number): Promise<string | null> {
  const row = await db.selectFrom('reviewer_profiles').select('username').where('account_id', '=', accountId).executeTakeFirst();
  return row?.username ?? null;
}

/** What a profile insert found. */
export type ProfileInsert = 'created' | 'has-profile' | 'name-taken';

/**
 * Creates the account's reviewer profile: one per account, names unique without regard to case.
 * @param db - the database
 * @param accountId - the shopper
 * @param username - the trimmed name
 * @param now - epoch ms
 */
export async function insertProfile(db: Db, accountId: number, username: string, now: number): Promise<ProfileInsert> {
  const inserted = await db
    .insertInto('reviewer_profiles')
    .values({ account_id: accountId, username, created_at: now })
    .onConflict((oc) => oc.doNothing())
    .returning('account_id')
    .executeTakeFirst();
  if (inserted) return 'created';
  return (await readProfileName(db, accountId)) === null ? 'name-taken' : 'has-profile';
}

/**
 * Whether the account is under parental controls (its reviews are refused with 801).
 * @param db - the database or a transaction
 * @param accountId - the shopper
 */
export async function underParentalControls(db: Executor, accountId: number): Promise<boolean> {
  const row = await db.selectFrom('review_parental_controls').select('account_id').where('account_id', '=', accountId).executeTakeFirst();
  return row !== undefined;
}

/** A review to store. */
export interface NewReview {
  accountId: number;
  productId: number;
  score: number;
  title: string;
  body: string;
  reviewerName: string;
  /** ISO instant the account was created. */
  memberSince: string;
  hasLanguageViolations: boolean;
  /** ISO instant. */
  createdAt: string;
}

/**
 * Stores a review and its author inside the caller's transaction. The (account, product) key of
 * `review_authors` is the once-per-product rule: a second review inserts no author row.
 * @param trx - the write's transaction (the caller rolls back when this answers `undefined`)
 * @param review - the review
 * @returns the new review's id, or `undefined` when the account already reviewed the product
 */
export async function insertReview(trx: Transaction<Database>, review: NewReview): Promise<number | undefined> {
  const { id } = await trx
    .insertInto('reviews')
    .values({
      product_id: review.productId,
      score: review.score,
      title: review.title,
      body: review.body,
      reviewer_name: review.reviewerName,
      // a reviewer's address is not published
      reviewer_city: '',
      reviewer_state: '',
      reviewer_member_since: review.memberSince,
      created_at: review.createdAt,
      count_helpful: 0,
      total_helpful_votes: 0,
      has_language_violations: review.hasLanguageViolations ? 1 : 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const author = await trx
    .insertInto('review_authors')
    .values({ review_id: id, account_id: review.accountId, product_id: review.productId })
    .onConflict((oc) => oc.doNothing())
    .returning('review_id')
    .executeTakeFirst();
  return author ? id : undefined;
}

/**
 * Records (or replaces) the account's score of a product.
 * @param db - the database
 * @param accountId - the shopper
 * @param productId - the product
 * @param score - 1 to 10
 * @param now - epoch ms
 */
export async function upsertRating(db: Db, accountId: number, productId: number, score: number, now: number): Promise<void> {
  await db
    .insertInto('review_ratings')
    .values({ account_id: accountId, product_id: productId, score, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['account_id', 'product_id']).doUpdateSet({ score, updated_at: now }))
    .execute();
}

/** Who wrote a review, for the rules of votes and flags. */
export interface ReviewTarget {
  id: number;
  /** null for reviews without an author account (seeded). */
  authorId: number | null;
  listed: boolean;
}

/**
 * The review a vote or a flag names.
 * @param db - the database
 * @param reviewId - the review
 */
export async function readReviewTarget(db: Db, reviewId: number): Promise<ReviewTarget | undefined> {
  const row = await db
    .selectFrom('reviews as r')
    .leftJoin('review_authors as a', 'a.review_id', 'r.id')
    .select(['r.id', 'a.account_id', visible.as('listed')])
    .where('r.id', '=', reviewId)
    .executeTakeFirst();
  return row && { id: row.id, authorId: row.account_id, listed: Boolean(row.listed) };
}

/**
 * Records an account's vote on a review and counts it, in one transaction; a second vote by the
 * same account inserts nothing and counts nothing.
 * @param db - the database
 * @param reviewId - the review
 * @param accountId - the voter
 * @param isHelpful - the vote
 * @param now - epoch ms
 * @returns whether the vote was taken
 */
export async function insertVote(db: Db, reviewId: number, accountId: number, isHelpful: boolean, now: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const vote = await trx
      .insertInto('review_votes')
      .values({ review_id: reviewId, account_id: accountId, is_helpful: isHelpful ? 1 : 0, created_at: now })
      .onConflict((oc) => oc.doNothing())
      .returning('review_id')
      .executeTakeFirst();
    if (!vote) return false;
    await trx
      .updateTable('reviews')
      .set((eb) => ({
        total_helpful_votes: eb('total_helpful_votes', '+', 1),
        count_helpful: eb('count_helpful', '+', isHelpful ? 1 : 0),
      }))
      .where('id', '=', reviewId)
      .execute();
    return true;
  });
}

/**
 * Records an account's abuse report of a review; a second report by the same account inserts
 * nothing. At {@link REVIEW_HIDE_FLAGS} reports the review leaves findpage.
 * @param db - the database
 * @param reviewId - the review
 * @param accountId - the reporter
 * @param now - epoch ms
 * @returns whether the report was taken
 */
export async function insertFlag(db: Db, reviewId: number, accountId: number, now: number): Promise<boolean> {
  const flag = await db
    .insertInto('review_flags')
    .values({ review_id: reviewId, account_id: accountId, created_at: now })
    .onConflict((oc) => oc.doNothing())
    .returning('review_id')
    .executeTakeFirst();
  return flag !== undefined;
}
