/**
 * The cart area's refusal texts the contract has no words for (the contract's MESSAGES cover the
 * spec's own: the 5-item limit, already owned, traded in). The client shows them as the server
 * sends them: coupon texts under 'Add Coupon Fail' / 'Remove Coupon Fail', the others as the
 * 422's base errors.
 */
export const CART_MESSAGES = {
  couponUnknown: 'This coupon code is not valid.',
  couponNotStarted: 'This coupon is not active yet.',
  couponExpired: 'This coupon has expired.',
  couponUsedUp: 'This coupon has already been used.',
  /** A first-visit coupon the shopper already had on an earlier order (once per account). */
  couponUsedByAccount: 'You have already used this coupon on an earlier order.',
  couponOtherSite: 'This coupon is not valid in your region.',
  couponOneAtATime: 'Only one coupon can be used at a time. Remove the applied coupon first.',
  couponNotApplied: 'This coupon is not applied to your cart.',
  productNotFound: 'The product was not found.',
  notForSale: 'This product is not for sale.',
  notBuyableFromCountry: 'This product cannot be purchased from your country.',
  lineNotFound: 'This item is not in your cart.',
  cartNotFound: 'The cart was not found.',
  walletEmpty: 'Your wallet has no credit to redeem.',
  redeemEmptyCart: 'Add a product to your cart before redeeming wallet credit.',
  loyaltyNotMember: 'Only VIP members have a loyalty welcome.',
  loyaltyAlreadyAcknowledged: 'The loyalty welcome was already acknowledged.',
} as const;

/**
 * The minimum-spend refusal of a coupon, with the amount in the cart's currency.
 * @example
 * couponMinSpendMessage('$20.00'); // 'This coupon needs a cart total of at least $20.00.'
 */
export function couponMinSpendMessage(amount: string): string {
  return `This coupon needs a cart total of at least ${amount}.`;
}

/**
 * The refusal of a DLC whose base game the shopper neither owns nor has in the cart.
 * @example
 * baseGameRequiredMessage('Season Pass', ['Stellar Odyssey']); // 'Season Pass requires Stellar Odyssey. Add the base game first.'
 */
export function baseGameRequiredMessage(title: string, baseTitles: readonly string[]): string {
  return `${title} requires ${baseTitles.join(' or ')}. Add the base game first.`;
}

/**
 * The refusal of a build-your-own bundle with the wrong picks.
 * @example
 * bundlePickMessage(3); // 'Pick exactly 3 different games offered in this bundle.'
 */
export function bundlePickMessage(count: number): string {
  return `Pick exactly ${count} different games offered in this bundle.`;
}

/** The cart's bulletins (spec §3 Cart `bulletins`): notices about lines, in the terms' words. */
export const CART_BULLETINS = {
  /** Spec §1: pre-orders are authorised, charged when shipping begins, cancellable until charged. */
  preorder: (title: string) => `${title} is a pre-order: your payment is authorised now and charged when it is released. You can cancel it until then.`,
  /** Spec §1: pre-purchases are charged immediately and cannot be cancelled. */
  prePurchase: (title: string) => `${title} is a pre-purchase: it is charged now and cannot be cancelled.`,
  /** A line that cannot be bought now (checkout refuses the cart until it is removed). */
  lineProblem: (title: string, problem: string) => `${title}: ${problem} Please remove it from your cart.`,
  /** A coupon that no longer discounts the cart. */
  couponProblem: (code: string, problem: string) => `Coupon ${code}: ${problem}`,
  gift: (email: string) => `This order will be sent as a gift to ${email}.`,
} as const;
