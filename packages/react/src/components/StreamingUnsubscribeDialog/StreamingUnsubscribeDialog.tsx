import { useEffect, useState, type FormEvent } from 'react';
import { MESSAGES, isEmail, type Ack } from '@d2d/contract';
import { Dialog } from '../Dialog/Dialog.js';
import { mailingListError } from '../StreamingMailingList/StreamingMailingList.js';
import { TextField } from '../TextField/TextField.js';

/** Props of {@link StreamingUnsubscribeDialog}. */
export interface StreamingUnsubscribeDialogProps {
  open: boolean;
  /** The address to start with. */
  defaultEmail?: string;
  /** Leaves the list (`store.api.streaming.unsubscribe`); the answer's message is shown on completion. */
  onUnsubscribe: (email: string) => Promise<Ack>;
  onClose: () => void;
}

type State = { step: 'form' | 'sending' } | { step: 'complete'; message: string } | { step: 'failed'; message: string };

/**
 * The unsubscribe and complete dialogs of the streaming mailing list (spec §2 modals): the
 * address to take off the list (inputs disabled while submitting), then the completion.
 * @example
 * <StreamingUnsubscribeDialog open={open} defaultEmail={email} onUnsubscribe={(e) => store.api.streaming.unsubscribe(e)} onClose={close} />
 */
export function StreamingUnsubscribeDialog({ open, defaultEmail = '', onUnsubscribe, onClose }: StreamingUnsubscribeDialogProps) {
  const [email, setEmail] = useState(defaultEmail);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [state, setState] = useState<State>({ step: 'form' });
  // each opening starts from the address the page offers
  useEffect(() => {
    if (open) setEmail(defaultEmail);
  }, [open]);
  const close = () => {
    setState({ step: 'form' });
    setFieldError(null);
    onClose();
  };
  if (state.step === 'complete') {
    return (
      <Dialog
        key="complete"
        open={open}
        title="Unsubscribed"
        onClose={close}
        size="small"
        footer={
          <button type="button" className="d2d-button d2d-button--primary" onClick={close}>
            OK
          </button>
        }
      >
        <p role="status">{state.message}</p>
      </Dialog>
    );
  }
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
      const ack = await onUnsubscribe(address);
      setState({ step: 'complete', message: ack.message ?? 'You have been removed from the streaming mailing list.' });
    } catch (error) {
      setState({ step: 'failed', message: mailingListError(error) });
    }
  };
  const sending = state.step === 'sending';
  return (
    <Dialog key="form" open={open} title="Unsubscribe from streaming news" onClose={close} size="small">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <fieldset className="d2d-mailing-list__fields" disabled={sending}>
          <legend className="d2d-mailing-list__legend">Stop the Cloud Play news e-mails to this address</legend>
          <TextField label="E-mail" type="email" autoComplete="email" value={email} error={fieldError} onChange={(e) => setEmail(e.target.value)} />
          {state.step === 'failed' && (
            <p className="d2d-field__error" role="alert">
              {state.message}
            </p>
          )}
          <div className="d2d-mailing-list__actions">
            <button type="button" className="d2d-button" onClick={close}>
              Cancel
            </button>
            <button type="submit" className="d2d-button d2d-button--primary">
              {sending ? 'Unsubscribing…' : 'Unsubscribe'}
            </button>
          </div>
        </fieldset>
      </form>
    </Dialog>
  );
}
