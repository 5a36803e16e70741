import type { Meta, StoryObj } from '@storybook/react-vite';
import { MiniCart } from '@d2d/react';
import { cart, emptyCart } from '../packages/react/src/fixtures/cart.js';
import { cartViews } from './cartViews.js';

const meta = {
  title: 'Cart/MiniCart',
  component: MiniCart,
  args: { signedIn: true, ...cartViews(cart), siteId: 1, cartHref: '#!/cart', onRemove: () => {} },
  decorators: [(Story) => <div style={{ width: 340 }}><Story /></div>],
} satisfies Meta<typeof MiniCart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithLines: Story = {};
export const Empty: Story = { args: { ...cartViews(emptyCart), totals: null } };
export const Visitor: Story = { args: { signedIn: false } };
