/**
 * The coupon entry rules of spec §2 and §5.
 * @module
 */
import { COUPON_LOGIN_PLACEHOLDER } from '../messageTexts.js';

/** What the coupon form knows when the shopper presses Apply (or types). */
export interface CouponEntryState {
  /** The code typed. */
  readonly code: string | null | undefined;
  readonly loggedIn: boolean;
  /** A coupon is already applied to the cart (one at a time). */
  readonly couponApplied: boolean;
  /** An apply call is in flight. */
  readonly loading: boolean;
}

/**
 * What Apply does: `login` opens the login dialog (visitors), `ignore` does nothing (with why),
 * `apply` sends the trimmed `code`.
 */
export type CouponDecision =
  | { readonly action: 'login' }
  | { readonly action: 'ignore'; readonly reason: 'alreadyApplied' | 'loading' | 'empty' }
  | { readonly action: 'apply'; readonly code: string };

/**
 * Decides what pressing Apply does: visitors get the login dialog; with a coupon already
 * applied, while loading, or with an empty code it is ignored; otherwise the code is applied.
 * @param state - The form's state.
 * @returns The decision.
 * @example
 * const decision = decideCouponApply({ code, loggedIn, couponApplied, loading });
 * if (decision.action === 'apply') await store.cart.applyCoupon(decision.code);
 */
export function decideCouponApply(state: CouponEntryState): CouponDecision {
  if (!state.loggedIn) return { action: 'login' };
  if (state.couponApplied) return { action: 'ignore', reason: 'alreadyApplied' };
  if (state.loading) return { action: 'ignore', reason: 'loading' };
  const code = (state.code ?? '').trim();
  if (code === '') return { action: 'ignore', reason: 'empty' };
  return { action: 'apply', code };
}

/** How the coupon form renders. */
export interface CouponFormView {
  /** The form is hidden once a coupon is applied. */
  readonly hidden: boolean;
  /** The input is disabled for visitors. */
  readonly inputDisabled: boolean;
  /** Apply is disabled for an empty code, for visitors and while loading. */
  readonly applyDisabled: boolean;
  /** 'Login to enter coupon.' for visitors; no placeholder otherwise. */
  readonly placeholder: string | undefined;
}

/**
 * The coupon form's rendering state.
 * @param state - The form's state.
 * @returns Visibility, disabled flags and placeholder.
 * @example
 * const view = couponFormView({ code: '', loggedIn: false, couponApplied: false, loading: false });
 * // view.placeholder === 'Login to enter coupon.'
 */
export function couponFormView(state: CouponEntryState): CouponFormView {
  const empty = (state.code ?? '').trim() === '';
  return {
    hidden: state.couponApplied,
    inputDisabled: !state.loggedIn,
    applyDisabled: empty || !state.loggedIn || state.loading,
    placeholder: state.loggedIn ? undefined : COUPON_LOGIN_PLACEHOLDER,
  };
}
