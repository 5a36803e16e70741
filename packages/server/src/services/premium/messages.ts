/**
 * Texts of the premium area that the spec does not give (ours); the spec's own ones
 * (`alreadySubscribed`, `notSubscribed`, `unconfirmedEmail`, `activationKeyProblem`) come from
 * the contract's `MESSAGES`.
 */
export const PREMIUM_MESSAGES = {
  noCampaign: 'The free trial offer is not running right now.',
  trialRedeemed: 'The free trial can be redeemed once per account, and this account has redeemed it.',
  trialStarted: 'Your free premium trial has started.',
  skuNotFound: 'This item is not offered with the premium plan.',
  paymentNotFound: 'The premium or rental payment was not found.',
  checkoutClosed: 'This checkout is closed. Please start again from the store.',
  /** A premium or rental checkout left unpaid past `PAYMENT_EXPIRY_MINUTES` (the orders' own text, with this area's way back). */
  paymentExpired: 'This checkout expired before it was paid. Nothing was charged; please start again from the store.',
  productNotRentable: 'This game cannot be rented.',
  productNotFound: 'The product was not found.',
  returnOrigin: "The return url must be on the store's own origin.",
  giftToSelf: 'Enter the e-mail address of the person you are giving the subscription to.',
  giftCodeInvalid: 'This gift code is not valid, or the gift was claimed already.',
  giftOtherAddress: 'This gift was sent to another e-mail address. Log in with that address to claim it.',
} as const;
