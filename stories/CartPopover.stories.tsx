import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CartPopover, MiniCart } from '@d2d/react';
import { cart, emptyCart } from '../packages/react/src/fixtures/cart.js';
import { cartViews } from './cartViews.js';

const { lines, totals } = cartViews(cart);

const meta = {
  title: 'Layout/CartPopover',
  component: CartPopover,
  args: {
    count: lines.length,
    cartHref: '#!/cart',
    children: <MiniCart signedIn lines={lines} totals={totals} siteId={1} cartHref="#!/cart" onRemove={() => {}} />,
  },
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 420 }}><Story /></div>],
} satisfies Meta<typeof CartPopover>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open the popover with the cart button. */
export const WithLines: Story = {};
export const Empty: Story = { args: { count: 0, children: <MiniCart signedIn lines={[]} totals={cartViews(emptyCart).totals} siteId={1} cartHref="#!/cart" onRemove={() => {}} /> } };
/** The popover opened by its button, showing the mini cart. */
export const Opened: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /^Cart, / });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  },
};
/** On the cart page itself the cart is a plain link. */
export const LinkOnly: Story = { args: { linkOnly: true } };
