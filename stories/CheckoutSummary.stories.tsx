import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckoutSummary } from '@d2d/react';

const meta = {
  title: 'Cart/CheckoutSummary',
  component: CheckoutSummary,
  args: {
    siteId: 1,
    summary: {
      products: [{ title: 'Copper Gambit', price: 19.99 }, { title: 'Quiet Harbor', price: 9.99 }],
      subtotal: 29.98,
      coupon_discount: 0,
      redeem_discount: 0,
      tax: 1.87,
      tax_percent: 6.25,
      tax_region: 'IL',
      total: 31.85,
    },
  },
  decorators: [(Story) => <div style={{ width: 340 }}><Story /></div>],
} satisfies Meta<typeof CheckoutSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Taxed: Story = {};
export const WithCouponAndWallet: Story = {
  args: {
    summary: { products: [{ title: 'Copper Gambit', price: 19.99 }], subtotal: 19.99, coupon_discount: 2, redeem_discount: 5, tax: 1.12, tax_percent: 6.25, tax_region: 'IL', total: 14.11 },
  },
};
