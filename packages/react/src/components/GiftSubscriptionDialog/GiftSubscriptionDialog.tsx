import { useId, useState, type FormEvent } from 'react';
import { PREMIUM_GIFT_MAX_MONTHS, giftPremiumBodySchema } from '@d2d/contract';
import { premiumErrorDialog, type MessageDialog } from '@d2d/core';
import { Dialog } from '../Dialog/Dialog.js';
import { CheckoutMessageDialog } from '../Dialog/CheckoutMessageDialog.js';

/** Props of {@link GiftSubscriptionDialog}. */
export interface GiftSubscriptionDialogProps {
  open: boolean;
  /** The monthly plan price in minor units; null while it loads. */
  monthPriceMinor: number | null;
  /** Formats minor units in the site's currency (`formatPrice(minor, store.site)`). */
  formatMinor: (minor: number) => string;
  /** Starts the gift in the hosted checkout (`store.api.premium.gift`); resolves its `call_url`. */
  onGift: (email: string, months: number) => Promise<string>;
  /** Shows a failure (4010 with Resend, 87) in the store's dialogs; this dialog then closes. */
  onFailure?: (dialog: MessageDialog) => void;
  onClose: () => void;
}

type Step = { name: 'form'; error: string | null } | { name: 'working' } | { name: 'checkout'; url: string };

const MONTH_CHOICES = Array.from({ length: PREMIUM_GIFT_MAX_MONTHS }, (_, i) => i + 1);
const monthsText = (months: number) => `${months} ${months === 1 ? 'month' : 'months'}`;

/**
 * The gift-a-subscription modal (spec §4 "Gift subscription"): the recipient's e-mail and 1 to 12
 * months at the plan price, paid in the hosted checkout. The recipient claims the gift with its
 * code; their card is authorised only, and monthly charging starts after the gift unless they
 * cancel. Render it with a `key` so each opening starts afresh.
 * @example
 * <GiftSubscriptionDialog open monthPriceMinor={1499} formatMinor={(m) => formatPrice(m, store.site)}
 *   onGift={async (email, months) => (await store.api.premium.gift({ email, months })).call_url} onClose={close} />
 */
export function GiftSubscriptionDialog({ open, monthPriceMinor, formatMinor, onGift, onFailure, onClose }: GiftSubscriptionDialogProps) {
  const emailId = useId();
  const monthsId = useId();
  const [email, setEmail] = useState('');
  const [months, setMonths] = useState(1);
  const [step, setStep] = useState<Step>({ name: 'form', error: null });
  const working = step.name === 'working';
  const total = monthPriceMinor === null ? null : formatMinor(monthPriceMinor * months);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = giftPremiumBodySchema.safeParse({ email, months });
    if (!parsed.success) {
      setStep({ name: 'form', error: 'Enter a valid e-mail address.' });
      return;
    }
    setStep({ name: 'working' });
    onGift(parsed.data.email, months).then(
      (url) => setStep({ name: 'checkout', url }),
      (error: unknown) => {
        const dialog = premiumErrorDialog(error);
        if (dialog && onFailure && dialog.code !== undefined) {
          onClose();
          onFailure(dialog);
          return;
        }
        setStep({ name: 'form', error: dialog?.message ?? 'Sorry. Something went wrong.' });
      },
    );
  };

  if (step.name === 'checkout') {
    return (
      <CheckoutMessageDialog open={open} title="Gift checkout" url={step.url} onClose={onClose}>
        <p>
          You are giving {monthsText(months)} of the premium plan to {email.trim()}
          {total ? ` for ${total}` : ''}.
        </p>
        <p className="d2d-field__hint">Once paid, your gift's code is listed in your Subscription tab. Send it to them: they claim the gift with it.</p>
      </CheckoutMessageDialog>
    );
  }

  return (
    <Dialog
      open={open}
      title="Gift a subscription"
      onClose={onClose}
      size="small"
      dismissable={!working}
      footer={
        <>
          <button type="button" className="d2d-button" onClick={onClose} disabled={working}>
            Cancel
          </button>
          <button type="submit" form={`${emailId}-form`} className="d2d-button d2d-button--buy" disabled={working || total === null} aria-busy={working || undefined}>
            {total ? `Gift for ${total}` : 'Gift'}
          </button>
        </>
      }
    >
      <form id={`${emailId}-form`} onSubmit={submit} noValidate>
        <div className="d2d-field">
          <label className="d2d-field__label" htmlFor={emailId}>
            Recipient's e-mail
          </label>
          <input id={emailId} className="d2d-input" type="email" autoComplete="off" value={email} disabled={working} onChange={(e) => setEmail(e.target.value)} required />
        </div>
        <div className="d2d-field">
          <label className="d2d-field__label" htmlFor={monthsId}>
            Gift length
          </label>
          <select id={monthsId} className="d2d-select" value={months} disabled={working} onChange={(e) => setMonths(Number(e.target.value))}>
            {MONTH_CHOICES.map((m) => (
              <option key={m} value={m}>
                {monthsText(m)}
                {monthPriceMinor === null ? '' : ` (${formatMinor(monthPriceMinor * m)})`}
              </option>
            ))}
          </select>
        </div>
      </form>
      <p className="d2d-field__hint">
        They claim the gift with its code. Their card is authorised only; monthly charging starts after the gift unless they cancel.
      </p>
      {step.name === 'form' && step.error && (
        <p className="d2d-alert d2d-alert--error" role="alert">
          {step.error}
        </p>
      )}
    </Dialog>
  );
}
