import type { Meta, StoryObj } from '@storybook/react-vite';
import { CartPopover, MiniCart, NavigationBar, UserMenu } from '@d2d/react';
import { storyStore } from './storyStore.js';

const store = storyStore({ signedIn: true });

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
      <CartPopover count={2} cartHref="#">
        <MiniCart signedIn lines={store.cart.lines.value} totals={store.cart.totals.value} siteId={1} cartHref="#" onRemove={() => {}} />
      </CartPopover>
    ),
    user: <UserMenu signedIn name="jane@example.com" vipTier="Silver" accountHref="#" onLogout={() => {}} />,
  },
} satisfies Meta<typeof NavigationBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {};
export const Visitor: Story = { args: { user: <UserMenu signedIn={false} onLogin={() => {}} onSignUp={() => {}} /> } };
