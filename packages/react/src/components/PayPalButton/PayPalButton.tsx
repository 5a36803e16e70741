import { cx } from '../../utils/cx.js';

/** Props of {@link PayPalButton}. */
export interface PayPalButtonProps {
  /** Enabled only when logged in and the cart is not empty (core's `checkout.payPalEnabled`). */
  enabled: boolean;
  busy?: boolean;
  /** Starts the PayPal-type payment (`store.checkout.startPayPal`). */
  onClick: () => void;
  className?: string;
}

/**
 * The PayPal-type checkout button (spec §2, §4): create the payment, authorise it in the
 * provider's frame, purchase, then the result page.
 * @example
 * <PayPalButton enabled={useSignalValue(store.checkout.payPalEnabled)} onClick={() => store.checkout.startPayPal({ redirectUrl })} />
 */
export function PayPalButton({ enabled, busy = false, onClick, className }: PayPalButtonProps) {
  return (
    <button type="button" className={cx('d2d-button d2d-button--block d2d-paypal', className)} disabled={!enabled || busy} aria-busy={busy || undefined} onClick={onClick}>
      Pay with <span className="d2d-paypal__brand">PayPal</span>
    </button>
  );
}
