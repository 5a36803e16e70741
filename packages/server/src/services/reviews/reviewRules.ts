/**
 * The rules of the reviews area that are not SQL: the findpage sort orders, when flags hide a
 * review, the names of scores, and how a stored review is rendered on the wire (spec §3 Review).
 * @module
 */
import type { Review } from '@d2d/contract';

/**
 * `sortOrder` of `GET /api/userreview/findpage` (the contract leaves the codes open; see
 * docs/decisions.md). Ties fall back to the newest review first, then the id.
 */
export const REVIEW_SORT = {
  newest: 0,
  oldest: 1,
  mostHelpful: 2,
  highestScore: 3,
  lowestScore: 4,
} as const;
/** A value of {@link REVIEW_SORT}. */
export type ReviewSort = (typeof REVIEW_SORT)[keyof typeof REVIEW_SORT];

/**
 * Whether a findpage `sortOrder` is one of {@link REVIEW_SORT}.
 * @param value - the parsed query value
 */
export function isReviewSort(value: number): value is ReviewSort {
  return (Object.values(REVIEW_SORT) as number[]).includes(value);
}

/** Reviews per page when the query names none (spec §9: 5). */
export const REVIEW_PAGE_SIZE = 5;

/**
 * Abuse reports (from different accounts) that take a review off findpage, for everyone, until
 * support looks at it (docs/decisions.md).
 */
export const REVIEW_HIDE_FLAGS = 3;

/**
 * The word shown for a score, on the 10-point scale of the review form.
 * @param score - 1 to 10
 * @returns the score's name
 * @example
 * scoreName(9); // 'Superb'
 */
export function scoreName(score: number): string {
  if (score >= 9) return 'Superb';
  if (score >= 7) return 'Great';
  if (score >= 5) return 'Good';
  if (score >= 3) return 'Fair';
  return 'Poor';
}

/** A review as the data module reads it. */
export interface StoredReview {
  id: number;
  score: number;
  title: string;
  body: string;
  reviewerName: string;
  reviewerCity: string;
  reviewerState: string;
  reviewerMemberSince: string;
  createdAt: string;
  countHelpful: number;
  totalHelpfulVotes: number;
  hasLanguageViolations: boolean;
  /** The author's reviewer profile name; null for reviews without an author account (seeded). */
  username: string | null;
  /** The reader's own vote: null when none (or a visitor). */
  myVote: boolean | null;
}

/**
 * Renders a stored review for the wire, in both spellings the contract knows. Texts go out as
 * plain strings exactly as stored; the client renders them as text, never as HTML.
 * @param review - the stored review
 * @param position - its 1-based place in the sorted list (the wire's `sortOrder`)
 */
export function renderReview(review: StoredReview, position: number): Review {
  const percentageHelpful = review.totalHelpfulVotes > 0 ? Math.round((review.countHelpful / review.totalHelpfulVotes) * 100) : null;
  return {
    id: review.id,
    reviewId: review.id,
    title: review.title,
    reviewTitle: review.title,
    body: review.body,
    reviewBody: review.body,
    score: review.score,
    userRatingScore: review.score,
    userRatingScoreName: scoreName(review.score),
    hasLanguageViolations: review.hasLanguageViolations,
    reviewerName: review.reviewerName,
    reviewerCity: review.reviewerCity === '' ? null : review.reviewerCity,
    reviewerState: review.reviewerState === '' ? null : review.reviewerState,
    dateCreated: review.createdAt,
    reviewerMemberSinceDate: review.reviewerMemberSince,
    countHelpful: review.countHelpful,
    totalHelpfulVotesCast: review.totalHelpfulVotes,
    percentageHelpful,
    isHelpful: review.myVote,
    sortOrder: position,
    username: review.username,
  };
}

/**
 * Our wording of the review refusals the spec leaves unnamed (409 `failureError.message`; the
 * review dialog shows its system-error text for them, spec §8). Votes and reports use the
 * spec's vote text, `MESSAGES.reviewVoteFailed`.
 */
export const REVIEW_REFUSALS = {
  productNotFound: 'Product not found',
  reviewNotFound: 'Review not found',
  notReviewable: 'This product cannot be reviewed.',
  notOwned: 'Only a game in your library can be reviewed or rated.',
  notReleased: 'This game cannot be reviewed before its release.',
  alreadyReviewed: 'You have already reviewed this product.',
  needsProfile: 'Create a reviewer profile before writing a review.',
  hasProfile: 'You already have a reviewer profile.',
  usernameTaken: 'This user name is already taken.',
} as const;

/** Product types that have no reviews tab (spec §2): a bundle is reviewed through its games. */
export const UNREVIEWABLE_TYPES: readonly string[] = ['Bundle', 'CustomBundle'];
