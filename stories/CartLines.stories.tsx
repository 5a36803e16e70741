import type { Meta, StoryObj } from '@storybook/react-vite';
import { CartLines } from '@d2d/react';
import { cart, cartWithAdsTitle } from '../packages/react/src/fixtures/cart.js';
import { cartViews } from './cartViews.js';

const meta = {
  title: 'Cart/CartLines',
  component: CartLines,
  args: { lines: cartViews(cart).lines, siteId: 1, productHref: (p) => `#!/download-x/${p.id}`, onRemove: () => {} },
} satisfies Meta<typeof CartLines>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoGames: Story = {};
export const Removing: Story = { args: { busy: true } };
export const TradeInTitle: Story = { args: { lines: cartViews(cartWithAdsTitle).lines } };
export const UkSite: Story = { args: { siteId: 2 } };
