import type { Meta, StoryObj } from '@storybook/react-vite';
import { DiscountBadge } from '@d2d/react';
import { bundleProduct, saleGame } from '../packages/react/src/fixtures/products.js';

const meta = {
  title: 'Catalogue/DiscountBadge',
  component: DiscountBadge,
  args: { percent: saleGame.offerActions?.[0]?.totalPercentOff ?? 50 },
} satisfies Meta<typeof DiscountBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SaleDiscount: Story = {};
export const BundleDiscount: Story = { args: { percent: bundleProduct.offerActions?.[0]?.totalPercentOff ?? 75 } };
/** Coupons over 49% off are highlighted. */
export const HighlightedCoupon: Story = { args: { percent: 60, highlight: true } };
