import { describe, expect, it } from 'vitest';
import { CART_EMPTY, MESSAGES, PLEASE_LOGIN, SERVICE_UNAVAILABLE, fraudCheckFailedMessage, ownedProductsMessage, redeemFailedMessage } from './errors.js';

// Texts the spec quotes in full: they must match character for character.
const VERBATIM: Partial<Record<keyof typeof MESSAGES, string>> = {
  noGamesFound: 'No Games Found!',
  showMore: 'show more',
  noReviewsYet: 'No reviews yet!',
  endOfResults: 'End of results',
  noScreenshots: 'No Screenshots Available',
  noVideos: 'No Videos Available',
  offerNotAvailable: 'This offer is not available.',
  noResults: 'No results to display',
  buildYourOwnBundle: 'Build Your Own Bundle',
  matureAudiencesOnly: 'THIS CONTENT IS FOR MATURE AUDIENCES ONLY',
  maintenance: "Maintenance. Sorry for the inconvenience. We're making updates to improve your experience.",
  loginForFreeTrial: 'Login to access a FREE trial!',
  cartEmpty: 'Your Shopping Cart is empty.',
  pleaseLogin: 'Please Login.',
  couponLoginPlaceholder: 'Login to enter coupon.',
  addCouponFailTitle: 'Add Coupon Fail',
  removeCouponFailTitle: 'Remove Coupon Fail',
  cartLimit:
    'Due to transaction limit, you can not purchase more than 5 items at one time. Please remove some items in your shopping cart.',
  checkoutEmptyCart: 'There are no items in shopping cart (Checkout Fail).',
  checkoutAgain: 'Please checkout again.',
  billingAddressRequired: 'Email Billing Address Required',
  notSubscribed: "You've not subscribed to the premium plan yet.",
  profileSaved: 'Profile saved',
  userBlocked: 'User is currently blocked',
  unknownSystemError: 'Unknown System Error',
  loginFailed: '(Login failed. Please try again.)',
  captchaRequired: 'Please fill up captcha',
  fieldRequired: 'This field is required.',
  passwordRule: 'Must be between 8 \u2013 16 characters and have at least 1 number',
  passwordNeedsNumber: 'Must contain at least one number',
  passwordsDoNotMatch: 'Passwords do not match',
  invalidEmailAddress: 'Please enter a valid email address',
  emailsDoNotMatch: 'Emails do not match',
  notDefaultValue: 'Please specify a different (non-default) value',
  invalidEmail: 'This is not a valid email.',
  giftNameTooLong: 'Input text can not be more than 20 characters.',
  giftMessageTooShort: 'Input text can not be less than 3 characters.',
  giftMessageTooLong: 'Input text can not be more than 256 characters.',
  passwordIncorrect: 'Your password is incorrect.',
  emailUpdateFailed: 'New email is invalid or already exists.',
  noPurchases: 'You have not made any purchases.',
  tradeInFailed: 'Sorry. Something went wrong.',
  updatingInformation: 'Updating information',
  allSet: 'All Set',
  switchingServerFailed: 'Switching server failed',
  serviceUnavailable: 'Service temporarily unavailable. Please try again later.',
  streamingClientNotInstalledTitle: 'Streaming client not installed',
  streamingClientNotInstalled: 'Please install streaming client first.',
  storeClientNotInstalledTitle: 'Client not installed',
  storeClientNotInstalled: 'Please install the client first.',
  reviewVoteFailed: 'Sorry, we cannot process your request at this time.',
  downloadLocationUnavailable: 'The download location is currently unavailable.',
  preorderNotAvailableYet:
    'This pre-order is not available yet. For more information please contact Customer Support.',
  downloadProblem: 'A problem occurred downloading this game. For more information please contact Customer Support.',
  redeemFailedSuffix: 'was redeem failed',
};

