import { describe, expect, it } from 'vitest';
import { couponFormView, decideCouponApply } from './index.js';

const ready = { code: ' SAVE10 ', loggedIn: true, couponApplied: false, loading: false };

describe('decideCouponApply', () => {
  it('should apply the trimmed code', () => {
    expect(decideCouponApply(ready)).toEqual({ action: 'apply', code: 'SAVE10' });
  });

  it('should open login for visitors', () => {
    expect(decideCouponApply({ ...ready, loggedIn: false })).toEqual({ action: 'login' });
  });

  it('should ignore a second coupon, a press while loading and an empty code', () => {
    expect(decideCouponApply({ ...ready, couponApplied: true })).toEqual({ action: 'ignore', reason: 'alreadyApplied' });
    expect(decideCouponApply({ ...ready, loading: true })).toEqual({ action: 'ignore', reason: 'loading' });
    expect(decideCouponApply({ ...ready, code: '  ' })).toEqual({ action: 'ignore', reason: 'empty' });
    expect(decideCouponApply({ ...ready, code: undefined })).toEqual({ action: 'ignore', reason: 'empty' });
  });
});

describe('couponFormView', () => {
  it('should show a usable form to a logged-in shopper', () => {
    expect(couponFormView(ready)).toEqual({ hidden: false, inputDisabled: false, applyDisabled: false, placeholder: undefined });
  });

  it('should disable the input for visitors and prompt them to log in', () => {
    expect(couponFormView({ ...ready, loggedIn: false, code: '' })).toEqual({
      hidden: false,
      inputDisabled: true,
      applyDisabled: true,
      placeholder: 'Login to enter coupon.',
    });
  });

  it('should disable Apply for an empty code and while loading', () => {
    expect(couponFormView({ ...ready, code: '' }).applyDisabled).toBe(true);
    expect(couponFormView({ ...ready, loading: true }).applyDisabled).toBe(true);
  });

  it('should hide the form once a coupon is applied', () => {
    expect(couponFormView({ ...ready, couponApplied: true }).hidden).toBe(true);
  });
});
