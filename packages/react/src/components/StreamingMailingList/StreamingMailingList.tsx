import { useId } from 'react';
import type { Ack } from '@d2d/contract';
import { emailSubmissionError, useEmailSubmission } from '../../hooks/useEmailSubmission.js';
import { TextField } from '../TextField/TextField.js';

/** Props of {@link StreamingMailingList}. */
export interface StreamingMailingListProps {
  /** Joins the list (`store.api.streaming.subscribe`); the answer's message is shown. */
  onSubscribe: (email: string) => Promise<Ack>;
  /** Opens the unsubscribe dialog, with the address typed so far. */
  onUnsubscribe?: (email: string) => void;
  /** The address to start with (the signed-in shopper's). */
  defaultEmail?: string;
}

/** The text of a failed list call (kept under its first name; see `emailSubmissionError`). */
export const mailingListError = emailSubmissionError;

/**
 * The streaming mailing-list form (spec §2 `/streaming/subscribe`, §5): an e-mail checked before
 * sending, inputs disabled while submitting, the answer (a confirmation mail was sent, or the
 * address is already on the list) and a way to unsubscribe.
 * @example
 * <StreamingMailingList onSubscribe={(email) => store.api.streaming.subscribe(email)} onUnsubscribe={openUnsubscribe} />
 */
export function StreamingMailingList({ onSubscribe, onUnsubscribe, defaultEmail = '' }: StreamingMailingListProps) {
  const { email, setEmail, fieldError, state, submit } = useEmailSubmission(onSubscribe, 'Thanks! Please check your e-mail to confirm your subscription.', defaultEmail);
  const legendId = useId();
  const sending = state.step === 'sending';
  return (
    <form noValidate className="d2d-mailing-list" aria-labelledby={legendId} onSubmit={(e) => void submit(e)}>
      <fieldset className="d2d-mailing-list__fields" disabled={sending}>
        <legend id={legendId} className="d2d-mailing-list__legend">
          Get Cloud Play news by e-mail
        </legend>
        <TextField label="E-mail" type="email" autoComplete="email" value={email} error={fieldError} onChange={(e) => setEmail(e.target.value)} />
        <div className="d2d-mailing-list__actions">
          <button type="submit" className="d2d-button d2d-button--primary">
            {sending ? 'Subscribing…' : 'Subscribe'}
          </button>
          {onUnsubscribe && (
            <button type="button" className="d2d-button d2d-button--ghost" onClick={() => onUnsubscribe(email.trim())}>
              Unsubscribe
            </button>
          )}
        </div>
      </fieldset>
      <p className="d2d-mailing-list__status" role="status">
        {state.step === 'done' ? state.message : ''}
      </p>
      {state.step === 'failed' && (
        <p className="d2d-field__error" role="alert">
          {state.message}
        </p>
      )}
    </form>
  );
}
