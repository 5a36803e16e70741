import type { Meta, StoryObj } from '@storybook/react-vite';
import { itemPrices } from '@d2d/core';
import { Price } from '@d2d/react';

const meta = {
  title: 'Catalogue/Price',
  component: Price,
  args: { prices: itemPrices({ original: 39.99, discounted: 19.99 }), siteId: 1 },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Discounted: Story = {};
export const VipPrice: Story = { args: { prices: itemPrices({ original: 39.99, discounted: 19.99, vip: 17.99 }) } };
export const FullPricePounds: Story = { args: { prices: itemPrices({ original: 29.99 }), siteId: 2 } };
export const Euros: Story = { args: { prices: itemPrices({ original: 59.99, discounted: 44.99 }), siteId: 3, size: 'large' } };
export const Free: Story = { args: { prices: itemPrices({ original: 0 }) } };
