/**
 * The offer-button state machine of spec §4, derived from the product, its offer actions, the
 * session and the cart. The spec names the states but not how to reach them nor what v0/v1
 * mean; the rules below are ours and are listed in packages/core/README.md.
 *
 * Rules, first match wins:
 * 1. `productType` CustomBundle → `build` ('Build Your Own Bundle').
 * 2. The purchase offer was bought (`hasBeenPurchased`, or its `skuId` is in `skuIdsPurchased`):
 *    pre-order → `purchase-preordered` (disabled); `hasActivationKeysOnly` → `purchase-keyonly`;
 *    `hasPurchaseActivationKeys` → `purchase-download-key`; else `purchase-download`. A list card
 *    carries neither flag: the server's `buttonState` (the same rules on the full facts) tells them.
 * 3. A subscribe offer exists ("buy" = an unbought purchase offer exists too):
 *    visitor → `login-subscribe-buy` / `login-subscribe-only`;
 *    premium member (or `canSubscribe: false`) → `subscribe-download-buy-key` (buy and the
 *    subscribe offer `hasActivationKeys`), `subscribe-download-buy`, `subscribe-download-only`;
 *    otherwise → `subscribe-buy` / `subscribe-only`. A member takes the title with 'Get Key'
 *    when it ships as a key only (`hasActivationKeysOnly` and the subscribe offer has keys),
 *    else with 'Download', plus 'Get Key' when the subscribe offer has keys; the buy button
 *    comes last.
 * 4. A purchase offer exists: pre-order → `purchase-preorder`; free → `purchase-free`; else
 *    `purchase-buy`. Variant `v1` when the product is already in the cart (label 'In Cart',
 *    action go to cart), `v0` otherwise (add to cart).
 * 5. Otherwise `not-for-sale` (disabled).
 * Every buy action is disabled when the purchase offer's `buyableFromCountry` is 'N'.
 * @module
 */
import { BUILD_YOUR_OWN_BUNDLE, type OfferAction, type PurchaseOfferAction, type SubscribeOfferAction } from '@d2d/contract';

/** Every state of the offer button (spec §4). */
export type OfferState =
  | 'not-for-sale'
  | 'purchase-download'
  | 'purchase-download-key'
  | 'purchase-keyonly'
  | 'purchase-preordered'
  | 'purchase-preorder'
  | 'purchase-free'
  | 'purchase-buy'
  | 'subscribe-download-buy'
  | 'subscribe-download-buy-key'
  | 'subscribe-download-only'
  | 'subscribe-buy'
  | 'subscribe-only'
  | 'login-subscribe-buy'
  | 'login-subscribe-only'
  | 'build';

/** What pressing a button does; the host carries it out. */
export type OfferButtonAction =
  | 'add-to-cart'
  | 'go-to-cart'
  | 'download'
  | 'show-key'
  | 'subscribe'
  | 'login'
  | 'build'
  | 'none';

/** Why a button is disabled. */
export type OfferDisabledReason = 'not-for-sale' | 'preordered' | 'not-buyable-from-country';

/** One button of the offer area. */
export interface OfferButtonPart {
  label: string;
  action: OfferButtonAction;
  disabled: boolean;
  disabledReason?: OfferDisabledReason;
}

/** The offer area of a product: the main button, an optional second one, and the offer to use. */
export interface OfferButton extends OfferButtonPart {
  state: OfferState;
  /** For `purchase-preorder` and `purchase-buy`: `v1` when the product is in the cart. */
  variant?: 'v0' | 'v1';
  /** A second button: 'Get Key' beside a download, or the buy button beside a subscription. */
  secondary?: OfferButtonPart;
  /** A third button: the buy button of a member's title that has both files and a key. */
  tertiary?: OfferButtonPart;
  /** The purchase offer (for the price and `skuId`), if any. */
  purchase: PurchaseOfferAction | null;
  /** The subscribe offer, if any. */
  subscribe: SubscribeOfferAction | null;
}

/** The button labels, by purpose. */
export const OFFER_LABELS = {
  build: BUILD_YOUR_OWN_BUNDLE,
  notForSale: 'Not For Sale',
  download: 'Download',
  getKey: 'Get Key',
  preordered: 'Pre-ordered',
  preorder: 'Pre-order',
  free: 'Get It Free',
  addToCart: 'Add to Cart',
  inCart: 'In Cart',
  subscribe: 'Subscribe',
  loginToSubscribe: 'Login to Subscribe',
} as const;

/** The product fields the offer button reads. */
export interface OfferProductLike {
  id: number;
  productType?: string | null;
  offerActions?: readonly OfferAction[] | null;
  hasActivationKeysOnly?: boolean | null;
  hasPurchaseActivationKeys?: boolean | null;
  skuIdsPurchased?: readonly number[] | null;
  /** The server's state for the reader: tells a list card's key facts, which the card does not carry. */
  buttonState?: string | null;
}

/** Everything the offer button is derived from. */
export interface OfferStateInput {
  product: OfferProductLike;
  /** The offer the button is for; defaults to the product's purchase and subscribe offers. */
  offerAction?: OfferAction | null;
  /** Whether a shopper is logged in. */
  isLoggedIn: boolean;
  /** Whether the shopper has an active premium subscription; defaults to `!canSubscribe`. */
  isPremiumMember?: boolean;
  /** Product ids of the cart's lines. */
  cartProductIds?: readonly number[];
}

