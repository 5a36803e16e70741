import { useId, useState, type FormEvent } from 'react';
import { MESSAGES, isEmail, type Ack } from '@d2d/contract';
import { ApiError } from '@d2d/core';
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

/** The text of a failed list call: the server's field message on a 422, otherwise service unavailable. */
export function mailingListError(error: unknown): string {
  return error instanceof ApiError && error.status === 422 && error.message ? error.message : MESSAGES.serviceUnavailable;
}

type State = { step: 'idle' | 'sending' } | { step: 'done'; message: string } | { step: 'failed'; message: string };

/**
 * The streaming mailing-list form (spec §2 `/streaming/subscribe`, §5): an e-mail checked before
 * sending, inputs disabled while submitting, the answer (a confirmation mail was sent, or the
 * address is already on the list) and a way to unsubscribe.
 * @example
 * <StreamingMailingList onSubscribe={(email) => store.api.streaming.subscribe(email)} onUnsubscribe={openUnsubscribe} />
 */
export function StreamingMailingList({ onSubscribe, onUnsubscribe, defaultEmail = '' }: StreamingMailingListProps) {
  const [email, setEmail] = useState(defaultEmail);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [state, setState] = useState<State>({ step: 'idle' });
  const legendId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!isEmail(address)) {
      setFieldError(address === '' ? MESSAGES.fieldRequired : MESSAGES.invalidEmailAddress);
      return;
    }
    setFieldError(null);
    setState({ step: 'sending' });
    try {
      const ack = await onSubscribe(address);
      setState({ step: 'done', message: ack.message ?? 'Thanks! Please check your e-mail to confirm your subscription.' });
    } catch (error) {
      setState({ step: 'failed', message: mailingListError(error) });
    }
  };
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
