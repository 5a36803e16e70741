/**
 * The `buttonState` the server sends with a product (spec §4 offer button states). It is derived
 * from the same wire fields a client reads (the offer actions, `hasActivationKeysOnly`,
 * `hasPurchaseActivationKeys`) with the rules of `packages/core` `offerButtonState` (listed in
 * packages/core/README.md), so the two never disagree; the cart-dependent `v0`/`v1` variant is the
 * client's, as the server does not know the cart of a list read.
 * @module
 */
import type { OfferAction } from '@d2d/contract';

/** What the button state of a product is derived from. */
export interface ButtonStateInput {
  productType: string;
  /** The product's wire offer actions, primary first, with the reader's own facts. */
  offerActions: readonly OfferAction[];
  /** Whether buying gives only an activation key (nothing to download). */
  hasActivationKeysOnly: boolean;
  /** Whether the purchase comes with an activation key beside the download. */
  hasPurchaseActivationKeys: boolean;
  /** Whether a shopper is signed in (a visitor is asked to log in to subscribe). */
  signedIn: boolean;
}

/**
 * The offer button state of a product for its reader.
 * @example
 * offerButtonStateOf({ productType: 'Game', offerActions, hasActivationKeysOnly: false,
 *   hasPurchaseActivationKeys: true, signedIn: true }); // 'purchase-download-key' once bought
 */
export function offerButtonStateOf(input: ButtonStateInput): string {
  if (input.productType === 'CustomBundle') return 'build';
  const purchase = input.offerActions.find((o) => o.offerActionType === 'Purchase');
  const subscribe = input.offerActions.find((o) => o.offerActionType === 'Subscribe');
  if (purchase?.hasBeenPurchased === true) {
    if (purchase.isPreorderOffer === true) return 'purchase-preordered';
    if (input.hasActivationKeysOnly) return 'purchase-keyonly';
    if (input.hasPurchaseActivationKeys) return 'purchase-download-key';
    return 'purchase-download';
  }
  if (subscribe?.offerActionType === 'Subscribe') {
    const canBuy = purchase !== undefined;
    if (!input.signedIn) return canBuy ? 'login-subscribe-buy' : 'login-subscribe-only';
    // `canSubscribe: false` is how the wire says the reader is a premium member
    if (subscribe.canSubscribe === false) {
      if (!canBuy) return 'subscribe-download-only';
      return subscribe.hasActivationKeys === true ? 'subscribe-download-buy-key' : 'subscribe-download-buy';
    }
    return canBuy ? 'subscribe-buy' : 'subscribe-only';
  }
  if (purchase) {
    if (purchase.isPreorderOffer === true) return 'purchase-preorder';
    if (purchase.isFreePurchase === true) return 'purchase-free';
    return 'purchase-buy';
  }
  return 'not-for-sale';
}
