/**
 * Every text the shopper sees that the spec (§2, §4, §5, §6, §8) writes out. Texts the spec
 * quotes are copied verbatim. Where the spec elides a text with '...', the text here keeps the
 * spec's words as its exact beginning and completes the sentence; where the spec only describes
 * a text, the wording is ours and the key's comment says "our wording".
 * @module
 */

// The few texts the embeddable elements' script shows itself are also exported one by one: a
// bundle that reads `MESSAGES.x` carries the whole table (an object's unused keys are not
// tree-shaken), about 2 KB gzipped of a script whose budget is 25 KB.

/** 'Please Login.' (`MESSAGES.pleaseLogin`). */
export const PLEASE_LOGIN = 'Please Login.';
/** 'Your Shopping Cart is empty.' (`MESSAGES.cartEmpty`). */
export const CART_EMPTY = 'Your Shopping Cart is empty.';
/** 'Service temporarily unavailable. Please try again later.' (`MESSAGES.serviceUnavailable`). */
export const SERVICE_UNAVAILABLE = 'Service temporarily unavailable. Please try again later.';

/**
 * The store's visible texts, by what they say.
 * @example
 * import { MESSAGES } from '@d2d/contract';
 * emptyState.textContent = MESSAGES.noGamesFound; // 'No Games Found!'
 */
export const MESSAGES = {
  // ---------------------------------------------------------------- browse and product (§2)
  noGamesFound: 'No Games Found!',
  /** Power-search publisher list toggle. */
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

  // ------------------------------------------------------------------------ cart (§2, §4, §8)
  cartEmpty: CART_EMPTY,
  pleaseLogin: PLEASE_LOGIN,
  couponLoginPlaceholder: 'Login to enter coupon.',
  addCouponFailTitle: 'Add Coupon Fail',
  removeCouponFailTitle: 'Remove Coupon Fail',
  /** Our wording of the ADS trade-in reminder shown on entering the cart. */
  adsTradeInReminder:
    'This title cannot be played on the third-party game platform, but you can trade it in for wallet credit.',
  /** Our wording of the first-visit coupon offer (10% off, not combinable). */
  firstVisitCouponOffer:
    'Join our mailing list and get 10% off your next purchase. This coupon cannot be combined with other offers.',
  cartLimit:
    'Due to transaction limit, you can not purchase more than 5 items at one time. Please remove some items in your shopping cart.',
  checkoutEmptyCart: 'There are no items in shopping cart (Checkout Fail).',
  checkoutAgain: 'Please checkout again.',

  // ------------------------------------------------------------- checkout errors (§8, 422)
  /** 4010: begins with the spec's words and ends with the Resend instruction. */
  unconfirmedEmail:
    'In order to complete a purchase you must confirm your email address. If you did not receive the confirmation email, click Resend.',
  /** 4011. */
  billingAddressRequired: 'Email Billing Address Required',
  /** 87: begins with the spec's words. */
  purchaseCannotBeCompleted:
    'Your purchase cannot be completed. Please contact Customer Support for assistance.',
  /** 1294: our wording. */
  tradedInCannotBuyAgain: 'You traded in this product before, so it cannot be purchased again.',
  /** 5010: our wording (the spec names 'already subscribed' messages). */
  alreadySubscribed: 'You are already subscribed to the premium plan.',
  notSubscribed: "You've not subscribed to the premium plan yet.",
  /** Fraud check failed without a code (the modal adds a support link). Our completion. */
  fraudCheckFailed: 'Your purchase cannot be completed. Please contact Customer Support.',

  // ---------------------------------------------------------------- purchase fail codes (§8)
  /** 3001. */
  profileSaved: 'Profile saved',
  /** 4001: our wording of "declined, contact billing support". */
  paymentDeclined: 'Your payment was declined. Please contact Billing Support.',
  /** 4002. */
  userBlocked: 'User is currently blocked',
  /** 5001, also the text of unknown purchase-fail codes. */
  unknownSystemError: 'Unknown System Error',

  // ------------------------------------------------------------------------- rental (§8)
  /** 4003: our wording. */
  rentalAlreadyOwned: 'You already own this game, so it cannot be rented.',
  /** 4006: our wording. */
  rentalAlreadyActive: 'You are already renting this game.',
  /** Rental length outside 1 to 5 days: our wording (DECISIONS.md: every notice says 1 to 5). */
  rentalDaysOutOfRange: 'Rentals last from 1 to 5 days.',

  // --------------------------------------------------------------------- login (§5, §8)
  loginFailed: '(Login failed. Please try again.)',
  captchaRequired: 'Please fill up captcha',
  /** Our wording of the captcha error shown when a solved captcha expires (after 120 s). */
  captchaExpired: 'The captcha has expired. Please solve it again.',

  // ---------------------------------------------------------------------- validation (§5)
  fieldRequired: 'This field is required.',
  passwordRule: 'Must be between 8 – 16 characters and have at least 1 number',
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

  // ------------------------------------------------------------------------ account (§8)
  emailUpdateFailed: 'New email is invalid or already exists.',
  noPurchases: 'You have not made any purchases.',
  tradeInFailed: 'Sorry. Something went wrong.',
  /** Our fallback when an error carries no text at all. */
  somethingWentWrong: 'Sorry. Something went wrong.',

  // -------------------------------------------------------------------- streaming (§4, §8)
  updatingInformation: 'Updating information',
  allSet: 'All Set',
  switchingServerFailed: 'Switching server failed',
  /** 101: begins with the spec's words, names the $10 purchase. */
  noStreamingTicket:
    'You have not met the requirements for Cloud Play yet. Cloud Play requires a purchase of at least $10 in one transaction.',
  /** 2001 when the server sends no text: begins with the spec's words. */
  instantPlayTrialUsed:
    'Thank you for playing! Only one trial is allowed per game. Purchase the game to keep playing.',
  /** Any other launch failure: begins with the spec's words. */
  cloudPlayUnavailable: 'Cloud Play is currently unavailable. Please try again later.',
  /** Launch status 0. */
  serviceUnavailable: SERVICE_UNAVAILABLE,
  streamingClientNotInstalledTitle: 'Streaming client not installed',
  streamingClientNotInstalled: 'Please install streaming client first.',
  storeClientNotInstalledTitle: 'Client not installed',
  storeClientNotInstalled: 'Please install the client first.',
  /** Begins with the spec's words; the dialog adds the support link. */
  noInstantPlaySpotlight:
    'There is currently no Instant Play Spotlight active. Please check back soon or contact Customer Support.',

  // ------------------------------------------------------------------------- reviews (§8)
  /** Our wording of the review system-error message. */
  reviewSystemError: 'Your review could not be submitted because of a system error. Please try again later.',
  /** 801 when the server sends no text: our wording. */
  reviewParentalControl: 'Your review was blocked by parental controls.',
  reviewVoteFailed: 'Sorry, we cannot process your request at this time.',
  /** A listed review whose `hasLanguageViolations` is true: our wording (shown, not censored). */
  reviewLanguageFlag: 'This review may contain language some players find offensive.',
  /** The preview of a review with `hasLanguageViolations`: our wording. */
  reviewPreviewLanguage: 'Your review contains language other players may find offensive. It will be published with a notice; you can edit it first.',
  /** The review dialog's submitted state: our wording. */
  reviewSubmitted: 'Thank you! Your review has been submitted.',
  /** The report-abuse confirmation: our wording. */
  reviewReportConfirm: 'Report this review as abusive? Our support team will look at it.',
  /** After a report was taken: our wording. */
  reviewReported: 'Thank you. This review has been reported.',
  /** After a helpful vote was taken: our wording. */
  reviewVoted: 'Thank you for your feedback.',
  /** The reviewer profile modal's explanation: our wording. */
  reviewerProfileIntro: 'Before your first review, choose the user name your reviews are published under.',
  /** A reviewer user name outside the rule: our wording. */
  reviewerNameRule: 'Use 3 to 30 letters, digits, dots, dashes or underscores.',

  // -------------------------------------------------------------- downloads and keys (§8)
  downloadLocationUnavailable: 'The download location is currently unavailable.',
  preorderNotAvailableYet:
    'This pre-order is not available yet. For more information please contact Customer Support.',
  downloadProblem:
    'A problem occurred downloading this game. For more information please contact Customer Support.',
  /** Begins with the spec's words. */
  activationKeyProblem:
    'A problem retrieving the activation key has occurred. For more information please contact Customer Support.',
  /** Follows the item's name: `${name} was redeem failed` (spec's words, see {@link redeemFailedMessage}). */
  redeemFailedSuffix: 'was redeem failed',

  // ---------------------------------------------------------------------- collections (§8)
  /** Collection code 1001: our wording. */
  collectionUnavailable: 'This collection is currently unavailable.',
} as const;

