import type { ReactNode } from 'react';
import { MESSAGES, type Review, type SiteId } from '@d2d/contract';
import { formatSiteDate } from '@d2d/core';
import { cx } from '../../utils/cx.js';

/** Props of {@link ReviewArticle}. */
export interface ReviewArticleProps {
  review: Review;
  siteId: SiteId;
  /** Controls under the review (helpful votes, report abuse). */
  actions?: ReactNode;
  className?: string;
}

/** The review's id in either wire spelling. */
export const reviewIdOf = (review: Review): number => review.id ?? review.reviewId ?? 0;

function siteDate(value: string | null | undefined, siteId: SiteId): string | null {
  if (!value) return null;
  try {
    return formatSiteDate(value, siteId);
  } catch {
    return null;
  }
}

/**
 * One user review (spec §3 Review): score, title, reviewer, date, the language notice when
 * `hasLanguageViolations`, the body and the helpful count. Every text goes in as a React text
 * node, so a review's `<b>` or `<script>` shows as typed and never becomes markup.
 * @example
 * <ReviewArticle review={review} siteId={1} />
 */
export function ReviewArticle({ review, siteId, actions, className }: ReviewArticleProps) {
  const score = review.score ?? review.userRatingScore;
  const title = review.title ?? review.reviewTitle;
  const body = review.body ?? review.reviewBody;
  const author = review.reviewerName ?? review.username ?? 'A player';
  const when = siteDate(review.dateCreated, siteId);
  return (
    <article className={cx('d2d-review', className)} aria-label={title || `Review by ${author}`}>
      <header className="d2d-review__header">
        {score !== null && score !== undefined && (
          <span className="d2d-review__score" role="img" aria-label={`Score ${score} out of 10`}>
            {score}
          </span>
        )}
        <div>
          {title && <h3 className="d2d-review__title">{title}</h3>}
          <p className="d2d-review__meta">
            {author}
            {review.reviewerCity ? `, ${review.reviewerCity}` : ''}
            {when ? ` · ${when}` : ''}
          </p>
        </div>
      </header>
      {review.hasLanguageViolations && <p className="d2d-review__flag">{MESSAGES.reviewLanguageFlag}</p>}
      {body && <p className="d2d-review__body">{body}</p>}
      {(review.totalHelpfulVotesCast ?? 0) > 0 && (
        <p className="d2d-review__helpful">
          {review.countHelpful ?? 0} of {review.totalHelpfulVotesCast} players found this helpful
        </p>
      )}
      {actions}
    </article>
  );
}
