import { useState } from 'react';
import { PREMIUM_TITLES_PER_MONTH } from '@d2d/contract';
import { premiumErrorDialog, type MessageDialog } from '@d2d/core';
import { Dialog } from '../Dialog/Dialog.js';
import { CheckoutMessageDialog } from '../Dialog/CheckoutMessageDialog.js';

/** Props of {@link SubscribeDialog}. */
export interface SubscribeDialogProps {
  open: boolean;
  /** The monthly plan price as shown (`formatWirePrice` of `/d2d/premium/plan_price`); null while it loads. */
  price: string | null;
  /**
   * Starts the subscription in the hosted checkout (`store.api.premium.subscribe`); resolves its
   * `call_url`.
   */
  onSubscribe: () => Promise<string>;
  /**
   * Shows a failure (5010 already subscribed, 4010 with Resend, 87, 422 base errors) in the
   * store's dialogs; this dialog then closes. Without it the text shows in this dialog.
   */
  onFailure?: (dialog: MessageDialog) => void;
  onClose: () => void;
}

type Step = { name: 'offer'; error: string | null } | { name: 'working' } | { name: 'checkout'; url: string };

/**
 * The subscribe modal (spec §2 Modals "subscribe"): what the premium plan gives and costs, then
 * the hosted checkout it continues to. Render it with a `key` so each opening starts afresh.
 * @example
 * <SubscribeDialog open price="$14.99"
 *   onSubscribe={async () => (await store.api.premium.subscribe({ return_url })).call_url}
 *   onFailure={dialogs.show} onClose={close} />
 */
export function SubscribeDialog({ open, price, onSubscribe, onFailure, onClose }: SubscribeDialogProps) {
  const [step, setStep] = useState<Step>({ name: 'offer', error: null });
  const working = step.name === 'working';

  const subscribe = () => {
    setStep({ name: 'working' });
    onSubscribe().then(
      (url) => setStep({ name: 'checkout', url }),
      (error: unknown) => {
        const dialog = premiumErrorDialog(error);
        if (dialog && onFailure) {
          onClose();
          onFailure(dialog);
          return;
        }
        setStep({ name: 'offer', error: dialog?.message ?? 'Sorry. Something went wrong.' });
      },
    );
  };

  if (step.name === 'checkout') {
    return (
      <CheckoutMessageDialog open={open} title="Premium checkout" url={step.url} onClose={onClose}>
        <p>You are subscribing to the premium plan{price ? ` for ${price} a month` : ''}.</p>
        <p className="d2d-field__hint">Pay in the secure checkout. Your plan renews every month on the card you pay with until you stop renewing.</p>
      </CheckoutMessageDialog>
    );
  }

  return (
    <Dialog
      open={open}
      title="Subscribe to Premium"
      onClose={onClose}
      size="small"
      dismissable={!working}
      footer={
        <>
          <button type="button" className="d2d-button" onClick={onClose} disabled={working}>
            Cancel
          </button>
          <button type="button" className="d2d-button d2d-button--buy" onClick={subscribe} disabled={working || price === null} aria-busy={working || undefined}>
            {price ? `Subscribe for ${price}/month` : 'Subscribe'}
          </button>
        </>
      }
    >
      <ul className="d2d-subscribe__perks">
        <li>{PREMIUM_TITLES_PER_MONTH} hand-picked games every month, with their activation keys.</li>
        <li>{price ? `${price} a month, ` : ''}renewed monthly.</li>
        <li>Stop renewing any time: your plan stays active until the end of the billing period, with no refund.</li>
      </ul>
      {step.name === 'offer' && step.error && (
        <p className="d2d-alert d2d-alert--error" role="alert">
          {step.error}
        </p>
      )}
    </Dialog>
  );
}
