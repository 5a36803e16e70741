import { useId, useState, type FormEvent } from 'react';
import { COUPON_CODE_MAX_LENGTH, couponFormView, type CouponDetail } from '@d2d/contract';
import { cx } from '../../utils/cx.js';

/** Props of {@link CouponForm}. */
export interface CouponFormProps {
  signedIn: boolean;
  /** The applied coupon; the form hides once one is applied (one at a time). */
  coupon: CouponDetail | null;
  /** A coupon is being applied. */
  loading: boolean;
  /** Applies a code (`store.cart.applyCoupon`). */
  onApply: (code: string) => void;
  /** Removes the applied coupon (`store.cart.removeCoupon`). */
  onRemove: () => void;
  /** The coupon's discount is over 49% off: highlight it. */
  highlighted?: boolean;
  className?: string;
}

/**
 * Coupon entry (spec §2, §5) with the contract's rules: only for logged-in shoppers (visitors see
 * the disabled input with 'Login to enter coupon.'), Apply disabled when empty or loading, and
 * the form hidden once a coupon is applied, when the applied coupon shows with Remove.
 * @example
 * <CouponForm signedIn coupon={cart.coupon} loading={cart.couponLoading} onApply={(c) => store.cart.applyCoupon(c)} onRemove={() => store.cart.removeCoupon()} />
 */
export function CouponForm({ signedIn, coupon, loading, onApply, onRemove, highlighted = false, className }: CouponFormProps) {
  const [code, setCode] = useState('');
  const inputId = useId();
  const view = couponFormView({ code, loggedIn: signedIn, couponApplied: coupon !== null, loading });
  if (view.hidden && coupon) {
    return (
      <div className={cx('d2d-coupon', 'd2d-coupon--applied', highlighted && 'd2d-coupon--highlight', className)}>
        <p className="d2d-coupon__applied">
          Coupon <strong>{coupon.code}</strong>
          {coupon.coupon_description ? ` — ${coupon.coupon_description}` : ''}
        </p>
        <button type="button" className="d2d-button d2d-button--small d2d-button--ghost" aria-label={`Remove coupon ${coupon.code}`} onClick={onRemove}>
          Remove
        </button>
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (view.applyDisabled) return;
    onApply(code.trim());
  };
  return (
    <form className={cx('d2d-coupon', className)} onSubmit={submit} aria-busy={loading || undefined}>
      <label htmlFor={inputId} className="d2d-field__label">
        Coupon code
      </label>
      <div className="d2d-coupon__row">
        <input
          id={inputId}
          className="d2d-input"
          value={code}
          maxLength={COUPON_CODE_MAX_LENGTH}
          disabled={view.inputDisabled}
          placeholder={view.placeholder}
          autoComplete="off"
          onChange={(e) => setCode(e.target.value)}
        />
        <button type="submit" className="d2d-button" disabled={view.applyDisabled}>
          {loading ? 'Applying…' : 'Apply'}
        </button>
      </div>
    </form>
  );
}
