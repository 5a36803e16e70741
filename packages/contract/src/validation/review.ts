/**
 * The review form of spec §5.
 * @module
 */
import { REVIEW_BODY_MAX_LENGTH, REVIEW_TITLE_MAX_LENGTH, REVIEWER_NAME_LENGTH } from '../constants.js';
import { collectFieldErrors, clampCharacters, isBlank, validateRequired } from './fieldErrors.js';
import type { FieldErrors } from './fieldErrors.js';
import { MESSAGES } from '../messages.js';

/**
 * Highest review score. The spec's user-rating filter runs from "9 and higher" down, so scores
 * are on a 1 to 10 scale; 0 means "not rated yet".
 */
export const REVIEW_SCORE_MAX = 10;

/**
 * Cuts a review body at 2000 characters (code points), as the text area does while typing.
 * @param body - The body as typed.
 * @returns The body, cut when longer.
 * @example
 * clampReviewBody('x'.repeat(2001)).length; // 2000
 */
export function clampReviewBody(body: string): string {
  return clampCharacters(body, REVIEW_BODY_MAX_LENGTH);
}

/**
 * Cuts a review title at 100 characters (code points), as its field does while typing.
 * @param title - The title as typed.
 * @returns The title, cut when longer.
 * @example
 * clampReviewTitle('x'.repeat(120)).length; // 100
 */
export function clampReviewTitle(title: string): string {
  return clampCharacters(title, REVIEW_TITLE_MAX_LENGTH);
}

const REVIEWER_NAME_PATTERN = new RegExp(`^[A-Za-z0-9_.-]{${REVIEWER_NAME_LENGTH.min},${REVIEWER_NAME_LENGTH.max}}$`);

/**
 * Checks a reviewer-profile user name (trimmed): required, then 3 to 30 letters, digits, dots,
 * dashes or underscores. The profile call's body schema runs the same rule.
 * @param username - The name as typed.
 * @returns The message, or `null` when the name may be sent.
 * @example
 * validateReviewerName('a b'); // 'Use 3 to 30 letters, digits, dots, dashes or underscores.'
 */
export function validateReviewerName(username: string | null | undefined): string | null {
  if (isBlank(username)) return MESSAGES.fieldRequired;
  return REVIEWER_NAME_PATTERN.test((username ?? '').trim()) ? null : MESSAGES.reviewerNameRule;
}

/** What the review form holds. */
export interface ReviewValues {
  /** 0 until the shopper picks a score. */
  readonly score?: number | null;
  readonly title?: string | null;
  readonly body?: string | null;
}

/** A field of {@link ReviewValues}. */
export type ReviewField = 'score' | 'title' | 'body';

/**
 * Checks the review form: a score from 1 to 10 (0, the "not rated" start, blocks submit), a
 * title and a body are required ('This field is required.'). The body is expected to have gone
 * through {@link clampReviewBody}, so its length is not an error.
 * @param values - The form's values.
 * @returns The errors by field; empty when the review may be sent.
 * @example
 * validateReview({ score: 0, title: 'Great', body: 'Loved it' }); // { score: 'This field is required.' }
 */
export function validateReview(values: ReviewValues): FieldErrors<ReviewField> {
  return collectFieldErrors<ReviewField>({
    score: isReviewScore(values.score) ? null : MESSAGES.fieldRequired,
    title: validateRequired(values.title),
    body: validateRequired(values.body),
  });
}

/**
 * Whether the review may be submitted (see {@link validateReview}).
 * @param values - The form's values.
 * @returns `true` when there is no error.
 * @example
 * submit.disabled = !canSubmitReview(values);
 */
export function canSubmitReview(values: ReviewValues): boolean {
  return Object.keys(validateReview(values)).length === 0;
}

function isReviewScore(score: number | null | undefined): boolean {
  return typeof score === 'number' && Number.isInteger(score) && score >= 1 && score <= REVIEW_SCORE_MAX;
}
