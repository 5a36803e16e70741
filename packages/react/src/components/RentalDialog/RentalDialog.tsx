import { useId, useState } from 'react';
import { RENTAL_ERROR_CODE, RENTAL_MAX_DAYS, RENTAL_MIN_DAYS, type SiteId } from '@d2d/contract';
import { formatPrice, premiumErrorDialog, type MessageDialog } from '@d2d/core';
import { Dialog } from '../Dialog/Dialog.js';
import { CheckoutMessageDialog } from '../Dialog/CheckoutMessageDialog.js';

/** Props of {@link RentalDialog}. */
export interface RentalDialogProps {
  open: boolean;
  /** The game's title. */
  title: string;
  /** The price of one 24-hour block in minor units (the offer's `rentalPrice`). */
  dayPriceMinor: number;
  siteId: SiteId;
  /**
   * Starts the rental in the hosted checkout (`store.api.premium.rent`); resolves its `call_url`.
   * `again` extends a running rental.
   */
  onRent: (days: number, again: boolean) => Promise<string>;
  /**
   * Shows a failure that is not a rental warning (87, 4010 with Resend, 422 base errors) in the
   * store's dialogs; the rental dialog then closes. Without it the text shows in this dialog.
   */
  onFailure?: (dialog: MessageDialog) => void;
  onClose: () => void;
}

type Step =
  | { name: 'choose'; error: string | null }
  | { name: 'working' }
  | { name: 'warn'; message: string; canExtend: boolean }
  | { name: 'checkout'; url: string };

const DAY_CHOICES = Array.from({ length: RENTAL_MAX_DAYS - RENTAL_MIN_DAYS + 1 }, (_, i) => RENTAL_MIN_DAYS + i);
const daysText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/**
 * The rental and rental checkout message modals (spec §2 Modals, §5, §8; DECISIONS.md): the
 * shopper picks 1 to 5 days at the day price times the days, then the checkout message leads to
 * the hosted checkout. Rental codes 4003 and 4006 warn (4006 offers to extend the running
 * rental); 4004 just closes. Render it with a `key` per product so each rental starts afresh.
 * @example
 * <RentalDialog open title="Rogue Circuit" dayPriceMinor={299} siteId={1}
 *   onRent={async (days, again) => (await store.api.premium.rent({ days, product_id: 4, again })).call_url}
 *   onClose={close} />
 */
export function RentalDialog({ open, title, dayPriceMinor, siteId, onRent, onFailure, onClose }: RentalDialogProps) {
  const selectId = useId();
  const [days, setDays] = useState(RENTAL_MIN_DAYS);
  const [step, setStep] = useState<Step>({ name: 'choose', error: null });
  const total = formatPrice(dayPriceMinor * days, siteId);
  const working = step.name === 'working';

  const rent = (again: boolean) => {
    setStep({ name: 'working' });
    onRent(days, again).then(
      (url) => setStep({ name: 'checkout', url }),
      (error: unknown) => {
        const dialog = premiumErrorDialog(error, 'rental');
        if (dialog === null) {
          onClose();
          return;
        }
        if (dialog.code !== undefined && (Number(dialog.code) === RENTAL_ERROR_CODE.alreadyOwned || Number(dialog.code) === RENTAL_ERROR_CODE.alreadyRented)) {
          setStep({ name: 'warn', message: dialog.message, canExtend: Number(dialog.code) === RENTAL_ERROR_CODE.alreadyRented });
          return;
        }
        if (onFailure) {
          onClose();
          onFailure(dialog);
          return;
        }
        setStep({ name: 'choose', error: dialog.message });
      },
    );
  };

  if (step.name === 'checkout') {
    return (
      <CheckoutMessageDialog open={open} title="Rental checkout" url={step.url} onClose={onClose}>
        <p>
          You are renting {title} for {daysText(days)} for {total}.
        </p>
        <p className="d2d-field__hint">Pay in the secure checkout. The game appears in My games with its time left as soon as the payment completes.</p>
      </CheckoutMessageDialog>
    );
  }

  if (step.name === 'warn') {
    return (
      <Dialog
        open={open}
        title={`Rent ${title}`}
        onClose={onClose}
        size="small"
        role="alertdialog"
        footer={
          <>
            <button type="button" className="d2d-button" onClick={onClose}>
              Close
            </button>
            {step.canExtend && (
              <button type="button" className="d2d-button d2d-button--primary" onClick={() => rent(true)}>
                Extend by {daysText(days)}
              </button>
            )}
          </>
        }
      >
        <p className="d2d-alert d2d-alert--info" role="alert">
          {step.message}
        </p>
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      title={`Rent ${title}`}
      onClose={onClose}
      size="small"
      dismissable={!working}
      footer={
        <>
          <button type="button" className="d2d-button" onClick={onClose} disabled={working}>
            Cancel
          </button>
          <button type="button" className="d2d-button d2d-button--primary" onClick={() => rent(false)} disabled={working} aria-busy={working || undefined}>
            Rent for {total}
          </button>
        </>
      }
    >
      <p>
        Rent for {RENTAL_MIN_DAYS} to {RENTAL_MAX_DAYS} days at {formatPrice(dayPriceMinor, siteId)} a day.
      </p>
      <div className="d2d-field">
        <label className="d2d-field__label" htmlFor={selectId}>
          Rental length
        </label>
        <select id={selectId} className="d2d-select" value={days} disabled={working} onChange={(e) => setDays(Number(e.target.value))}>
          {DAY_CHOICES.map((d) => (
            <option key={d} value={d}>
              {daysText(d)} ({formatPrice(dayPriceMinor * d, siteId)})
            </option>
          ))}
        </select>
      </div>
      <p className="d2d-rental__total">Total: {total}</p>
      {step.name === 'choose' && step.error && (
        <p className="d2d-alert d2d-alert--error" role="alert">
          {step.error}
        </p>
      )}
    </Dialog>
  );
}
