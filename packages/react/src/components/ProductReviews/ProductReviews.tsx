import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { REVIEWS_PAGE_SIZE, REVIEW_SORT_ORDER, type Review, type ReviewerProfile, type ReviewSortOrder } from '@d2d/contract';
import { useIsLoggedIn } from '../../hooks/useIsLoggedIn.js';
import { useRequest } from '../../hooks/useRequest.js';
import { useStore } from '../../hooks/useStore.js';
import { cx } from '../../utils/cx.js';
import { ReviewerProfileDialog } from '../ReviewerProfileDialog/ReviewerProfileDialog.js';
import { ReviewList } from '../ReviewList/ReviewList.js';
import { ReviewVotes } from '../ReviewVotes/ReviewVotes.js';
import { ReviewWriteDialog } from '../ReviewWriteDialog/ReviewWriteDialog.js';

/** Props of {@link ProductReviews}. */
export interface ProductReviewsProps {
  /** The product whose user reviews are shown. */
  product: { id: number; title: string };
  className?: string;
}

/** The findpage sort orders the shopper picks from (docs/decisions.md, review sort orders). */
const SORTS: readonly { value: ReviewSortOrder; label: string }[] = [
  { value: REVIEW_SORT_ORDER.newest, label: 'Newest first' },
  { value: REVIEW_SORT_ORDER.oldest, label: 'Oldest first' },
  { value: REVIEW_SORT_ORDER.mostHelpful, label: 'Most helpful' },
  { value: REVIEW_SORT_ORDER.highestScore, label: 'Highest score' },
  { value: REVIEW_SORT_ORDER.lowestScore, label: 'Lowest score' },
];

interface Summary {
  averageScore: number | null;
  totalItems: number;
}

/**
 * The product page's "User Reviews" tab (spec §2, §4, §6): the average rating of the listed
 * reviews, a sort order, the reviews 5 per page by infinite scroll, and for signed-in shoppers
 * helpful votes and report abuse under each review. A shopper who may review the product
 * (`productisreviewablebyuser`) gets 'Write a review': the reviewer-profile modal first when
 * they have no profile, then the review-writing modal; the list reloads once it is submitted.
 * @example
 * <ProductReviews product={product} />
 */
export function ProductReviews({ product, className }: ProductReviewsProps) {
  const store = useStore();
  const loggedIn = useIsLoggedIn();
  const sortId = useId();
  const sortRef = useRef<HTMLSelectElement>(null);
  const [sort, setSort] = useState<ReviewSortOrder>(REVIEW_SORT_ORDER.newest);
  const [listVersion, setListVersion] = useState(0);
  const [checkVersion, setCheckVersion] = useState(0);
  const [summary, setSummary] = useState<Summary | null>(null);
  const [dialog, setDialog] = useState<'profile' | 'write' | null>(null);
  const [createdProfile, setCreatedProfile] = useState<ReviewerProfile | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [refocus, setRefocus] = useState(false);

  const reviewable = useRequest(
    // a stale session must not pop the login dialog just because the tab opened
    (s, signal) => (loggedIn ? s.api.reviews.isReviewable(product.id, { signal, navigate: false, queueOnUnauthorized: false }) : undefined),
    [product.id, loggedIn, checkVersion],
  );
  const canWrite = loggedIn && reviewable.data?.isReviewable === true;
  const profile = createdProfile ?? reviewable.data?.profile ?? null;

  const loadPage = useCallback(
    async (pageIndex: number, signal: AbortSignal) => {
      const page = await store.api.reviews.findPage({ productId: product.id, sortOrder: sort, pageIndex, pageSize: REVIEWS_PAGE_SIZE, tab: 'user' }, { signal });
      if (pageIndex === 1) setSummary({ averageScore: page.averageScore ?? null, totalItems: page.totalItems });
      return page;
    },
    [store, product.id, sort],
  );

  useEffect(() => {
    // the write button may be gone once the review is in: focus a control that stays
    if (!refocus || dialog !== null) return;
    sortRef.current?.focus();
    setRefocus(false);
  }, [refocus, dialog]);

  const closeWriter = () => {
    setDialog(null);
    if (!submitted) return;
    setSubmitted(false);
    setCheckVersion((v) => v + 1);
    setRefocus(true);
  };

  const renderVotes = (review: Review, replace: (next: Review) => void) => <ReviewVotes review={review} onVoted={replace} />;

  return (
    <div className={cx('d2d-product-reviews', className)}>
      <div className="d2d-product-reviews__bar">
        {summary && summary.averageScore !== null && summary.totalItems > 0 && (
          <p className="d2d-product-reviews__average">
            Average rating <strong>{summary.averageScore.toFixed(1)}</strong> out of 10 · {summary.totalItems} {summary.totalItems === 1 ? 'review' : 'reviews'}
          </p>
        )}
        <div className="d2d-product-reviews__sort">
          <label htmlFor={sortId} className="d2d-field__label">
            Sort reviews by
          </label>
          <select ref={sortRef} id={sortId} className="d2d-select" value={sort} onChange={(e) => setSort(Number(e.target.value) as ReviewSortOrder)}>
            {SORTS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        {canWrite && (
          <button type="button" className="d2d-button d2d-button--primary" onClick={() => setDialog(profile ? 'write' : 'profile')}>
            Write a review
          </button>
        )}
      </div>
      <ReviewList
        key={`${sort}-${listVersion}-${loggedIn ? 'in' : 'out'}`}
        siteId={store.site}
        label="User reviews"
        loadPage={loadPage}
        renderActions={loggedIn ? renderVotes : undefined}
      />
      <ReviewerProfileDialog
        open={dialog === 'profile'}
        onClose={() => setDialog(null)}
        onCreated={(created) => {
          setCreatedProfile(created);
          setDialog('write');
        }}
      />
      {profile && (
        <ReviewWriteDialog
          open={dialog === 'write'}
          product={product}
          profile={profile}
          siteId={store.site}
          onClose={closeWriter}
          onSubmitted={() => {
            setSubmitted(true);
            setListVersion((v) => v + 1);
          }}
        />
      )}
    </div>
  );
}
