import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_ERROR_CODE,
  COLLECTION_ERROR_CODE,
  LOGIN_FAILURE_ID,
  MESSAGES,
  PURCHASE_FAIL_CODE,
  RENTAL_ERROR_CODE,
  REVIEW_FAILURE_ID,
  STREAMING_CODE,
  sameErrorCode,
} from './errors.js';

describe('error codes of spec §8', () => {
  it('should hold the cart, checkout and premium 422 codes', () => {
    expect(CHECKOUT_ERROR_CODE).toEqual({
      unconfirmedEmail: 4010,
      billingAddressRequired: 4011,
      purchaseCannotBeCompleted: 87,
      tradedIn: 1294,
      serverText: '7002',
      alreadySubscribed: 5010,
    });
  });

  it('should hold the purchase-fail, rental, login, streaming, review and collection codes', () => {
    expect(PURCHASE_FAIL_CODE).toEqual({ profileSaved: 3001, declined: 4001, userBlocked: 4002, unknownSystemError: 5001 });
    expect(RENTAL_ERROR_CODE).toEqual({ alreadyOwned: 4003, checkoutCancelled: 4004, alreadyRented: 4006 });
    expect(LOGIN_FAILURE_ID).toEqual({ emailUnconfirmed: 102, passwordNotSet: 104 });
    expect(STREAMING_CODE).toEqual({ serviceUnavailable: 0, noTicket: 101, trialUsed: 2001 });
    expect(REVIEW_FAILURE_ID).toEqual({ parentalControl: 801 });
    expect(COLLECTION_ERROR_CODE).toEqual({ unavailable: 1001 });
  });

  it('should re-export the visible texts through the errors entry', () => {
    expect(MESSAGES.addCouponFailTitle).toBe('Add Coupon Fail');
  });
});

describe('sameErrorCode', () => {
  it('should match a code sent as a number or as a string', () => {
    expect(sameErrorCode(4010, CHECKOUT_ERROR_CODE.unconfirmedEmail)).toBe(true);
    expect(sameErrorCode('4010', CHECKOUT_ERROR_CODE.unconfirmedEmail)).toBe(true);
    expect(sameErrorCode(7002, CHECKOUT_ERROR_CODE.serverText)).toBe(true);
    expect(sameErrorCode(' 7002 ', CHECKOUT_ERROR_CODE.serverText)).toBe(true);
  });

  it('should not match other codes or missing ones', () => {
    expect(sameErrorCode(4011, CHECKOUT_ERROR_CODE.unconfirmedEmail)).toBe(false);
    expect(sameErrorCode(undefined, STREAMING_CODE.serviceUnavailable)).toBe(false);
    expect(sameErrorCode(null, STREAMING_CODE.serviceUnavailable)).toBe(false);
    expect(sameErrorCode('', STREAMING_CODE.serviceUnavailable)).toBe(false);
    expect(sameErrorCode(0, STREAMING_CODE.serviceUnavailable)).toBe(true);
  });
});
