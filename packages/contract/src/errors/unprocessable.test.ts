import { describe, expect, it } from 'vitest';
import { MESSAGES, messageFor422, resolveUnprocessable } from '../errors.js';

describe('resolveUnprocessable', () => {
  it('should open the unconfirmed e-mail dialog on 4010', () => {
    expect(resolveUnprocessable({ error_code: 4010 })).toEqual({
      kind: 'unconfirmedEmail',
      message: MESSAGES.unconfirmedEmail,
      code: 4010,
    });
    expect(resolveUnprocessable({ error_code: '4010' }).kind).toBe('unconfirmedEmail');
  });

  it('should ask for the billing address and go to account info on 4011', () => {
    expect(resolveUnprocessable({ error_code: 4011, errors: { base: ['x'] } })).toEqual({
      kind: 'billingAddressRequired',
      message: 'Email Billing Address Required',
      code: 4011,
      path: '/my-account/account-info',
    });
  });

  it('should show the fixed texts of 87, 1294 and 5010 whatever the server says', () => {
    expect(messageFor422({ error_code: 87, message: 'raw' })).toBe(MESSAGES.purchaseCannotBeCompleted);
    expect(messageFor422({ error_code: 1294, errors: { base: ['raw'] } })).toBe(MESSAGES.tradedInCannotBuyAgain);
    expect(messageFor422({ error_code: 5010 })).toBe(MESSAGES.alreadySubscribed);
  });

  it("should show the server's text for code string 7002", () => {
    expect(messageFor422({ error_code: '7002', message: 'Card issuer refused.' })).toBe('Card issuer refused.');
    expect(messageFor422({ error_code: '7002', errors: { base: ['Region locked.'] } })).toBe('Region locked.');
    expect(messageFor422({ error_code: '7002' })).toBe('Sorry. Something went wrong.');
  });

  it('should name owned products by title for the shopper', () => {
    expect(messageFor422({ errors: { base: ['already owned'] } }, { gift: false, ownedTitles: ['Title A', 'Title B'] })).toBe(
      'You already own: Title A, Title B.',
    );
  });

  it('should say the recipient owns them for a gift', () => {
    expect(messageFor422({ errors: {} }, { gift: true, ownedTitles: ['Title A'] })).toBe(
      'The recipient email already owns: Title A.',
    );
  });

  it('should join base errors with a space otherwise', () => {
    expect(messageFor422({ errors: { base: ['Coupon expired.', ' Offer ended. ', ''] } })).toBe('Coupon expired. Offer ended.');
  });

  it('should fall back to the message, then to a generic text', () => {
    expect(messageFor422({ message: 'Cart changed.' })).toBe('Cart changed.');
    expect(messageFor422({})).toBe('Sorry. Something went wrong.');
    expect(messageFor422({ ownedTitles: [] }, { ownedTitles: ['  '] })).toBe('Sorry. Something went wrong.');
  });

  it('should keep an unknown code on the outcome', () => {
    expect(resolveUnprocessable({ error_code: 42, errors: { base: ['Nope.'] } })).toEqual({
      kind: 'message',
      message: 'Nope.',
      code: 42,
    });
  });

  it('should treat a body that is not a 422 shape as empty instead of throwing', () => {
    expect(messageFor422(null)).toBe('Sorry. Something went wrong.');
    expect(messageFor422('oops')).toBe('Sorry. Something went wrong.');
    expect(messageFor422({ errors: { base: 'not a list' } }, { ownedTitles: ['Doom'] })).toBe('You already own: Doom.');
  });
});
