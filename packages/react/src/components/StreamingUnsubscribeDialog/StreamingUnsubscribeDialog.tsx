import { useEffect } from 'react';
import type { Ack } from '@d2d/contract';
import { useEmailSubmission } from '../../hooks/useEmailSubmission.js';
import { Dialog } from '../Dialog/Dialog.js';
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

/**
 * The unsubscribe and complete dialogs of the streaming mailing list (spec §2 modals): the
 * address to take off the list (inputs disabled while submitting), then the completion.
 * @example
 * <StreamingUnsubscribeDialog open={open} defaultEmail={email} onUnsubscribe={(e) => store.api.streaming.unsubscribe(e)} onClose={close} />
 */
export function StreamingUnsubscribeDialog({ open, defaultEmail = '', onUnsubscribe, onClose }: StreamingUnsubscribeDialogProps) {
  const { email, setEmail, fieldError, state, submit, reset } = useEmailSubmission(onUnsubscribe, 'You have been removed from the streaming mailing list.', defaultEmail);
  // each opening starts from the address the page offers
  useEffect(() => {
    if (open) setEmail(defaultEmail);
  }, [open]);
  const close = () => {
    reset();
    onClose();
  };
  if (state.step === 'done') {
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
