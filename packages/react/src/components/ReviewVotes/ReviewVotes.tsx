import { useId, useRef, useState } from 'react';
import { MESSAGES, type Review } from '@d2d/contract';
import { LoginCancelledError } from '@d2d/core';
import { useStore } from '../../hooks/useStore.js';
import { reviewIdOf } from '../ReviewList/ReviewArticle.js';
import { ReportReviewDialog } from '../ReportReviewDialog/ReportReviewDialog.js';

/** Props of {@link ReviewVotes}. */
export interface ReviewVotesProps {
  review: Review;
  /** The review as it stands after a vote the server took (counts and the shopper's vote). */
  onVoted?: (next: Review) => void;
}

type Notice = { tone: 'done' | 'refused'; text: string };

/** The review after one more vote, as findpage would now answer it. */
function withVote(review: Review, isHelpful: boolean): Review {
  const countHelpful = (review.countHelpful ?? 0) + (isHelpful ? 1 : 0);
  const totalHelpfulVotesCast = (review.totalHelpfulVotesCast ?? 0) + 1;
  return { ...review, isHelpful, countHelpful, totalHelpfulVotesCast, percentageHelpful: Math.round((countHelpful / totalHelpfulVotesCast) * 100) };
}

/**
 * A signed-in shopper's controls under a review (spec §4): vote it helpful or not, and report it
 * after the report-abuse confirmation. The server takes one vote and one report per account and
 * none on one's own review; every refusal shows the spec's text 'Sorry, we cannot process your
 * request at this time.'. The buttons stay available after a vote (pressed shows the vote), so
 * the server, not the page, is what refuses a second one.
 * @example
 * <ReviewVotes review={review} onVoted={replace} />
 */
export function ReviewVotes({ review, onVoted }: ReviewVotesProps) {
  const store = useStore();
  const questionId = useId();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [reportOpen, setReportOpen] = useState(false);
  const [reporting, setReporting] = useState(false);
  const voting = useRef(false);
  const reviewId = reviewIdOf(review);

  const settle = (error: unknown) => {
    // a shopper who closed the login dialog asked for nothing more
    if (!(error instanceof LoginCancelledError)) setNotice({ tone: 'refused', text: MESSAGES.reviewVoteFailed });
  };

  const vote = async (isHelpful: boolean) => {
    if (voting.current) return;
    voting.current = true;
    setNotice(null);
    try {
      await store.api.reviews.voteHelpful({ reviewId, isHelpful }, { navigate: false });
      onVoted?.(withVote(review, isHelpful));
      setNotice({ tone: 'done', text: MESSAGES.reviewVoted });
    } catch (error) {
      settle(error);
    } finally {
      voting.current = false;
    }
  };

  const report = async () => {
    setReporting(true);
    setNotice(null);
    try {
      await store.api.reviews.flagAbusive({ reviewId }, { navigate: false });
      setNotice({ tone: 'done', text: MESSAGES.reviewReported });
    } catch (error) {
      settle(error);
    } finally {
      setReporting(false);
      setReportOpen(false);
    }
  };

  return (
    <div className="d2d-review__actions">
      <span id={questionId} className="d2d-review__question">
        Was this review helpful?
      </span>
      <div role="group" aria-labelledby={questionId} className="d2d-review__votes">
        <button type="button" className="d2d-button d2d-button--small" aria-pressed={review.isHelpful === true} onClick={() => void vote(true)}>
          Yes
        </button>
        <button type="button" className="d2d-button d2d-button--small" aria-pressed={review.isHelpful === false} onClick={() => void vote(false)}>
          No
        </button>
      </div>
      <button type="button" className="d2d-button d2d-button--small d2d-button--ghost" onClick={() => setReportOpen(true)}>
        Report abuse
      </button>
      {notice && (
        <p role={notice.tone === 'refused' ? 'alert' : 'status'} className={notice.tone === 'refused' ? 'd2d-review__notice d2d-field__error' : 'd2d-review__notice'}>
          {notice.text}
        </p>
      )}
      <ReportReviewDialog open={reportOpen} busy={reporting} onConfirm={() => void report()} onCancel={() => setReportOpen(false)} />
    </div>
  );
}
