/**
 * The texts of `MESSAGES` that code on a first screen shows (the elements' script; on the
 * store's first route the error readers, form rules, offer buttons and core's status texts), one
 * binding each. `MESSAGES` is one object that carries every text of the store (about 2.5 kB
 * gzipped) into any script that reads one key of it; it is built from these bindings, so each
 * text is still written once.
 * @module
 */

/** 'Please Login.' (`MESSAGES.pleaseLogin`). */
export const PLEASE_LOGIN = 'Please Login.';
/** 'Your Shopping Cart is empty.' (`MESSAGES.cartEmpty`). */
export const CART_EMPTY = 'Your Shopping Cart is empty.';
/** 'Service temporarily unavailable. Please try again later.' (`MESSAGES.serviceUnavailable`). */
export const SERVICE_UNAVAILABLE = 'Service temporarily unavailable. Please try again later.';
/** The text of `MESSAGES.fieldRequired`. */
export const FIELD_REQUIRED = 'This field is required.';
/** The text of `MESSAGES.invalidEmailAddress`. */
export const INVALID_EMAIL_ADDRESS = 'Please enter a valid email address';
/** The text of `MESSAGES.giftNameTooLong`. */
export const GIFT_NAME_TOO_LONG = 'Input text can not be more than 20 characters.';
/** The text of `MESSAGES.invalidEmail`. */
export const INVALID_EMAIL = 'This is not a valid email.';
/** The text of `MESSAGES.giftMessageTooShort`. */
export const GIFT_MESSAGE_TOO_SHORT = 'Input text can not be less than 3 characters.';
/** The text of `MESSAGES.giftMessageTooLong`. */
export const GIFT_MESSAGE_TOO_LONG = 'Input text can not be more than 256 characters.';
/** The text of `MESSAGES.unconfirmedEmail`. */
export const UNCONFIRMED_EMAIL = 'In order to complete a purchase you must confirm your email address. If you did not receive the confirmation email, click Resend.';
/** The text of `MESSAGES.billingAddressRequired`. */
export const BILLING_ADDRESS_REQUIRED = 'Email Billing Address Required';
/** The text of `MESSAGES.somethingWentWrong`. */
export const SOMETHING_WENT_WRONG = 'Sorry. Something went wrong.';
/** The text of `MESSAGES.purchaseCannotBeCompleted`. */
export const PURCHASE_CANNOT_BE_COMPLETED = 'Your purchase cannot be completed. Please contact Customer Support for assistance.';
/** The text of `MESSAGES.tradedInCannotBuyAgain`. */
export const TRADED_IN_CANNOT_BUY_AGAIN = 'You traded in this product before, so it cannot be purchased again.';
/** The text of `MESSAGES.alreadySubscribed`. */
export const ALREADY_SUBSCRIBED = 'You are already subscribed to the premium plan.';
/** The text of `MESSAGES.profileSaved`. */
export const PROFILE_SAVED = 'Profile saved';
/** The text of `MESSAGES.paymentDeclined`. */
export const PAYMENT_DECLINED = 'Your payment was declined. Please contact Billing Support.';
/** The text of `MESSAGES.userBlocked`. */
export const USER_BLOCKED = 'User is currently blocked';
/** The text of `MESSAGES.unknownSystemError`. */
export const UNKNOWN_SYSTEM_ERROR = 'Unknown System Error';
/** The text of `MESSAGES.loginFailed`. */
export const LOGIN_FAILED = '(Login failed. Please try again.)';
/** The text of `MESSAGES.noStreamingTicket`. */
export const NO_STREAMING_TICKET = 'You have not met the requirements for Cloud Play yet. Cloud Play requires a purchase of at least $10 in one transaction.';
/** The text of `MESSAGES.instantPlayTrialUsed`. */
export const INSTANT_PLAY_TRIAL_USED = 'Thank you for playing! Only one trial is allowed per game. Purchase the game to keep playing.';
/** The text of `MESSAGES.cloudPlayUnavailable`. */
export const CLOUD_PLAY_UNAVAILABLE = 'Cloud Play is currently unavailable. Please try again later.';
/** The text of `MESSAGES.rentalAlreadyOwned`. */
export const RENTAL_ALREADY_OWNED = 'You already own this game, so it cannot be rented.';
/** The text of `MESSAGES.rentalAlreadyActive`. */
export const RENTAL_ALREADY_ACTIVE = 'You are already renting this game.';
/** The text of `MESSAGES.cartLimit`. */
export const CART_LIMIT = 'Due to transaction limit, you can not purchase more than 5 items at one time. Please remove some items in your shopping cart.';
/** The text of `MESSAGES.checkoutEmptyCart`. */
export const CHECKOUT_EMPTY_CART = 'There are no items in shopping cart (Checkout Fail).';
/** The text of `MESSAGES.couponLoginPlaceholder`. */
export const COUPON_LOGIN_PLACEHOLDER = 'Login to enter coupon.';
/** The text of `MESSAGES.preorderNotAvailableYet`. */
export const PREORDER_NOT_AVAILABLE_YET = 'This pre-order is not available yet. For more information please contact Customer Support.';
/** The text of `MESSAGES.downloadProblem`. */
export const DOWNLOAD_PROBLEM = 'A problem occurred downloading this game. For more information please contact Customer Support.';
/** The text of `MESSAGES.addCouponFailTitle`. */
export const ADD_COUPON_FAIL_TITLE = 'Add Coupon Fail';
/** The text of `MESSAGES.removeCouponFailTitle`. */
export const REMOVE_COUPON_FAIL_TITLE = 'Remove Coupon Fail';
/** The text of `MESSAGES.adsTradeInReminder`. */
export const ADS_TRADE_IN_REMINDER = 'This title cannot be played on the third-party game platform, but you can trade it in for wallet credit.';
/** The text of `MESSAGES.buildYourOwnBundle`. */
export const BUILD_YOUR_OWN_BUNDLE = 'Build Your Own Bundle';
/** The text of `MESSAGES.checkoutAgain`. */
export const CHECKOUT_AGAIN = 'Please checkout again.';
/** The text of `MESSAGES.allSet`. */
export const ALL_SET = 'All Set';
/** The text of `MESSAGES.switchingServerFailed`. */
export const SWITCHING_SERVER_FAILED = 'Switching server failed';
/** The text of `MESSAGES.activationKeyProblem`. */
export const ACTIVATION_KEY_PROBLEM = 'A problem retrieving the activation key has occurred. For more information please contact Customer Support.';
/** The text of `MESSAGES.downloadLocationUnavailable`. */
export const DOWNLOAD_LOCATION_UNAVAILABLE = 'The download location is currently unavailable.';
/** The text of `MESSAGES.noGamesFound`. */
export const NO_GAMES_FOUND = 'No Games Found!';
/** The text of `MESSAGES.fraudCheckFailed`. */
export const FRAUD_CHECK_FAILED = 'Your purchase cannot be completed. Please contact Customer Support.';
/** The text of `MESSAGES.redeemFailedSuffix`. */
export const REDEEM_FAILED_SUFFIX = 'was redeem failed';

