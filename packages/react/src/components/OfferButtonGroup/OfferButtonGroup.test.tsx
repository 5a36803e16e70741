import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { offerButtonState, type OfferStateInput } from '@d2d/core';
import { OfferButtonGroup } from './OfferButtonGroup.js';
import { bundleProduct, preorderGame, regionLockedGame, saleGame } from '../../fixtures/products.js';

afterEach(cleanup);

const state = (input: Partial<OfferStateInput> & Pick<OfferStateInput, 'product'>) => offerButtonState({ isLoggedIn: true, ...input });
const custom = { ...bundleProduct, id: 9, productType: 'CustomBundle' };
const purchased = { ...saleGame, offerActions: [{ ...saleGame.offerActions![0]!, hasBeenPurchased: true }] };
const purchasedKey = { ...purchased, hasPurchaseActivationKeys: true };
const keyOnly = { ...purchased, hasActivationKeysOnly: true };
const preordered = { ...preorderGame, offerActions: [{ ...preorderGame.offerActions![0]!, hasBeenPurchased: true }] };
const free = { ...saleGame, offerActions: [{ ...saleGame.offerActions![0]!, isFreePurchase: true }] };
const subscribeOffer = { offerActionType: 'Subscribe' as const, skuId: 77, canSubscribe: true, hasActivationKeys: true };
const subscribeAndBuy = { ...saleGame, offerActions: [...saleGame.offerActions!, subscribeOffer] };
const subscribeOnly = { ...saleGame, offerActions: [subscribeOffer] };

describe('OfferButtonGroup', () => {
  it.each([
    ['build', state({ product: custom }), ['Build Your Own Bundle']],
    ['purchase-download', state({ product: purchased }), ['Download']],
    ['purchase-download-key', state({ product: purchasedKey }), ['Download', 'Get Key']],
    ['purchase-keyonly', state({ product: keyOnly }), ['Get Key']],
    ['purchase-preordered', state({ product: preordered }), ['Pre-ordered']],
    ['purchase-preorder', state({ product: preorderGame }), ['Pre-order']],
    ['purchase-free', state({ product: free }), ['Get It Free']],
    ['purchase-buy', state({ product: saleGame }), ['Add to Cart']],
    ['purchase-buy v1', state({ product: saleGame, cartProductIds: [saleGame.id] }), ['In Cart']],
    ['subscribe-buy', state({ product: subscribeAndBuy, isPremiumMember: false }), ['Subscribe', 'Add to Cart']],
    ['subscribe-only', state({ product: subscribeOnly, isPremiumMember: false }), ['Subscribe']],
    ['subscribe-download-buy-key', state({ product: subscribeAndBuy, isPremiumMember: true }), ['Download', 'Get Key', 'Add to Cart']],
    ['subscribe-download-buy-key (key only)', state({ product: { ...subscribeAndBuy, hasActivationKeysOnly: true }, isPremiumMember: true }), ['Get Key', 'Add to Cart']],
    ['subscribe-download-only', state({ product: subscribeOnly, isPremiumMember: true }), ['Download', 'Get Key']],
    ['login-subscribe-buy', state({ product: subscribeAndBuy, isLoggedIn: false }), ['Login to Subscribe', 'Add to Cart']],
    ['login-subscribe-only', state({ product: subscribeOnly, isLoggedIn: false }), ['Login to Subscribe']],
    ['not-for-sale', state({ product: { ...saleGame, offerActions: [] } }), ['Not For Sale']],
  ])('should render the %s state with its labels', (_, button, labels) => {
    render(<OfferButtonGroup button={button} onAction={() => {}} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(labels);
  });

  it('should disable buying where the offer is not buyable from the country, and say why', () => {
    render(<OfferButtonGroup button={state({ product: regionLockedGame })} onAction={() => {}} />);
    expect((screen.getByRole('button', { name: 'Add to Cart' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Not available for purchase in your country.')).toBeTruthy();
  });

  it('should disable a pre-ordered title', () => {
    render(<OfferButtonGroup button={state({ product: preordered })} onAction={() => {}} />);
    expect((screen.getByRole('button', { name: 'Pre-ordered' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('should report the action of each button and name the product', () => {
    const onAction = vi.fn();
    render(<OfferButtonGroup button={state({ product: purchasedKey })} onAction={onAction} productTitle="Starfall Tactics" />);
    fireEvent.click(screen.getByRole('button', { name: 'Download, Starfall Tactics' }));
    fireEvent.click(screen.getByRole('button', { name: 'Get Key, Starfall Tactics' }));
    expect(onAction.mock.calls).toEqual([
      ['download', 'primary'],
      ['show-key', 'secondary'],
    ]);
  });

  it("should report the third button of a member's title and say why its buy button is disabled", () => {
    const onAction = vi.fn();
    render(<OfferButtonGroup button={state({ product: subscribeAndBuy, isPremiumMember: true })} onAction={onAction} />);
    fireEvent.click(screen.getByRole('button', { name: 'Get Key' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(onAction.mock.calls).toEqual([['show-key', 'secondary'], ['add-to-cart', 'tertiary']]);
    cleanup();
    const lockedPlan = { ...regionLockedGame, offerActions: [...regionLockedGame.offerActions!, subscribeOffer] };
    render(<OfferButtonGroup button={state({ product: lockedPlan, isPremiumMember: true })} onAction={onAction} />);
    expect((screen.getByRole('button', { name: 'Add to Cart' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Not available for purchase in your country.')).toBeTruthy();
  });

  it('should be busy while a press is carried out', () => {
    render(<OfferButtonGroup button={state({ product: saleGame })} onAction={() => {}} busy />);
    const button = screen.getByRole('button', { name: 'Add to Cart' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});
