/**
 * The pure validation rules of spec §5, shared by the client forms and the server.
 * @module
 */
export {
  hasFieldErrors,
  characterCount,
  clampCharacters,
  validateRequired,
  isBlank,
  collectFieldErrors,
} from './fieldErrors.js';
export type { FieldErrors } from './fieldErrors.js';
export { validatePassword } from './password.js';
export { EMAIL_PATTERN, isEmail, validateEmail } from './email.js';
export { validatePasswordConfirmation, validateEmailConfirmation } from './confirm.js';
export { validateNotDefault } from './notDefault.js';
export { validateCaptcha } from './captcha.js';
export { validateSignUp } from './signUp.js';
export type { SignUpValues, SignUpField } from './signUp.js';
export { validateLogin, validateForgotPassword } from './login.js';
export type { LoginValues, LoginField, ForgotPasswordValues } from './login.js';
export { validateResetPassword, validateChangePassword } from './changePassword.js';
export type {
  ResetPasswordValues,
  ResetPasswordField,
  ChangePasswordValues,
  ChangePasswordField,
} from './changePassword.js';
export { validateChangeEmail } from './changeEmail.js';
export type { ChangeEmailValues, ChangeEmailField } from './changeEmail.js';
export { validateBillingAddress } from './billingAddress.js';
export type { BillingAddressValues, BillingAddressField } from './billingAddress.js';
export { validateGiftForm, validateGiftName, validateGiftEmail, validateGiftMessage } from './giftForm.js';
export type { GiftFormValues, GiftFormField } from './giftForm.js';
export { REVIEW_SCORE_MAX, clampReviewBody, clampReviewTitle, validateReview, canSubmitReview, validateReviewerName } from './review.js';
export type { ReviewValues, ReviewField } from './review.js';
export { toCalendarDate, isCalendarDate, ageOn, checkAgeGate } from './ageGate.js';
export { isMatureRating, MATURE_RATING_CODES } from './matureRating.js';
export type { CalendarDate, BirthdayInput, AgeGateResult } from './ageGate.js';
export { normalizeSearchKeyword, isSearchKeywordValid, shouldTypeahead } from './searchKeyword.js';
export { isValidRentalDays, validateRentalDays, rentalPrice } from './rental.js';
export { checkCartLimit, checkCartNotEmpty, checkCartForCheckout, hasRoomForCartLine, isOverCartLimit } from './cartLimit.js';
export { decideCouponApply, couponFormView } from './coupon.js';
export type { CouponEntryState, CouponDecision, CouponFormView } from './coupon.js';
export { joinFieldErrors, fieldErrorsFromServer } from './serverErrors.js';
