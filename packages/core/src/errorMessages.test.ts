import { describe, expect, it } from 'vitest';
import {
  ApiError,
  NetworkError,
  RefusedError,
  cardErrorMessage,
  checkoutErrorDialog,
  couponErrorDialog,
  fraudCheckDialog,
  loginFailure,
  premiumErrorDialog,
  purchaseFailText,
  signUpFailure,
  streamingErrorMessage,
  tradeInReminderDialog,
} from './index.js';

const api = (status: number, body: unknown) => new ApiError('POST /api/account/shopping_carts/checkout', { status, body });
const unprocessable = (body: unknown) => api(422, body);

describe('checkoutErrorDialog (spec §8 cart and checkout)', () => {
  it('should show the transaction limit and empty-cart texts', () => {
    expect(checkoutErrorDialog(new RefusedError('cart-limit', 'x')).message).toBe('x');
    const limit = checkoutErrorDialog(new RefusedError('cart-limit', 'Due to transaction limit, you can not purchase more than 5 items at one time. Please remove some items in your shopping cart.'));
    expect(limit).toMatchObject({ kind: 'message', code: 'cart-limit' });
  });

  it('should show the failureError message of a 409', () => {
    expect(checkoutErrorDialog(api(409, { failureError: { id: 12, message: 'Price changed, please review.' } }))).toMatchObject({
      kind: 'message',
      message: 'Price changed, please review.',
      code: 12,
    });
  });

  it('should open the unconfirmed e-mail dialog with Resend for 4010', () => {
    expect(checkoutErrorDialog(unprocessable({ error_code: 4010, errors: { base: ['Email not confirmed'] } }))).toEqual({
      kind: 'unconfirmed-email',
      message:
        'In order to complete a purchase you must confirm your email address. If you did not receive the confirmation email, click Resend.',
      code: 4010,
      actions: ['resend-confirmation'],
    });
  });

  it('should ask for the billing address and go to account info for 4011', () => {
    expect(checkoutErrorDialog(unprocessable({ error_code: '4011' }))).toMatchObject({
      message: 'Email Billing Address Required',
      navigateOnClose: '/my-account/account-info',
    });
  });

  it('should refer code 87 to Customer Support with a link', () => {
    expect(checkoutErrorDialog(unprocessable({ error_code: 87 }))).toMatchObject({
      message: 'Your purchase cannot be completed. Please contact Customer Support for assistance.',
      actions: ['support-link'],
    });
  });

  it('should explain a traded-in product for 1294', () => {
    expect(checkoutErrorDialog(unprocessable({ error_code: 1294 })).message).toBe(
      'You traded in this product before, so it cannot be purchased again.',
    );
  });

  it('should show the server text for 7002', () => {
    expect(checkoutErrorDialog(unprocessable({ error_code: '7002', message: 'Region locked title.' })).message).toBe('Region locked title.');
  });

  it('should name already-owned products, for the shopper or the gift recipient', () => {
    expect(checkoutErrorDialog(unprocessable({ errors: { base: [] } }), { ownedTitles: ['Doom', 'Quake'] }).message).toBe(
      'You already own: Doom, Quake.',
    );
    expect(checkoutErrorDialog(unprocessable({ errors: { base: [] } }), { gift: true, ownedTitles: ['Doom'] }).message).toBe(
      'The recipient email already owns: Doom.',
    );
  });

  it('should join base errors otherwise', () => {
    expect(checkoutErrorDialog(unprocessable({ errors: { base: ['First.', 'Second.'] } })).message).toBe('First. Second.');
  });

  it('should show the error text of a 500', () => {
    expect(checkoutErrorDialog(api(500, { message: 'Payment provider down.' })).message).toBe('Payment provider down.');
    expect(checkoutErrorDialog(api(500, undefined)).message).toBe('Sorry. Something went wrong.');
  });

  it('should fall back to a generic text when the server was not reached', () => {
    expect(checkoutErrorDialog(new NetworkError('GET /x', new TypeError('fetch failed'))).message).toBe('Sorry. Something went wrong.');
  });
});

describe('coupon, fraud check and card failures', () => {
  it('should title coupon failures and show the server message', () => {
    expect(couponErrorDialog('add', unprocessable({ errors: { base: ['Coupon expired.'] } }))).toMatchObject({
      title: 'Add Coupon Fail',
      message: 'Coupon expired.',
    });
    expect(couponErrorDialog('remove', api(409, { failureError: { id: 3, message: 'No coupon.' } }))).toMatchObject({
      title: 'Remove Coupon Fail',
      message: 'No coupon.',
    });
  });

  it('should show a failed fraud check with its code, or with a support link', () => {
    expect(fraudCheckDialog('R12')).toMatchObject({ message: 'Your purchase cannot be completed. #R12', code: 'R12' });
    expect(fraudCheckDialog(null)).toMatchObject({
      message: 'Your purchase cannot be completed. Please contact Customer Support.',
      actions: ['support-link'],
    });
  });

  it("should show the card provider's own message", () => {
    expect(cardErrorMessage('Your card was declined.')).toBe('Your card was declined.');
    expect(cardErrorMessage('  ')).toBe('Sorry. Something went wrong.');
  });
});

