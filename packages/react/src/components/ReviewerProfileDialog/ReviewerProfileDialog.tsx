import { useId, useState, type FormEvent } from 'react';
import { MESSAGES, reviewerProfileFailure, validateReviewerName, type ReviewerProfile } from '@d2d/contract';
import { ApiError, LoginCancelledError } from '@d2d/core';
import { useStore } from '../../hooks/useStore.js';
import { Dialog } from '../Dialog/Dialog.js';
import { TextField } from '../TextField/TextField.js';

/** Props of {@link ReviewerProfileDialog}. */
export interface ReviewerProfileDialogProps {
  open: boolean;
  onClose: () => void;
  /** The profile the server created; the review-writing modal comes next. */
  onCreated: (profile: ReviewerProfile) => void;
}

/**
 * The reviewer-profile modal (spec §2 modals, §6 Reviewer): before their first review a shopper
 * picks the user name their reviews are published under. The name is checked with the
 * contract's rule before sending; a taken name shows the server's message on the field.
 * @example
 * <ReviewerProfileDialog open={open} onClose={close} onCreated={(profile) => openWriter(profile)} />
 */
export function ReviewerProfileDialog({ open, onClose, onCreated }: ReviewerProfileDialogProps) {
  const store = useStore();
  const formId = useId();
  const introId = useId();
  const [username, setUsername] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const close = () => {
    setFieldError(null);
    setFormError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const problem = validateReviewerName(username);
    setFieldError(problem);
    setFormError(null);
    if (problem) return;
    setSaving(true);
    try {
      const profile = await store.api.reviews.createProfile({ username: username.trim() }, { navigate: false });
      setUsername('');
      onCreated(profile);
    } catch (error) {
      if (error instanceof LoginCancelledError) return;
      const failure = error instanceof ApiError ? reviewerProfileFailure(error.status, error.body) : { form: MESSAGES.reviewSystemError };
      setFieldError(failure.username ?? null);
      setFormError(failure.form ?? null);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      title="Create your reviewer profile"
      onClose={close}
      describedBy={introId}
      footer={
        <>
          <button type="button" className="d2d-button" onClick={close}>
            Cancel
          </button>
          <button type="submit" form={formId} className="d2d-button d2d-button--primary" aria-disabled={saving || undefined}>
            {saving ? 'Creating…' : 'Create profile'}
          </button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(e) => void submit(e)}>
        <p id={introId}>{MESSAGES.reviewerProfileIntro}</p>
        {formError && (
          <p role="alert" className="d2d-alert d2d-alert--error">
            {formError}
          </p>
        )}
        <TextField
          label="User name"
          autoComplete="nickname"
          required
          value={username}
          error={fieldError}
          hint="3 to 30 letters, digits, dots, dashes or underscores."
          onChange={(e) => setUsername(e.target.value)}
        />
      </form>
    </Dialog>
  );
}
