import type { ReactNode } from 'react';
import { Dialog } from './Dialog.js';

/** Props of {@link CheckoutMessageDialog}. */
export interface CheckoutMessageDialogProps {
  open: boolean;
  /** The dialog's title ('Rental checkout', 'Premium checkout', ...). */
  title: string;
  /** The hosted checkout the shopper continues to. */
  url: string;
  onClose: () => void;
  /** What the shopper is about to pay for. */
  children: ReactNode;
}

/**
 * The message shown before a hosted checkout (spec §2 "rental checkout message" and its premium
 * and gift twins): what is being paid for, Cancel, and a link on to the checkout.
 * @example
 * <CheckoutMessageDialog open title="Rental checkout" url={url} onClose={close}><p>You are renting …</p></CheckoutMessageDialog>
 */
export function CheckoutMessageDialog({ open, title, url, onClose, children }: CheckoutMessageDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      size="small"
      footer={
        <>
          <button type="button" className="d2d-button" onClick={onClose}>
            Cancel
          </button>
          <a className="d2d-button d2d-button--primary" href={url}>
            Continue to checkout
          </a>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
