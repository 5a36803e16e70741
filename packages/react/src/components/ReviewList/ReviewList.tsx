import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGES, type Review, type SiteId } from '@d2d/contract';
import { formatSiteDate } from '@d2d/core';
import { cx } from '../../utils/cx.js';

/** One page of reviews as the loader returns it. */
export interface ReviewPageLike {
  items: readonly Review[];
  isLastPage: boolean;
}

/** Props of {@link ReviewList}. */
export interface ReviewListProps {
  /** Loads a 1-based page of reviews (5 per page, spec §7). */
  loadPage: (pageIndex: number, signal: AbortSignal) => Promise<ReviewPageLike>;
  siteId: SiteId;
  /** Names the list. */
  label?: string;
  className?: string;
}

const reviewId = (r: Review) => r.id ?? r.reviewId ?? 0;

/**
 * Reviews loaded by infinite scroll (spec §2): the next page loads when the end of the list
 * comes into view (or with the 'Load more reviews' button, for keyboards and old browsers);
 * 'No reviews yet!' when there are none and 'End of results' after the last page.
 * @example
 * <ReviewList siteId={1} loadPage={(page, signal) => store.api.reviews.findPage({ productId, pageIndex: page, pageSize: 5 }, { signal })} />
 */
export function ReviewList({ loadPage, siteId, label = 'Reviews', className }: ReviewListProps) {
  const [reviews, setReviews] = useState<Review[]>([]);
  const [page, setPage] = useState(0);
  const [done, setDone] = useState(false);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);
  const controller = useRef<AbortController | null>(null);
  const loaderRef = useRef(loadPage);
  loaderRef.current = loadPage;

  const loadNext = useCallback(() => {
    if (loading || done) return;
    const next = page + 1;
    const ctl = new AbortController();
    controller.current = ctl;
    setLoading(true);
    setFailed(false);
    loaderRef
      .current(next, ctl.signal)
      .then((result) => {
        if (ctl.signal.aborted) return;
        setReviews((r) => [...r, ...result.items]);
        setPage(next);
        setDone(result.isLastPage || result.items.length === 0);
      })
      .catch(() => {
        if (!ctl.signal.aborted) setFailed(true);
      })
      .finally(() => {
        if (!ctl.signal.aborted) setLoading(false);
      });
  }, [loading, done, page]);

  useEffect(() => () => controller.current?.abort(), []);

  useEffect(() => {
    if (page === 0 && !loading && !failed) loadNext();
  }, [page, loading, failed, loadNext]);

  useEffect(() => {
    const el = sentinel.current;
    if (!el || done || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) loadNext();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [done, loadNext]);

  const date = (value: string | null | undefined) => {
    if (!value) return null;
    try {
      return formatSiteDate(value, siteId);
    } catch {
      return null;
    }
  };

  return (
    <div className={cx('d2d-reviews', className)} aria-busy={loading || undefined}>
      {reviews.length === 0 && done && <p className="d2d-empty">{MESSAGES.noReviewsYet}</p>}
      {reviews.length > 0 && (
        <ol className="d2d-reviews__list" aria-label={label}>
          {reviews.map((r) => {
            const score = r.score ?? r.userRatingScore;
            const title = r.title ?? r.reviewTitle;
            const body = r.body ?? r.reviewBody;
            const when = date(r.dateCreated);
            return (
              <li key={reviewId(r)} className="d2d-review">
                <article aria-label={title ?? `Review by ${r.reviewerName ?? r.username ?? 'a player'}`}>
                  <header className="d2d-review__header">
                    {score !== null && score !== undefined && (
                      <span className="d2d-review__score" aria-label={`Score ${score} out of 10`}>
                        {score}
                      </span>
                    )}
                    <div>
                      {title && <h3 className="d2d-review__title">{title}</h3>}
                      <p className="d2d-review__meta">
                        {r.reviewerName ?? r.username ?? 'A player'}
                        {r.reviewerCity ? `, ${r.reviewerCity}` : ''}
                        {when ? ` · ${when}` : ''}
                      </p>
                    </div>
                  </header>
                  {body && <p className="d2d-review__body">{body}</p>}
                  {(r.totalHelpfulVotesCast ?? 0) > 0 && (
                    <p className="d2d-review__helpful">
                      {r.countHelpful ?? 0} of {r.totalHelpfulVotesCast} players found this helpful
                    </p>
                  )}
                </article>
              </li>
            );
          })}
        </ol>
      )}
      {loading && <p className="d2d-reviews__status" role="status">Loading reviews…</p>}
      {failed && (
        <p className="d2d-alert d2d-alert--error" role="alert">
          Reviews could not be loaded.{' '}
          <button type="button" className="d2d-button d2d-button--small" onClick={loadNext}>
            Try again
          </button>
        </p>
      )}
      {!done && !failed && page > 0 && (
        <div ref={sentinel} className="d2d-reviews__more">
          <button type="button" className="d2d-button" disabled={loading} onClick={loadNext}>
            Load more reviews
          </button>
        </div>
      )}
      {done && reviews.length > 0 && <p className="d2d-reviews__end">{MESSAGES.endOfResults}</p>}
    </div>
  );
}
