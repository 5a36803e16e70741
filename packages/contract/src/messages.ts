/**
 * Every text the shopper sees that the spec (§2, §4, §5, §6, §8) writes out. Texts the spec
 * quotes are copied verbatim. Where the spec elides a text with '...', the text here keeps the
 * spec's words as its exact beginning and completes the sentence; where the spec only describes
 * a text, the wording is ours and the key's comment says "our wording".
 * @module
 */

import {
  PLEASE_LOGIN,
  CART_EMPTY,
  SERVICE_UNAVAILABLE,
  FIELD_REQUIRED,
  INVALID_EMAIL_ADDRESS,
  GIFT_NAME_TOO_LONG,
  INVALID_EMAIL,
  GIFT_MESSAGE_TOO_SHORT,
  GIFT_MESSAGE_TOO_LONG,
  UNCONFIRMED_EMAIL,
  BILLING_ADDRESS_REQUIRED,
  SOMETHING_WENT_WRONG,
  PURCHASE_CANNOT_BE_COMPLETED,
  TRADED_IN_CANNOT_BUY_AGAIN,
  ALREADY_SUBSCRIBED,
  PROFILE_SAVED,
  PAYMENT_DECLINED,
  USER_BLOCKED,
  UNKNOWN_SYSTEM_ERROR,
  LOGIN_FAILED,
  NO_STREAMING_TICKET,
  INSTANT_PLAY_TRIAL_USED,
  CLOUD_PLAY_UNAVAILABLE,
  RENTAL_ALREADY_OWNED,
  RENTAL_ALREADY_ACTIVE,
  CART_LIMIT,
  CHECKOUT_EMPTY_CART,
  COUPON_LOGIN_PLACEHOLDER,
  PREORDER_NOT_AVAILABLE_YET,
  DOWNLOAD_PROBLEM,
  ADD_COUPON_FAIL_TITLE,
  REMOVE_COUPON_FAIL_TITLE,
  ADS_TRADE_IN_REMINDER,
  BUILD_YOUR_OWN_BUNDLE,
  CHECKOUT_AGAIN,
  ALL_SET,
  SWITCHING_SERVER_FAILED,
  ACTIVATION_KEY_PROBLEM,
  DOWNLOAD_LOCATION_UNAVAILABLE,
  NO_GAMES_FOUND,
  FRAUD_CHECK_FAILED,
  REDEEM_FAILED_SUFFIX,
} from './messageTexts.js';

// Texts that code on a first screen shows (the elements' script, the store's first route) live in
// messageTexts.ts, one binding each: a bundle that reads `MESSAGES.x` carries the whole table (an
// object's unused keys are not tree-shaken), about 2.5 kB gzipped.

/**
 * The store's visible texts, by what they say.
 * @example
 * import { MESSAGES } from '@d2d/contract';
 * emptyState.textContent = MESSAGES.noGamesFound; // 'No Games Found!'
 */
