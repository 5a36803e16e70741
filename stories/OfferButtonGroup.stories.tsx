import type { Meta, StoryObj } from '@storybook/react-vite';
import { offerButtonState } from '@d2d/core';
import { OfferButtonGroup } from '@d2d/react';
import { bundleProduct, preorderGame, regionLockedGame, saleGame } from '../packages/react/src/fixtures/products.js';

const subscribe = { offerActionType: 'Subscribe' as const, skuId: 77, canSubscribe: true, hasActivationKeys: true };
const bought = { ...saleGame, offerActions: [{ ...saleGame.offerActions![0]!, hasBeenPurchased: true }] };

const meta = {
  title: 'Catalogue/OfferButtonGroup',
  component: OfferButtonGroup,
  args: { button: offerButtonState({ product: saleGame, isLoggedIn: true }), onAction: () => {}, productTitle: saleGame.title },
} satisfies Meta<typeof OfferButtonGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Buy: Story = {};
export const InCart: Story = { args: { button: offerButtonState({ product: saleGame, isLoggedIn: true, cartProductIds: [saleGame.id] }) } };
export const PreOrder: Story = { args: { button: offerButtonState({ product: preorderGame, isLoggedIn: true }) } };
export const Free: Story = { args: { button: offerButtonState({ product: { ...saleGame, offerActions: [{ ...saleGame.offerActions![0]!, isFreePurchase: true }] }, isLoggedIn: true }) } };
export const DownloadAndKey: Story = { args: { button: offerButtonState({ product: { ...bought, hasPurchaseActivationKeys: true }, isLoggedIn: true }) } };
export const KeyOnly: Story = { args: { button: offerButtonState({ product: { ...bought, hasActivationKeysOnly: true }, isLoggedIn: true }) } };
export const SubscribeOrBuy: Story = { args: { button: offerButtonState({ product: { ...saleGame, offerActions: [...saleGame.offerActions!, subscribe] }, isLoggedIn: true, isPremiumMember: false }) } };
export const LoginToSubscribe: Story = { args: { button: offerButtonState({ product: { ...saleGame, offerActions: [subscribe] }, isLoggedIn: false }) } };
export const BuildYourOwnBundle: Story = { args: { button: offerButtonState({ product: { ...bundleProduct, productType: 'CustomBundle' }, isLoggedIn: true }) } };
export const NotBuyableFromCountry: Story = { args: { button: offerButtonState({ product: regionLockedGame, isLoggedIn: true }) } };
export const NotForSale: Story = { args: { button: offerButtonState({ product: { ...saleGame, offerActions: [] }, isLoggedIn: true }) } };
export const Busy: Story = { args: { busy: true } };