// Texts the spec cuts short with '...': ours must start with the spec's exact words.
const PREFIXED: Partial<Record<keyof typeof MESSAGES, string>> = {
  unconfirmedEmail: 'In order to complete a purchase you must confirm your email address',
  purchaseCannotBeCompleted: 'Your purchase cannot be completed. Please contact Customer Support',
  noStreamingTicket: 'You have not met the requirements',
  instantPlayTrialUsed: 'Thank you for playing! Only one trial is allowed per game',
  cloudPlayUnavailable: 'Cloud Play is currently unavailable',
  noInstantPlaySpotlight: 'There is currently no Instant Play Spotlight active',
  activationKeyProblem: 'A problem retrieving the activation key',
};

describe('MESSAGES', () => {
  it.each(Object.entries(VERBATIM))('should spell %s exactly as the spec', (key, text) => {
    expect(MESSAGES[key as keyof typeof MESSAGES]).toBe(text);
  });

  it.each(Object.entries(PREFIXED))('should start %s with the spec words', (key, prefix) => {
    expect(MESSAGES[key as keyof typeof MESSAGES].startsWith(prefix)).toBe(true);
  });

  it('should use an en dash with spaces in the password rule', () => {
    expect(MESSAGES.passwordRule).toContain(' \u2013 ');
    expect(MESSAGES.passwordRule).not.toContain('-');
  });

  it('should end the unconfirmed e-mail text with the Resend instruction', () => {
    expect(MESSAGES.unconfirmedEmail).toMatch(/click Resend\.$/);
  });

  it('should name the $10 requirement in the no-ticket text', () => {
    expect(MESSAGES.noStreamingTicket).toContain('purchase of at least $10');
  });

  it('should say 1 to 5 days in the rental notice', () => {
    expect(MESSAGES.rentalDaysOutOfRange).toContain('1 to 5 days');
  });

  it('should say "already subscribed" in the premium 5010 text', () => {
    expect(MESSAGES.alreadySubscribed).toContain('already subscribed');
  });

  it('should export the texts of the small elements script one by one, equal to the table', () => {
    expect(PLEASE_LOGIN).toBe('Please Login.');
    expect(CART_EMPTY).toBe('Your Shopping Cart is empty.');
    expect(SERVICE_UNAVAILABLE).toBe(MESSAGES.serviceUnavailable);
    expect([MESSAGES.pleaseLogin, MESSAGES.cartEmpty]).toEqual([PLEASE_LOGIN, CART_EMPTY]);
  });

  it('should have no empty text and no placeholder marks', () => {
    for (const text of Object.values(MESSAGES)) {
      expect(text.trim()).not.toBe('');
      expect(text).not.toContain('...');
      expect(text).not.toMatch(/TODO|\{\w+\}/);
    }
  });
});

describe('ownedProductsMessage', () => {
  it('should name the owned products for the shopper', () => {
    expect(ownedProductsMessage(['Title A', 'Title B'], false)).toBe('You already own: Title A, Title B.');
  });

  it('should say the recipient owns them for a gift', () => {
    expect(ownedProductsMessage(['Title A'], true)).toBe('The recipient email already owns: Title A.');
  });

  it('should skip blank titles and fall back when none remain', () => {
    expect(ownedProductsMessage([' ', 'Doom '], false)).toBe('You already own: Doom.');
    expect(ownedProductsMessage([], false)).toBe('Sorry. Something went wrong.');
  });
});

describe('fraudCheckFailedMessage', () => {
  it('should append the code after a hash', () => {
    expect(fraudCheckFailedMessage('R12')).toBe('Your purchase cannot be completed. #R12');
    expect(fraudCheckFailedMessage(57)).toBe('Your purchase cannot be completed. #57');
  });

  it('should point to Customer Support without a code', () => {
    expect(fraudCheckFailedMessage()).toBe('Your purchase cannot be completed. Please contact Customer Support.');
    expect(fraudCheckFailedMessage(' ')).toBe(MESSAGES.fraudCheckFailed);
    expect(fraudCheckFailedMessage(null)).toBe(MESSAGES.fraudCheckFailed);
  });
});

describe('redeemFailedMessage', () => {
  it('should put the spec words after the item name', () => {
    expect(redeemFailedMessage('Half-Life')).toBe('Half-Life was redeem failed');
    expect(redeemFailedMessage('  ')).toBe('was redeem failed');
  });
});
