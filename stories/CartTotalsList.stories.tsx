import type { Meta, StoryObj } from '@storybook/react-vite';
import { CartTotalsList } from '@d2d/react';
import { cart, cartWithCoupon, cartWithHighCoupon } from '../packages/react/src/fixtures/cart.js';
import { cartViews } from './cartViews.js';

const meta = {
  title: 'Cart/CartTotalsList',
  component: CartTotalsList,
  args: { totals: cartViews(cart).totals, siteId: 1 },
  decorators: [(Story) => <div style={{ width: 340 }}><Story /></div>],
} satisfies Meta<typeof CartTotalsList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoCoupon: Story = {};
export const WithCoupon: Story = { args: { totals: cartViews(cartWithCoupon).totals } };
export const EstimatedTax: Story = {
  args: { totals: { ...cartViews(cart).totals, taxMinor: 312, taxStatus: 'estimated', taxPercent: 6.25, taxRegion: 'IL', totalMinor: 5310 } },
};
export const HighlightedCoupon: Story = { args: { totals: cartViews(cartWithHighCoupon).totals, couponHighlighted: true } };
