import { useState, type FormEvent } from 'react';
import { MESSAGES, isEmail, type Ack } from '@d2d/contract';
import { ApiError } from '@d2d/core';

/** Where an e-mail form stands: being filled, sending, answered, or failed with the text to show. */
export type EmailSubmissionState<T = Ack> = { step: 'idle' | 'sending' } | { step: 'done'; message: string; answer: T } | { step: 'failed'; message: string };

/** The text of a failed list call: the server's field message on a 422, otherwise service unavailable. */
export function emailSubmissionError(error: unknown): string {
  return error instanceof ApiError && error.status === 422 && error.message ? error.message : MESSAGES.serviceUnavailable;
}

/** What {@link useEmailSubmission} hands the form. */
export interface EmailSubmission<T = Ack> {
  email: string;
  setEmail: (email: string) => void;
  /** The field's own error (required, invalid address), checked before anything is sent. */
  fieldError: string | null;
  state: EmailSubmissionState<T>;
  /** The form's submit handler. */
  submit: (event: FormEvent) => Promise<void>;
  /** Back to an empty, unanswered form (a dialog that closes). */
  reset: () => void;
}

/**
 * One e-mail address sent to a list call (join, leave): the address is checked before sending so
 * the shopper sees the field's message at once, and the server's answer (or its 422 message) after.
 * @param send - The call; the `message` of its answer is shown when it answers.
 * @param doneText - What to show when the answer carries no message.
 * @param defaultEmail - The address to start with.
 * @example
 * const form = useEmailSubmission((email) => store.api.streaming.subscribe(email), 'Thanks!');
 */
export function useEmailSubmission<T extends object = Ack>(
  send: (email: string) => Promise<T>,
  doneText: string,
  defaultEmail = '',
): EmailSubmission<T> {
  const [email, setEmail] = useState(defaultEmail);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [state, setState] = useState<EmailSubmissionState<T>>({ step: 'idle' });
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
      const answer = await send(address);
      // an answer that carries a message (an Ack) says what happened; others get the form's text
      const { message } = answer as { message?: unknown };
      setState({ step: 'done', message: typeof message === 'string' && message ? message : doneText, answer });
    } catch (error) {
      setState({ step: 'failed', message: emailSubmissionError(error) });
    }
  };
  const reset = () => {
    setState({ step: 'idle' });
    setFieldError(null);
  };
  return { email, setEmail, fieldError, state, submit, reset };
}
