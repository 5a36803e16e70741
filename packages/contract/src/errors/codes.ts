/**
 * Error codes of spec §8, grouped by the call family that sends them: the same number can mean
 * different things in different families (87 and 4010 come from cart and premium alike, 4001 is a
 * purchase-fail code, 0 a streaming launch status). Each group has a type of its values.
 * @module
 */

/**
 * `error_code` of a 422 from cart, checkout and premium calls. `serverText` arrives as the
 * string `'7002'` and means "show the server's own text".
 * @example
 * if (String(body.error_code) === String(CHECKOUT_ERROR_CODE.unconfirmedEmail)) showResend();
 */
export const CHECKOUT_ERROR_CODE = {
  /** Unconfirmed e-mail: dialog with a Resend button. */
  unconfirmedEmail: 4010,
  /** Billing address missing: message, then /my-account/account-info. */
  billingAddressRequired: 4011,
  /** Purchase refused: contact Customer Support. */
  purchaseCannotBeCompleted: 87,
  /** The product was traded in before and cannot be bought again. */
  tradedIn: 1294,
  /** Show the server's error text. */
  serverText: '7002',
  /** Premium: already subscribed. */
  alreadySubscribed: 5010,
} as const;
/** A value of {@link CHECKOUT_ERROR_CODE}. */
export type CheckoutErrorCode = (typeof CHECKOUT_ERROR_CODE)[keyof typeof CHECKOUT_ERROR_CODE];

/** The `{err}` of `/purchase-fail/{err}` (spec §8 purchase fail codes). */
export const PURCHASE_FAIL_CODE = {
  profileSaved: 3001,
  declined: 4001,
  userBlocked: 4002,
  unknownSystemError: 5001,
} as const;
/** A value of {@link PURCHASE_FAIL_CODE}. */
export type PurchaseFailCode = (typeof PURCHASE_FAIL_CODE)[keyof typeof PURCHASE_FAIL_CODE];

/**
 * `error_code` of a failed rental (`POST /d2d/xsolla/rent`). The spec says only that 4003 and
 * 4006 warn and 4004 closes the message; the meanings are this product's (docs/decisions.md).
 */
export const RENTAL_ERROR_CODE = {
  /** The shopper owns the game already (warns). */
  alreadyOwned: 4003,
  /** The shopper cancelled the rental checkout (the message just closes). */
  checkoutCancelled: 4004,
  /** The shopper is renting the game already (warns). */
  alreadyRented: 4006,
} as const;
/** A value of {@link RENTAL_ERROR_CODE}. */
export type RentalErrorCode = (typeof RENTAL_ERROR_CODE)[keyof typeof RENTAL_ERROR_CODE];

/** `failureError.id` of a 409 from `POST /api/account/login`. */
export const LOGIN_FAILURE_ID = {
  /** The e-mail is not confirmed yet: show the resend button. */
  emailUnconfirmed: 102,
  /** The account has no password yet (social sign-up): a reset mail went out, go to /complete-forget-password. */
  passwordNotSet: 104,
} as const;
/** A value of {@link LOGIN_FAILURE_ID}. */
export type LoginFailureId = (typeof LOGIN_FAILURE_ID)[keyof typeof LOGIN_FAILURE_ID];

/** Codes of the streaming launch and instant-play calls. */
export const STREAMING_CODE = {
  /** Launch status 0: the service is unavailable. */
  serviceUnavailable: 0,
  /** No streaming ticket: the $10 purchase requirement is not met. */
  noTicket: 101,
  /** Instant play: the one trial for this game is used. */
  trialUsed: 2001,
} as const;
/** A value of {@link STREAMING_CODE}. */
export type StreamingCode = (typeof STREAMING_CODE)[keyof typeof STREAMING_CODE];

/** `failureError.id` of a refused review. */
export const REVIEW_FAILURE_ID = {
  /** Blocked by parental controls. */
  parentalControl: 801,
} as const;
/** A value of {@link REVIEW_FAILURE_ID}. */
export type ReviewFailureId = (typeof REVIEW_FAILURE_ID)[keyof typeof REVIEW_FAILURE_ID];

/** Codes of the collection calls. */
export const COLLECTION_ERROR_CODE = {
  /** The collection is unavailable. */
  unavailable: 1001,
} as const;
/** A value of {@link COLLECTION_ERROR_CODE}. */
export type CollectionErrorCode = (typeof COLLECTION_ERROR_CODE)[keyof typeof COLLECTION_ERROR_CODE];

/**
 * Whether a wire code (number or numeric string) equals a known code. The server sends some codes
 * as strings ('7002') and clients may hold them as numbers, so both sides compare through this.
 * @param actual - The code from the response body.
 * @param expected - One of the constants above.
 * @returns `true` when both spell the same code.
 * @example
 * sameErrorCode('4010', CHECKOUT_ERROR_CODE.unconfirmedEmail); // true
 */
export function sameErrorCode(actual: number | string | null | undefined, expected: number | string): boolean {
  if (actual === null || actual === undefined) return false;
  const text = String(actual).trim();
  return text !== '' && text === String(expected);
}