const part = (label: string, action: OfferButtonAction, disabledReason?: OfferDisabledReason): OfferButtonPart =>
  disabledReason ? { label, action, disabled: true, disabledReason } : { label, action, disabled: false };

/**
 * Derives the offer button of a product.
 * @param input - Product, chosen offer, session and cart facts.
 * @returns The state, its label and action, and whether it is disabled.
 * @example
 * const button = offerButtonState({ product, isLoggedIn: store.session.isLoggedIn.value,
 *   cartProductIds: store.cart.productIds.value });
 * button.label; // 'Add to Cart'
 */
export function offerButtonState(input: OfferStateInput): OfferButton {
  const { product } = input;
  const offers = product.offerActions ?? [];
  const chosen = input.offerAction ?? null;
  const purchase =
    chosen?.offerActionType === 'Purchase'
      ? chosen
      : (offers.find((o): o is PurchaseOfferAction => o.offerActionType === 'Purchase') ?? null);
  const subscribe =
    chosen?.offerActionType === 'Subscribe'
      ? chosen
      : (offers.find((o): o is SubscribeOfferAction => o.offerActionType === 'Subscribe') ?? null);
  const offersOf = { purchase, subscribe };

  if (product.productType === 'CustomBundle') {
    return { state: 'build', ...part(OFFER_LABELS.build, 'build'), ...offersOf };
  }

  const bought =
    purchase !== null &&
    (purchase.hasBeenPurchased === true || (product.skuIdsPurchased ?? []).includes(purchase.skuId));
  if (bought) {
    if (purchase.isPreorderOffer === true) {
      return { state: 'purchase-preordered', ...part(OFFER_LABELS.preordered, 'none', 'preordered'), ...offersOf };
    }
    // a list card carries no key facts; the server derived its state from them with these rules
    const keysOnly = product.hasActivationKeysOnly ?? product.buttonState === 'purchase-keyonly';
    const purchaseKey = product.hasPurchaseActivationKeys ?? product.buttonState === 'purchase-download-key';
    if (keysOnly) {
      return { state: 'purchase-keyonly', ...part(OFFER_LABELS.getKey, 'show-key'), ...offersOf };
    }
    if (purchaseKey) {
      return {
        state: 'purchase-download-key',
        ...part(OFFER_LABELS.download, 'download'),
        secondary: part(OFFER_LABELS.getKey, 'show-key'),
        ...offersOf,
      };
    }
    return { state: 'purchase-download', ...part(OFFER_LABELS.download, 'download'), ...offersOf };
  }

  const countryBlocked = purchase?.buyableFromCountry === 'N' ? 'not-buyable-from-country' : undefined;
  const inCart = (input.cartProductIds ?? []).includes(product.id);
  const buyPart = inCart ? part(OFFER_LABELS.inCart, 'go-to-cart') : part(OFFER_LABELS.addToCart, 'add-to-cart', countryBlocked);

  if (subscribe) {
    const canBuy = purchase !== null;
    if (!input.isLoggedIn) {
      const login = part(OFFER_LABELS.loginToSubscribe, 'login');
      return canBuy
        ? { state: 'login-subscribe-buy', ...login, secondary: buyPart, ...offersOf }
        : { state: 'login-subscribe-only', ...login, ...offersOf };
    }
    const member = input.isPremiumMember ?? subscribe.canSubscribe === false;
    if (member) {
      const withKey = subscribe.hasActivationKeys === true;
      // the member's own buttons first (what the plan gives), then the buy button
      const parts =
        withKey && product.hasActivationKeysOnly === true
          ? [part(OFFER_LABELS.getKey, 'show-key')]
          : [part(OFFER_LABELS.download, 'download'), ...(withKey ? [part(OFFER_LABELS.getKey, 'show-key')] : [])];
      if (canBuy) parts.push(buyPart);
      const state = !canBuy ? 'subscribe-download-only' : withKey ? 'subscribe-download-buy-key' : 'subscribe-download-buy';
      const [main, secondary, tertiary] = parts as [OfferButtonPart, OfferButtonPart?, OfferButtonPart?];
      return { state, ...main, ...(secondary ? { secondary } : {}), ...(tertiary ? { tertiary } : {}), ...offersOf };
    }
    const sub = part(OFFER_LABELS.subscribe, 'subscribe');
    return canBuy
      ? { state: 'subscribe-buy', ...sub, secondary: buyPart, ...offersOf }
      : { state: 'subscribe-only', ...sub, ...offersOf };
  }

  if (purchase) {
    const variant = inCart ? 'v1' : 'v0';
    if (purchase.isPreorderOffer === true) {
      const main = inCart ? buyPart : part(OFFER_LABELS.preorder, 'add-to-cart', countryBlocked);
      return { state: 'purchase-preorder', variant, ...main, ...offersOf };
    }
    if (purchase.isFreePurchase === true) {
      const main = inCart ? buyPart : part(OFFER_LABELS.free, 'add-to-cart', countryBlocked);
      return { state: 'purchase-free', ...main, ...offersOf };
    }
    return { state: 'purchase-buy', variant, ...buyPart, ...offersOf };
  }

  return { state: 'not-for-sale', ...part(OFFER_LABELS.notForSale, 'none', 'not-for-sale'), ...offersOf };
}
