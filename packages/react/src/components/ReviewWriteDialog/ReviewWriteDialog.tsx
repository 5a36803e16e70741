import { useEffect, useId, useRef, useState } from 'react';
import {
  MESSAGES, REVIEW_BODY_MAX_LENGTH, REVIEW_SCORE_MAX, characterCount, clampReviewBody, clampReviewTitle, hasFieldErrors,
  reviewFailureMessage, validateReview, type FieldErrors, type Review, type ReviewField, type ReviewerProfile, type SiteId,
} from '@d2d/contract';
import { ApiError, LoginCancelledError } from '@d2d/core';
import { useStore } from '../../hooks/useStore.js';
import { Dialog } from '../Dialog/Dialog.js';
import { ReviewArticle } from '../ReviewList/ReviewArticle.js';
import { TextField } from '../TextField/TextField.js';

/** Props of {@link ReviewWriteDialog}. */
export interface ReviewWriteDialogProps {
  open: boolean;
  /** The product reviewed. */
  product: { id: number; title: string };
  /** The shopper's reviewer profile: the name the review is published under. */
  profile: ReviewerProfile;
  siteId: SiteId;
  onClose: () => void;
  /** The review the server saved (the dialog then shows its submitted state). */
  onSubmitted?: (review: Review) => void;
}

/** The states of the review dialog (spec §4): write, preview, submitted, error. */
type Step = { name: 'write' } | { name: 'preview'; review: Review } | { name: 'submitted'; review: Review } | { name: 'error'; message: string };

const EMPTY = { score: 0, title: '', body: '' };
const SCORES = Array.from({ length: REVIEW_SCORE_MAX }, (_, i) => i + 1);

/**
 * The review-writing modal (spec §2 modals, §4 review dialog, §5 review): a score from 1 to 10
 * (none picked blocks submit), a title and a body cut at 2000 characters while typing. Preview
 * asks the server for the review exactly as it would be published, language notice included;
 * submitting shows the submitted state, and a refusal shows the spec's texts (parental
 * controls 801, or the system-error text). Texts are shown as typed, never as markup.
 * @example
 * <ReviewWriteDialog open={open} product={product} profile={profile} siteId={1} onClose={close} onSubmitted={reload} />
 */
