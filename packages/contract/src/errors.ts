/**
 * The error catalogue of spec §8: codes, the visible texts (re-exported from `messages.ts`),
 * the wire shapes of error bodies and the pure rules that turn a failure into what the shopper
 * sees. Shared by core (client) and the server.
 * @module
 */
export {
  CHECKOUT_ERROR_CODE,
  PURCHASE_FAIL_CODE,
  RENTAL_ERROR_CODE,
  LOGIN_FAILURE_ID,
  STREAMING_CODE,
  REVIEW_FAILURE_ID,
  COLLECTION_ERROR_CODE,
  sameErrorCode,
} from './errors/codes.js';
export type {
  CheckoutErrorCode,
  PurchaseFailCode,
  RentalErrorCode,
  LoginFailureId,
  StreamingCode,
  ReviewFailureId,
  CollectionErrorCode,
} from './errors/codes.js';

export { MESSAGES } from './messages.js';
// every text of MESSAGES a first screen shows, one binding each (and the helpers that build texts)
export * from './messageTexts.js';
export type { MessageKey } from './messages.js';

export {
  badRequestBodySchema,
  unauthorizedBodySchema,
  conflictBodySchema,
  unprocessableErrorsSchema,
  unprocessableBodySchema,
  serviceUnavailableBodySchema,
} from './errors/bodies.js';
export type {
  BadRequestBody,
  UnauthorizedBody,
  ConflictBody,
  UnprocessableErrors,
  UnprocessableBody,
  ServiceUnavailableBody,
} from './errors/bodies.js';

export { genericApiAction } from './errors/genericApiAction.js';
export type { GenericApiAction, SystemErrorPath } from './errors/genericApiAction.js';

export { resolveUnprocessable, messageFor422, BILLING_ADDRESS_ROUTE } from './errors/unprocessable.js';
export type { UnprocessableOutcome, UnprocessableContext } from './errors/unprocessable.js';

export { purchaseFailMessage } from './errors/purchaseFail.js';

export { resolveLoginFailure, resolveSignUpFailure, COMPLETE_FORGET_PASSWORD_ROUTE } from './errors/login.js';
export type { LoginFailure, SignUpFailure } from './errors/login.js';

export { changeEmailFailureMessage } from './errors/account.js';

export { streamingFailureMessage } from './errors/streaming.js';
export type { StreamingLaunchKind } from './errors/streaming.js';

export { rentalFailure } from './errors/rental.js';
export type { RentalFailure } from './errors/rental.js';

export { reviewFailureMessage, reviewerProfileFailure } from './errors/review.js';
export type { ReviewerProfileFailure } from './errors/review.js';

export { downloadOutcome, LOCATION_STATUS } from './errors/download.js';
export type { DownloadOutcome } from './errors/download.js';