describe('purchase fail codes', () => {
  it('should map 3001, 4001, 4002 and 5001', () => {
    expect(purchaseFailText(3001)).toBe('Profile saved');
    expect(purchaseFailText('4001')).toBe('Your payment was declined. Please contact Billing Support.');
    expect(purchaseFailText(4002)).toBe('User is currently blocked');
    expect(purchaseFailText(5001)).toBe('Unknown System Error');
    expect(purchaseFailText('999')).toBe('Unknown System Error');
  });
});

describe('login and sign-up failures', () => {
  it('should list model-state errors of a 400', () => {
    expect(loginFailure(api(400, { message: 'invalid', modelState: { email: ['This field is required.'] } }))).toEqual({
      kind: 'messages',
      messages: ['This field is required.'],
    });
  });

  it('should offer the resend button for 102 and go to complete-forget-password for 104', () => {
    expect(loginFailure(api(409, { failureError: { id: 102, message: 'Confirm first.' } }))).toEqual({ kind: 'resendConfirmation', message: 'Confirm first.' });
    expect(loginFailure(api(409, { failureError: { id: 104, message: 'Set a password.' } }))).toMatchObject({ kind: 'navigate', path: '/complete-forget-password' });
  });

  it('should fall back to the login-failed text', () => {
    expect(loginFailure(api(500, undefined))).toEqual({ kind: 'messages', messages: ['(Login failed. Please try again.)'] });
    expect(loginFailure(new NetworkError('POST /api/account/login', null))).toEqual({ kind: 'messages', messages: ['(Login failed. Please try again.)'] });
  });

  it('should list sign-up errors by field and always reset the captcha', () => {
    const failure = signUpFailure(api(422, { errors: { email: ['has already been taken'] } }));
    expect(failure).toMatchObject({ fieldErrors: { email: 'has already been taken' }, resetCaptcha: true });
    expect(signUpFailure(api(409, { failureError: { id: 1, message: 'Blocked.' } })).messages).toEqual(['Blocked.']);
  });
});

describe('premium and rental failures', () => {
  it('should map 87, 4010, 5010, 500 and 422 for premium', () => {
    expect(premiumErrorDialog(unprocessable({ error_code: 87 }))?.message).toMatch(/^Your purchase cannot be completed\./);
    expect(premiumErrorDialog(unprocessable({ error_code: 4010 }))?.kind).toBe('unconfirmed-email');
    expect(premiumErrorDialog(unprocessable({ error_code: 5010 }))?.message).toBe('You are already subscribed to the premium plan.');
    expect(premiumErrorDialog(api(500, { message: 'Hosted checkout down.' }))?.message).toBe('Hosted checkout down.');
    expect(premiumErrorDialog(unprocessable({ errors: { base: ['Plan unavailable.'] } }))?.message).toBe('Plan unavailable.');
  });

  it('should warn for rental codes 4003 and 4006 and close for 4004', () => {
    expect(premiumErrorDialog(unprocessable({ error_code: 4003 }), 'rental')?.message).toBe('You already own this game, so it cannot be rented.');
    expect(premiumErrorDialog(unprocessable({ error_code: 4006 }), 'rental')?.message).toBe('You are already renting this game.');
    expect(premiumErrorDialog(unprocessable({ error_code: 4004 }), 'rental')).toBeNull();
  });
});

describe('streaming failures', () => {
  it('should map status 0, 101, 2001 and anything else', () => {
    expect(streamingErrorMessage(new NetworkError('GET /api/account/streaming/play', null), 'cloudPlay')).toBe(
      'Service temporarily unavailable. Please try again later.',
    );
    expect(streamingErrorMessage(unprocessable({ error_code: 101 }), 'cloudPlay')).toMatch(/^You have not met the requirements/);
    expect(streamingErrorMessage(unprocessable({ error_code: 2001, message: 'One trial only.' }), 'instantPlay')).toBe('One trial only.');
    expect(streamingErrorMessage(unprocessable({ error_code: 2001 }), 'instantPlay')).toMatch(/^Thank you for playing! Only one trial is allowed per game/);
    expect(streamingErrorMessage(api(500, undefined), 'cloudPlay')).toMatch(/^Cloud Play is currently unavailable/);
  });

  it('should read a launch answer that reports a failure', () => {
    expect(streamingErrorMessage({ status: 0 }, 'cloudPlay')).toBe('Service temporarily unavailable. Please try again later.');
    expect(streamingErrorMessage({ status: 1, code: 101 }, 'cloudPlay')).toMatch(/purchase of at least \$10/);
    expect(streamingErrorMessage({ status: 1, code: 2001, message: 'Trial used.' }, 'instantPlay')).toBe('Trial used.');
  });
});

describe('ADS reminder', () => {
  it('should name the titles it is about', () => {
    expect(tradeInReminderDialog(['Doom'])).toMatchObject({ kind: 'ads-trade-in-reminder', titles: ['Doom'] });
  });
});
