import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { MESSAGES, type Review, type SiteId } from '@d2d/contract';
import { cx } from '../../utils/cx.js';
import { ReviewArticle, reviewIdOf } from './ReviewArticle.js';

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
  /**
   * Controls under each review (helpful votes, report abuse); `replace` swaps the listed review
   * for an updated one (after a vote).
   */
  renderActions?: (review: Review, replace: (next: Review) => void) => ReactNode;
  className?: string;
}

/**
 * Reviews loaded by infinite scroll (spec §2): the next page loads when the end of the list
 * comes into view (or with the 'Load more reviews' button, for keyboards and old browsers);
 * 'No reviews yet!' when there are none and 'End of results' after the last page.
 * @example
 * <ReviewList siteId={1} loadPage={(page, signal) => store.api.reviews.findPage({ productId, pageIndex: page, pageSize: 5 }, { signal })} />
 */
export function ReviewList({ loadPage, siteId, label = 'Reviews', renderActions, className }: ReviewListProps) {
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

  const replace = useCallback((next: Review) => {
    setReviews((list) => list.map((r) => (reviewIdOf(r) === reviewIdOf(next) ? next : r)));
  }, []);

  return (
    <div className={cx('d2d-reviews', className)} aria-busy={loading || undefined}>
      {reviews.length === 0 && done && <p className="d2d-empty">{MESSAGES.noReviewsYet}</p>}
      {reviews.length > 0 && (
        <ol className="d2d-reviews__list" aria-label={label}>
          {reviews.map((r) => (
            <li key={reviewIdOf(r)}>
              <ReviewArticle review={r} siteId={siteId} actions={renderActions?.(r, replace)} />
            </li>
          ))}
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