export const MESSAGES = {
  // ---------------------------------------------------------------- browse and product (§2)
  noGamesFound: NO_GAMES_FOUND,
  /** Power-search publisher list toggle. */
  showMore: 'show more',
  noReviewsYet: 'No reviews yet!',
  endOfResults: 'End of results',
  noScreenshots: 'No Screenshots Available',
  noVideos: 'No Videos Available',
  offerNotAvailable: 'This offer is not available.',
  noResults: 'No results to display',
  buildYourOwnBundle: BUILD_YOUR_OWN_BUNDLE,
  matureAudiencesOnly: 'THIS CONTENT IS FOR MATURE AUDIENCES ONLY',
  maintenance: "Maintenance. Sorry for the inconvenience. We're making updates to improve your experience.",
  loginForFreeTrial: 'Login to access a FREE trial!',

  // ------------------------------------------------------------------------ cart (§2, §4, §8)
  cartEmpty: CART_EMPTY,
  pleaseLogin: PLEASE_LOGIN,
  couponLoginPlaceholder: COUPON_LOGIN_PLACEHOLDER,
  addCouponFailTitle: ADD_COUPON_FAIL_TITLE,
  removeCouponFailTitle: REMOVE_COUPON_FAIL_TITLE,
  /** Our wording of the ADS trade-in reminder shown on entering the cart. */
  adsTradeInReminder: ADS_TRADE_IN_REMINDER,
  /** Our wording of the first-visit coupon offer (10% off, not combinable). */
  firstVisitCouponOffer:
    'Join our mailing list and get 10% off your next purchase. This coupon cannot be combined with other offers.',
  cartLimit: CART_LIMIT,
  checkoutEmptyCart: CHECKOUT_EMPTY_CART,
  checkoutAgain: CHECKOUT_AGAIN,

  // ------------------------------------------------------------- checkout errors (§8, 422)
  /** 4010: begins with the spec's words and ends with the Resend instruction. */
  unconfirmedEmail: UNCONFIRMED_EMAIL,
  /** 4011. */
  billingAddressRequired: BILLING_ADDRESS_REQUIRED,
  /** 87: begins with the spec's words. */
  purchaseCannotBeCompleted: PURCHASE_CANNOT_BE_COMPLETED,
  /** 1294: our wording. */
  tradedInCannotBuyAgain: TRADED_IN_CANNOT_BUY_AGAIN,
  /** 5010: our wording (the spec names 'already subscribed' messages). */
  alreadySubscribed: ALREADY_SUBSCRIBED,
  notSubscribed: "You've not subscribed to the premium plan yet.",
  /** Fraud check failed without a code (the modal adds a support link). Our completion. */
  fraudCheckFailed: FRAUD_CHECK_FAILED,

  // ---------------------------------------------------------------- purchase fail codes (§8)
  /** 3001. */
  profileSaved: PROFILE_SAVED,
  /** 4001: our wording of "declined, contact billing support". */
  paymentDeclined: PAYMENT_DECLINED,
  /** 4002. */
  userBlocked: USER_BLOCKED,
  /** 5001, also the text of unknown purchase-fail codes. */
  unknownSystemError: UNKNOWN_SYSTEM_ERROR,

  // ------------------------------------------------------------------------- rental (§8)
  /** 4003: our wording. */
  rentalAlreadyOwned: RENTAL_ALREADY_OWNED,
  /** 4006: our wording. */
  rentalAlreadyActive: RENTAL_ALREADY_ACTIVE,
  /** Rental length outside 1 to 5 days: our wording (DECISIONS.md: every notice says 1 to 5). */
  rentalDaysOutOfRange: 'Rentals last from 1 to 5 days.',

  // --------------------------------------------------------------------- login (§5, §8)
  loginFailed: LOGIN_FAILED,
  captchaRequired: 'Please fill up captcha',
  /** Our wording of the captcha error shown when a solved captcha expires (after 120 s). */
  captchaExpired: 'The captcha has expired. Please solve it again.',

  // ---------------------------------------------------------------------- validation (§5)
  fieldRequired: FIELD_REQUIRED,
  passwordRule: 'Must be between 8 – 16 characters and have at least 1 number',
  passwordNeedsNumber: 'Must contain at least one number',
  passwordsDoNotMatch: 'Passwords do not match',
  invalidEmailAddress: INVALID_EMAIL_ADDRESS,
  emailsDoNotMatch: 'Emails do not match',
  notDefaultValue: 'Please specify a different (non-default) value',
  invalidEmail: INVALID_EMAIL,
  giftNameTooLong: GIFT_NAME_TOO_LONG,
  giftMessageTooShort: GIFT_MESSAGE_TOO_SHORT,
  giftMessageTooLong: GIFT_MESSAGE_TOO_LONG,
  passwordIncorrect: 'Your password is incorrect.',

  // ------------------------------------------------------------------------ account (§8)
  emailUpdateFailed: 'New email is invalid or already exists.',
  noPurchases: 'You have not made any purchases.',
  tradeInFailed: 'Sorry. Something went wrong.',
  /** Our fallback when an error carries no text at all. */
  somethingWentWrong: SOMETHING_WENT_WRONG,

  // -------------------------------------------------------------------- streaming (§4, §8)
  updatingInformation: 'Updating information',
  allSet: ALL_SET,
  switchingServerFailed: SWITCHING_SERVER_FAILED,
  /** 101: begins with the spec's words, names the $10 purchase. */
  noStreamingTicket: NO_STREAMING_TICKET,
  /** 2001 when the server sends no text: begins with the spec's words. */
  instantPlayTrialUsed: INSTANT_PLAY_TRIAL_USED,
  /** Any other launch failure: begins with the spec's words. */
  cloudPlayUnavailable: CLOUD_PLAY_UNAVAILABLE,
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
  downloadLocationUnavailable: DOWNLOAD_LOCATION_UNAVAILABLE,
  preorderNotAvailableYet: PREORDER_NOT_AVAILABLE_YET,
  downloadProblem: DOWNLOAD_PROBLEM,
  /** Begins with the spec's words. */
  activationKeyProblem: ACTIVATION_KEY_PROBLEM,
  /** Follows the item's name: `${name} was redeem failed` (spec's words, see {@link redeemFailedMessage}). */
  redeemFailedSuffix: REDEEM_FAILED_SUFFIX,

  // ---------------------------------------------------------------------- collections (§8)
  /** Collection code 1001: our wording. */
  collectionUnavailable: 'This collection is currently unavailable.',
} as const;

/** A key of {@link MESSAGES}. */
export type MessageKey = keyof typeof MESSAGES;

// named one by one in messageTexts.ts; still exported from here, where they always were
export { PLEASE_LOGIN, CART_EMPTY, SERVICE_UNAVAILABLE, ownedProductsMessage, fraudCheckFailedMessage, redeemFailedMessage } from './messageTexts.js';