export function ReviewWriteDialog({ open, product, profile, siteId, onClose, onSubmitted }: ReviewWriteDialogProps) {
  const store = useStore();
  const ids = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<ReviewField>>({});
  const [step, setStep] = useState<Step>({ name: 'write' });
  const [sending, setSending] = useState(false);
  const stepFocus = useRef<HTMLElement | null>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const shownStep = useRef(step.name);

  useEffect(() => {
    // each new state is announced by moving focus to its first words (or back to the form)
    if (shownStep.current === step.name) return;
    shownStep.current = step.name;
    (step.name === 'write' ? titleRef.current : stepFocus.current)?.focus();
  }, [step]);

  const close = () => {
    if (step.name === 'submitted') setValues(EMPTY);
    setErrors({});
    setStep({ name: 'write' });
    shownStep.current = 'write';
    onClose();
  };

  const send = async (preview: boolean) => {
    if (sending) return;
    const found = validateReview(values);
    setErrors(found);
    if (hasFieldErrors(found)) return;
    setSending(true);
    try {
      const review = await store.api.reviews.write(
        { productId: product.id, score: values.score, title: values.title.trim(), body: values.body.trim(), ...(preview ? { preview: true } : {}) },
        { navigate: false },
      );
      if (preview) {
        setStep({ name: 'preview', review });
      } else {
        setStep({ name: 'submitted', review });
        onSubmitted?.(review);
      }
    } catch (error) {
      if (error instanceof LoginCancelledError) return;
      setStep({ name: 'error', message: error instanceof ApiError ? reviewFailureMessage(error.status, error.body) : MESSAGES.reviewSystemError });
    } finally {
      setSending(false);
    }
  };

  const button = (label: string, onClick: () => void, primary = false) => (
    <button type="button" className={primary ? 'd2d-button d2d-button--primary' : 'd2d-button'} aria-disabled={sending || undefined} onClick={onClick}>
      {label}
    </button>
  );
  const footer = {
    write: (
      <>
        {button('Cancel', close)}
        {button('Preview', () => void send(true))}
        {button(sending ? 'Sending…' : 'Submit review', () => void send(false), true)}
      </>
    ),
    preview: (
      <>
        {button('Edit', () => setStep({ name: 'write' }))}
        {button(sending ? 'Sending…' : 'Submit review', () => void send(false), true)}
      </>
    ),
    // the header's close button is already named Close
    submitted: button('Done', close, true),
    error: (
      <>
        {button('Cancel', close)}
        {button('Back to your review', () => setStep({ name: 'write' }), true)}
      </>
    ),
  }[step.name];

  const scoreErrorId = `${ids}-score-error`;
  const bodyId = `${ids}-body`;
  return (
    <Dialog open={open} title="Write a review" onClose={close} footer={footer} className="d2d-review-dialog">
      {step.name === 'write' && (
        <form noValidate className="d2d-review-form" onSubmit={(e) => e.preventDefault()}>
          <p className="d2d-field__hint">
            {product.title} · published as {profile.username}
          </p>
          <fieldset className="d2d-rating-input" aria-describedby={errors.score ? scoreErrorId : undefined}>
            <legend className="d2d-field__label">Your rating</legend>
            <div className="d2d-rating-input__options">
              {SCORES.map((n) => (
                <label key={n} className="d2d-rating-input__option">
                  <input
                    type="radio"
                    name={`${ids}-score`}
                    value={n}
                    checked={values.score === n}
                    aria-invalid={errors.score ? true : undefined}
                    onChange={() => setValues((v) => ({ ...v, score: n }))}
                  />
                  <span aria-hidden="true">{n}</span>
                  <span className="d2d-visually-hidden">{n} out of 10</span>
                </label>
              ))}
            </div>
            {errors.score && (
              <p id={scoreErrorId} className="d2d-field__error">
                {errors.score}
              </p>
            )}
          </fieldset>
          <TextField ref={titleRef} label="Title" required value={values.title} error={errors.title} onChange={(e) => setValues((v) => ({ ...v, title: clampReviewTitle(e.target.value) }))} />
          <div className="d2d-field">
            <label htmlFor={bodyId} className="d2d-field__label">
              Your review
            </label>
            <textarea
              id={bodyId}
              className="d2d-textarea"
              rows={8}
              required
              value={values.body}
              aria-invalid={errors.body ? true : undefined}
              aria-describedby={`${bodyId}-count${errors.body ? ` ${bodyId}-error` : ''}`}
              onChange={(e) => setValues((v) => ({ ...v, body: clampReviewBody(e.target.value) }))}
            />
            <p id={`${bodyId}-count`} className="d2d-field__hint">
              {characterCount(values.body)} / {REVIEW_BODY_MAX_LENGTH} characters
            </p>
            {errors.body && (
              <p id={`${bodyId}-error`} className="d2d-field__error">
                {errors.body}
              </p>
            )}
          </div>
        </form>
      )}
      {step.name === 'preview' && (
        <div className="d2d-review-dialog__preview">
          <p ref={(el) => { stepFocus.current = el; }} tabIndex={-1}>
            This is how your review will appear.
          </p>
          {step.review.hasLanguageViolations && <p className="d2d-alert d2d-alert--info">{MESSAGES.reviewPreviewLanguage}</p>}
          <ReviewArticle review={step.review} siteId={siteId} />
        </div>
      )}
      {step.name === 'submitted' && (
        <p ref={(el) => { stepFocus.current = el; }} tabIndex={-1} role="status" className="d2d-message">
          {MESSAGES.reviewSubmitted}
        </p>
      )}
      {step.name === 'error' && (
        <p ref={(el) => { stepFocus.current = el; }} tabIndex={-1} role="alert" className="d2d-alert d2d-alert--error">
          {step.message}
        </p>
      )}
    </Dialog>
  );
}
