import { describe, expect, it } from 'vitest';
import { offerButtonState, type OfferState } from './index.js';
import { product, purchaseOffer, subscribeOffer } from './__tests__/fixtures.js';

const visitor = { isLoggedIn: false };
const shopper = { isLoggedIn: true };

describe('offerButtonState', () => {
  it('should offer the bundle builder for a custom bundle', () => {
    const button = offerButtonState({ product: product({ productType: 'CustomBundle' }), ...visitor });
    expect(button).toMatchObject({ state: 'build', label: 'Build Your Own Bundle', action: 'build', disabled: false });
  });

  it('should be not-for-sale and disabled without an offer', () => {
    const button = offerButtonState({ product: product({ offerActions: [] }), ...shopper });
    expect(button).toMatchObject({ state: 'not-for-sale', label: 'Not For Sale', disabled: true, disabledReason: 'not-for-sale' });
  });

  describe('already purchased', () => {
    it('should offer the download', () => {
      const button = offerButtonState({ product: product({ offerActions: [purchaseOffer({ hasBeenPurchased: true })] }), ...shopper });
      expect(button).toMatchObject({ state: 'purchase-download', label: 'Download', action: 'download' });
      expect(button.secondary).toBeUndefined();
    });

    it('should count a sku in skuIdsPurchased as bought', () => {
      const button = offerButtonState({ product: product({ skuIdsPurchased: [501] }), ...shopper });
      expect(button.state).toBe('purchase-download');
    });

    it('should offer download and key when the product has purchase activation keys', () => {
      const button = offerButtonState({
        product: product({ hasPurchaseActivationKeys: true, offerActions: [purchaseOffer({ hasBeenPurchased: true })] }),
        ...shopper,
      });
      expect(button).toMatchObject({ state: 'purchase-download-key', label: 'Download', secondary: { label: 'Get Key', action: 'show-key' } });
    });

    it('should offer only the key for key-only products', () => {
      const button = offerButtonState({
        product: product({ hasActivationKeysOnly: true, offerActions: [purchaseOffer({ hasBeenPurchased: true })] }),
        ...shopper,
      });
      expect(button).toMatchObject({ state: 'purchase-keyonly', label: 'Get Key', action: 'show-key' });
    });

    it("should read a list card's key facts from the server's state, the card carrying neither flag", () => {
      const bought = [purchaseOffer({ hasBeenPurchased: true })];
      expect(offerButtonState({ product: product({ buttonState: 'purchase-keyonly', offerActions: bought }), ...shopper })).toMatchObject({ state: 'purchase-keyonly', label: 'Get Key' });
      expect(offerButtonState({ product: product({ buttonState: 'purchase-download-key', offerActions: bought }), ...shopper })).toMatchObject({
        state: 'purchase-download-key',
        secondary: { label: 'Get Key' },
      });
      // the flags, when read, win over the state
      expect(offerButtonState({ product: product({ buttonState: 'purchase-keyonly', hasActivationKeysOnly: false, offerActions: bought }), ...shopper }).state).toBe('purchase-download');
    });

    it('should show a bought pre-order as pre-ordered and disabled', () => {
      const button = offerButtonState({
        product: product({ offerActions: [purchaseOffer({ hasBeenPurchased: true, isPreorderOffer: true })] }),
        ...shopper,
      });
      expect(button).toMatchObject({ state: 'purchase-preordered', label: 'Pre-ordered', disabled: true, disabledReason: 'preordered' });
    });
  });

  describe('for sale', () => {
    it('should offer a pre-order (v0) and show it in the cart (v1)', () => {
      const p = product({ offerActions: [purchaseOffer({ isPreorderOffer: true })] });
      expect(offerButtonState({ product: p, ...shopper })).toMatchObject({
        state: 'purchase-preorder',
        variant: 'v0',
        label: 'Pre-order',
        action: 'add-to-cart',
      });
      expect(offerButtonState({ product: p, ...shopper, cartProductIds: [p.id] })).toMatchObject({
        state: 'purchase-preorder',
        variant: 'v1',
        label: 'In Cart',
        action: 'go-to-cart',
      });
    });

    it('should offer a free product', () => {
      const p = product({ offerActions: [purchaseOffer({ isFreePurchase: true })] });
      expect(offerButtonState({ product: p, ...visitor })).toMatchObject({ state: 'purchase-free', label: 'Get It Free', action: 'add-to-cart' });
      expect(offerButtonState({ product: p, ...shopper, cartProductIds: [p.id] })).toMatchObject({ state: 'purchase-free', label: 'In Cart' });
    });

    it('should offer add to cart (v0) and go to cart once in the cart (v1)', () => {
      const p = product();
      expect(offerButtonState({ product: p, ...visitor })).toMatchObject({ state: 'purchase-buy', variant: 'v0', label: 'Add to Cart', action: 'add-to-cart', disabled: false });
      expect(offerButtonState({ product: p, ...shopper, cartProductIds: [9, p.id] })).toMatchObject({
        state: 'purchase-buy',
        variant: 'v1',
        label: 'In Cart',
        action: 'go-to-cart',
      });
    });

    it('should disable buying when the offer is not buyable from the country', () => {
      const offers = [purchaseOffer({ buyableFromCountry: 'N' })];
      expect(offerButtonState({ product: product({ offerActions: offers }), ...shopper })).toMatchObject({
        state: 'purchase-buy',
        disabled: true,
        disabledReason: 'not-buyable-from-country',
      });
      const preorder = [purchaseOffer({ buyableFromCountry: 'N', isPreorderOffer: true })];
      expect(offerButtonState({ product: product({ offerActions: preorder }), ...shopper }).disabled).toBe(true);
      const free = [purchaseOffer({ buyableFromCountry: 'N', isFreePurchase: true })];
      expect(offerButtonState({ product: product({ offerActions: free }), ...shopper }).disabled).toBe(true);
    });

    it('should use the offer it is given over the product list', () => {
      const chosen = purchaseOffer({ skuId: 777, isPreorderOffer: true });
      expect(offerButtonState({ product: product(), offerAction: chosen, ...shopper }).state).toBe('purchase-preorder');
    });
  });

  describe('subscription offers', () => {
    const both = product({ offerActions: [purchaseOffer(), subscribeOffer()] });
    const subscribeOnly = product({ offerActions: [subscribeOffer()] });

    it('should ask visitors to log in to subscribe, with or without buying', () => {
      expect(offerButtonState({ product: both, ...visitor })).toMatchObject({
        state: 'login-subscribe-buy',
        label: 'Login to Subscribe',
        action: 'login',
        secondary: { label: 'Add to Cart', action: 'add-to-cart' },
      });
      expect(offerButtonState({ product: subscribeOnly, ...visitor })).toMatchObject({ state: 'login-subscribe-only', action: 'login' });
    });

    it('should offer the subscription to shoppers who can subscribe', () => {
      expect(offerButtonState({ product: both, ...shopper })).toMatchObject({ state: 'subscribe-buy', label: 'Subscribe', action: 'subscribe', secondary: { action: 'add-to-cart' } });
      expect(offerButtonState({ product: subscribeOnly, ...shopper })).toMatchObject({ state: 'subscribe-only', action: 'subscribe' });
    });

    it('should offer premium members the download, with buy and key variants', () => {
      expect(offerButtonState({ product: both, ...shopper, isPremiumMember: true })).toMatchObject({ state: 'subscribe-download-buy', label: 'Download', action: 'download' });
      const withKeys = product({ offerActions: [purchaseOffer(), subscribeOffer({ hasActivationKeys: true })] });
      expect(offerButtonState({ product: withKeys, ...shopper, isPremiumMember: true }).state).toBe('subscribe-download-buy-key');
      expect(offerButtonState({ product: subscribeOnly, ...shopper, isPremiumMember: true }).state).toBe('subscribe-download-only');
    });

    it("should let a member take a key-only title with 'Get Key', keeping the buy button", () => {
      const keyOnly = product({ hasActivationKeysOnly: true, offerActions: [purchaseOffer(), subscribeOffer({ hasActivationKeys: true })] });
      const button = offerButtonState({ product: keyOnly, ...shopper, isPremiumMember: true });
      expect(button).toMatchObject({ state: 'subscribe-download-buy-key', label: 'Get Key', action: 'show-key', secondary: { label: 'Add to Cart', action: 'add-to-cart' } });
      expect(button.tertiary).toBeUndefined();
    });

    it('should give a member both the download and the key of a title with files and a key, then the buy button', () => {
      const filesAndKey = product({ offerActions: [purchaseOffer(), subscribeOffer({ hasActivationKeys: true })] });
      expect(offerButtonState({ product: filesAndKey, ...shopper, isPremiumMember: true, cartProductIds: [filesAndKey.id] })).toMatchObject({
        state: 'subscribe-download-buy-key',
        label: 'Download',
        action: 'download',
        secondary: { label: 'Get Key', action: 'show-key' },
        tertiary: { label: 'In Cart', action: 'go-to-cart' },
      });
      const keyOnlyPlan = product({ hasActivationKeysOnly: true, offerActions: [subscribeOffer({ hasActivationKeys: true })] });
      const only = offerButtonState({ product: keyOnlyPlan, ...shopper, isPremiumMember: true });
      expect(only).toMatchObject({ state: 'subscribe-download-only', label: 'Get Key', action: 'show-key' });
      expect(only.secondary).toBeUndefined();
    });

    it('should read membership from canSubscribe when the premium status is unknown', () => {
      const member = product({ offerActions: [subscribeOffer({ canSubscribe: false })] });
      expect(offerButtonState({ product: member, ...shopper }).state).toBe('subscribe-download-only');
    });

    it('should keep the buy button in the cart variant', () => {
      expect(offerButtonState({ product: both, ...shopper, cartProductIds: [both.id] }).secondary).toMatchObject({ label: 'In Cart', action: 'go-to-cart' });
    });

    it('should prefer the download once the product was bought', () => {
      const bought = product({ offerActions: [purchaseOffer({ hasBeenPurchased: true }), subscribeOffer()] });
      expect(offerButtonState({ product: bought, ...shopper }).state).toBe('purchase-download');
    });
  });

  it('should reach every state of spec §4', () => {
    const seen = new Set<OfferState>();
    const cases = [
      { product: product({ productType: 'CustomBundle' }), ...visitor },
      { product: product({ offerActions: [] }), ...visitor },
      { product: product({ offerActions: [purchaseOffer({ hasBeenPurchased: true })] }), ...shopper },
      { product: product({ hasPurchaseActivationKeys: true, skuIdsPurchased: [501] }), ...shopper },
      { product: product({ hasActivationKeysOnly: true, skuIdsPurchased: [501] }), ...shopper },
      { product: product({ offerActions: [purchaseOffer({ hasBeenPurchased: true, isPreorderOffer: true })] }), ...shopper },
      { product: product({ offerActions: [purchaseOffer({ isPreorderOffer: true })] }), ...shopper },
      { product: product({ offerActions: [purchaseOffer({ isFreePurchase: true })] }), ...shopper },
      { product: product(), ...shopper },
      { product: product({ offerActions: [purchaseOffer(), subscribeOffer()] }), ...shopper, isPremiumMember: true },
      { product: product({ offerActions: [purchaseOffer(), subscribeOffer({ hasActivationKeys: true })] }), ...shopper, isPremiumMember: true },
      { product: product({ offerActions: [subscribeOffer()] }), ...shopper, isPremiumMember: true },
      { product: product({ offerActions: [purchaseOffer(), subscribeOffer()] }), ...shopper },
      { product: product({ offerActions: [subscribeOffer()] }), ...shopper },
      { product: product({ offerActions: [purchaseOffer(), subscribeOffer()] }), ...visitor },
      { product: product({ offerActions: [subscribeOffer()] }), ...visitor },
    ];
    for (const input of cases) seen.add(offerButtonState(input).state);
    expect([...seen].sort()).toEqual(
      [
        'build',
        'not-for-sale',
        'purchase-download',
        'purchase-download-key',
        'purchase-keyonly',
        'purchase-preordered',
        'purchase-preorder',
        'purchase-free',
        'purchase-buy',
        'subscribe-download-buy',
        'subscribe-download-buy-key',
        'subscribe-download-only',
        'subscribe-buy',
        'subscribe-only',
        'login-subscribe-buy',
        'login-subscribe-only',
      ].sort(),
    );
  });
});
