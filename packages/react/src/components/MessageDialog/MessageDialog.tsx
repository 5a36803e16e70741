import { useId, type ReactNode } from 'react';
import { Dialog } from '../Dialog/Dialog.js';

/** Props of {@link MessageDialog}. */
export interface MessageDialogProps {
  open: boolean;
  title: string;
  /** The message; its lines become paragraphs. */
  message: ReactNode;
  onClose: () => void;
  /** Extra buttons or links beside OK (Resend, Contact support). */
  actions?: ReactNode;
  /** The label of the closing button (default 'OK'). */
  closeLabel?: string;
  /** `error` renders an alert dialog. */
  tone?: 'info' | 'error';
}

/**
 * The generic message and error dialog (spec §8: "a generic dialog with type and body"): a title,
 * the message, optional actions and an OK button. Errors are alert dialogs described by their
 * message.
 * @example
 * <MessageDialog open title="Add Coupon Fail" message="Coupon has expired." tone="error" onClose={close} />
 */
export function MessageDialog({ open, title, message, onClose, actions, closeLabel = 'OK', tone = 'info' }: MessageDialogProps) {
  const bodyId = useId();
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      size="small"
      role={tone === 'error' ? 'alertdialog' : 'dialog'}
      describedBy={bodyId}
      footer={
        <>
          {actions}
          <button type="button" className="d2d-button d2d-button--primary" onClick={onClose}>
            {closeLabel}
          </button>
        </>
      }
    >
      <div id={bodyId} className="d2d-message">
        {typeof message === 'string' ? message.split('\n').map((line, i) => <p key={i}>{line}</p>) : message}
      </div>
    </Dialog>
  );
}
