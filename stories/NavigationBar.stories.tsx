import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CartPopover, MiniCart, NavigationBar, UserMenu } from '@d2d/react';
import { cart } from '../packages/react/src/fixtures/cart.js';
import { cartViews } from './cartViews.js';

const { lines, totals } = cartViews(cart);

const meta = {
  title: 'Layout/NavigationBar',
  component: NavigationBar,
  parameters: { layout: 'fullscreen' },
  args: {
    logo: <a href="#">D2D</a>,
    items: [
      { kind: 'menu', label: 'Games', links: [{ label: 'All PC Games', href: '#' }], columns: [{ heading: 'Genres', links: [{ label: 'Strategy', href: '#' }, { label: 'Racing', href: '#' }] }] },
      { kind: 'link', label: 'D2D Plus', href: '#' },
      { kind: 'link', label: 'On Sale', href: '#' },
      { kind: 'link', label: 'Streaming', href: '#' },
    ],
    utilityLinks: [{ label: 'Support', href: '#' }, { label: 'Corporate', href: '#' }],
    cart: (
      <CartPopover count={lines.length} cartHref="#">
        <MiniCart signedIn lines={lines} totals={totals} siteId={1} cartHref="#" onRemove={() => {}} />
      </CartPopover>
    ),
    user: <UserMenu signedIn name="jane@example.com" vipTier="Silver" accountHref="#" onLogout={() => {}} />,
  },
} satisfies Meta<typeof NavigationBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {};
/** The Games dropdown opened: its links and genre columns. */
export const GamesMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Games' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  },
};
export const Visitor: Story = { args: { user: <UserMenu signedIn={false} onLogin={() => {}} onSignUp={() => {}} /> } };