/**
 * The text of an "already owned" 422 (spec §8), naming the products by title.
 * Without a gift: `You already own: A, B.`; with a gift: `The recipient email already owns: A.`
 * @param titles - Titles of the products already owned, in cart order.
 * @param gift - Whether the checkout is a gift (the recipient owns them, not the shopper).
 * @returns The sentence; with no titles, the same sentence without the list is meaningless, so
 *   the generic {@link SOMETHING_WENT_WRONG} is returned instead.
 * @example
 * ownedProductsMessage(['Title A', 'Title B'], false); // 'You already own: Title A, Title B.'
 */
export function ownedProductsMessage(titles: readonly string[], gift: boolean): string {
  const named = titles.map((title) => title.trim()).filter((title) => title !== '');
  if (named.length === 0) return SOMETHING_WENT_WRONG;
  const list = named.join(', ');
  return gift ? `The recipient email already owns: ${list}.` : `You already own: ${list}.`;
}

/**
 * The text of a failed fraud check (spec §8): `Your purchase cannot be completed. #{code}`, or
 * without a code {@link FRAUD_CHECK_FAILED} (shown with a support link).
 * @param code - The provider's code, if any.
 * @returns The text for the error modal.
 * @example
 * fraudCheckFailedMessage('R12'); // 'Your purchase cannot be completed. #R12'
 */
export function fraudCheckFailedMessage(code?: string | number | null): string {
  if (code === undefined || code === null || String(code).trim() === '') return FRAUD_CHECK_FAILED;
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
  return trimmed === '' ? REDEEM_FAILED_SUFFIX : `${trimmed} ${REDEEM_FAILED_SUFFIX}`;
}
