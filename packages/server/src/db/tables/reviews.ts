import type { Generated } from 'kysely';
import type { SqlBool } from './accounts.js';

/**
 * Tables of the reviews area (migration `0009_reviews`), beside the catalogue's `reviews` rows
 * (seeded ones have no author): who wrote a review, reviewer profiles, helpful votes, abuse
 * flags, ratings without a review and the accounts under parental controls. Every once-only rule
 * (one review per product, one vote and one flag per review, one rating per product, one profile
 * per account, unique user names) is a primary key or unique index, so a race settles in the
 * database. Times are epoch milliseconds.
 */
export interface ReviewTables {
  review_authors: ReviewAuthorTable;
  reviewer_profiles: ReviewerProfileTable;
  review_votes: ReviewVoteTable;
  review_flags: ReviewFlagTable;
  review_ratings: ReviewRatingTable;
  review_parental_controls: ReviewParentalControlTable;
}

/** The account that wrote a review; unique per (account, product). */
export interface ReviewAuthorTable {
  review_id: number;
  account_id: number;
  product_id: number;
}

/** The public name an account writes reviews under (unique, compared case-insensitively). */
export interface ReviewerProfileTable {
  account_id: number;
  username: string;
  created_at: number;
}

/** One helpful (or not) vote per account and review. */
export interface ReviewVoteTable {
  review_id: number;
  account_id: number;
  is_helpful: SqlBool;
  created_at: number;
}

/** One abuse report per account and review. */
export interface ReviewFlagTable {
  review_id: number;
  account_id: number;
  created_at: number;
}

/** A score given without a review (`ratetitle`); the latest score counts. */
export interface ReviewRatingTable {
  account_id: number;
  product_id: number;
  score: number;
  created_at: number;
  updated_at: number;
}

/**
 * An account under parental controls: a minor's account whose guardian has not consented to
 * public posting. Its reviews are refused with failure id 801. Set by support (no HTTP call).
 */
export interface ReviewParentalControlTable {
  account_id: number;
  created_at: Generated<number>;
}
