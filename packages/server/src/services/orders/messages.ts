/**
 * Texts of the orders area that the contract has no words for (its MESSAGES hold the spec's
 * own). They reach the shopper as the server's text of a '7002' refusal or as base errors.
 * @module
 */

export const ORDER_MESSAGES = {
  paymentNotFound: 'The payment was not found.',
  cartNotFound: 'The cart was not found.',
  notYours: 'This purchase belongs to another account.',
  notComplete: 'The purchase is not complete yet.',
  notConfirmed: 'The payment has not been confirmed yet.',
  notApproved: 'The payment has not been approved yet.',
  wrongProvider: 'This payment was not made with this payment provider.',
  paymentClosed: 'This checkout is closed. Please checkout again.',
  paymentExpired: 'This checkout expired before it was paid. Nothing was charged; please checkout again.',
  redirectOrigin: "The redirect url must be on the store's own origin.",
  freeByCard: 'There is nothing to pay by card: the order total is 0. Use the checkout instead.',
  walletChanged: 'Your wallet credit changed during checkout. Your payment was not charged; please checkout again.',
  couponGone: 'The coupon of this order was used up during checkout. Your payment was not charged; please checkout again.',
  couponUsedByAccount: 'You have already used the coupon of this order on an earlier order. Your payment was not charged; please checkout again.',
  cartChanged: 'This cart was already purchased. Your payment was not charged.',
  notTradeable: 'This game cannot be traded in.',
  inventoryNotFound: 'The game was not found in your library.',
  keyNotAvailable: 'This game has no activation key to show.',
  unknownFailCode: 'Unknown purchase fail code; expected 3001, 4001, 4002 or 5001.',
  preorderNotCancellable: 'This pre-order has been charged already and cannot be cancelled.',
} as const;

/** 7002 text: a product of the cart ran out of activation keys. */
export function soldOutMessage(title: string): string {
  return `Sorry, ${title} is sold out. Please remove it from your cart.`;
}

/** 7002 text of a completion refused for lack of keys. */
export function soldOutDuringCheckoutMessage(title: string): string {
  return `Sorry, ${title} sold out while you were paying. Your payment was not charged.`;
}

/** 7002 text: a product of the cart is no longer for sale. */
export function noLongerForSaleMessage(title: string, reason: string): string {
  return `${title}: ${reason} Please remove it from your cart.`;
}
