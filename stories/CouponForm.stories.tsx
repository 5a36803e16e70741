import type { Meta, StoryObj } from '@storybook/react-vite';
import { CouponForm } from '@d2d/react';
import { cartWithCoupon, cartWithHighCoupon } from '../packages/react/src/fixtures/cart.js';

const meta = {
  title: 'Cart/CouponForm',
  component: CouponForm,
  args: { signedIn: true, coupon: null, loading: false, onApply: () => {}, onRemove: () => {} },
  decorators: [(Story) => <div style={{ width: 340 }}><Story /></div>],
} satisfies Meta<typeof CouponForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Entry: Story = {};
/** A visitor sees the disabled entry with 'Login to enter coupon.'. */
export const Visitor: Story = { args: { signedIn: false } };
export const Applying: Story = { args: { loading: true } };
export const Applied: Story = { args: { coupon: cartWithCoupon.coupon_details ?? null } };
export const AppliedHighlighted: Story = { args: { coupon: cartWithHighCoupon.coupon_details ?? null, highlighted: true } };
