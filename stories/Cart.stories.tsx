import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { GiftFormValues } from '@d2d/contract';
import { CartLines, CartTotals, CouponForm, GiftForm, MiniCart } from '@d2d/react';
import { cart, cartWithCoupon } from '../packages/react/src/fixtures/cart.js';
import { storyStore } from './storyStore.js';

const views = (c = cart) => {
  const store = storyStore();
  store.cart.set(c);
  return { lines: store.cart.lines.value, totals: store.cart.totals.value! };
};

const meta = {
  title: 'Cart/MiniCart',
  component: MiniCart,
  args: { signedIn: true, ...views(), siteId: 1, cartHref: '#!/cart', onRemove: () => {} },
  decorators: [(Story) => <div style={{ width: 340 }}><Story /></div>],
} satisfies Meta<typeof MiniCart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithLines: Story = {};
export const Empty: Story = { args: { lines: [], totals: null } };
export const Visitor: Story = { args: { signedIn: false } };
export const Lines: Story = { render: () => <CartLines lines={views().lines} siteId={1} productHref={() => '#'} onRemove={() => {}} /> };
export const Totals: Story = { render: () => <CartTotals totals={views(cartWithCoupon).totals} siteId={1} /> };
export const CouponVisitor: Story = { render: () => <CouponForm signedIn={false} coupon={null} loading={false} onApply={() => {}} onRemove={() => {}} /> };
export const CouponApplied: Story = { render: () => <CouponForm signedIn coupon={cartWithCoupon.coupon_details!} loading={false} onApply={() => {}} onRemove={() => {}} /> };
export const Gift: Story = {
  render: () => {
    const [gift, setGift] = useState<GiftFormValues>({ gift_first_name: 'Sam', gift_last_name: '', gift_email: 'sam@', gift_mail_body: 'hi' });
    return <GiftForm value={gift} onChange={setGift} showAllErrors />;
  },
};