/** A key of {@link MESSAGES}. */
export type MessageKey = keyof typeof MESSAGES;

/**
 * The text of an "already owned" 422 (spec §8), naming the products by title.
 * Without a gift: `You already own: A, B.`; with a gift: `The recipient email already owns: A.`
 * @param titles - Titles of the products already owned, in cart order.
 * @param gift - Whether the checkout is a gift (the recipient owns them, not the shopper).
 * @returns The sentence; with no titles, the same sentence without the list is meaningless, so
 *   the generic {@link MESSAGES.somethingWentWrong} is returned instead.
 * @example
 * ownedProductsMessage(['Title A', 'Title B'], false); // 'You already own: Title A, Title B.'
 */
export function ownedProductsMessage(titles: readonly string[], gift: boolean): string {
  const named = titles.map((title) => title.trim()).filter((title) => title !== '');
  if (named.length === 0) return MESSAGES.somethingWentWrong;
  const list = named.join(', ');
  return gift ? `The recipient email already owns: ${list}.` : `You already own: ${list}.`;
}

/**
 * The text of a failed fraud check (spec §8): `Your purchase cannot be completed. #{code}`, or
 * without a code {@link MESSAGES.fraudCheckFailed} (shown with a support link).
 * @param code - The provider's code, if any.
 * @returns The text for the error modal.
 * @example
 * fraudCheckFailedMessage('R12'); // 'Your purchase cannot be completed. #R12'
 */
export function fraudCheckFailedMessage(code?: string | number | null): string {
  if (code === undefined || code === null || String(code).trim() === '') return MESSAGES.fraudCheckFailed;
  return `Your purchase cannot be completed. #${String(code).trim()}`;
}

/**
 * The text of a failed publisher-account redeem: the item's name followed by the spec's words.
 * @param name - What was being redeemed (a title or key name).
 * @returns For example `Half-Life was redeem failed`.
 * @example
 * redeemFailedMessage('Half-Life'); // 'Half-Life was redeem failed'
 */
export function redeemFailedMessage(name: string): string {
  const trimmed = name.trim();
  return trimmed === '' ? MESSAGES.redeemFailedSuffix : `${trimmed} ${MESSAGES.redeemFailedSuffix}`;
}
