import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { UserMenu } from '@d2d/react';
import { account } from '../packages/react/src/fixtures/account.js';

// the props are a union (shopper or visitor), so each story renders its own variant
const meta = {
  title: 'Layout/UserMenu',
  component: UserMenu,
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 160 }}><Story /></div>],
} satisfies Meta;
export default meta;
type Story = StoryObj;

/** Open the menu for My Account and Logout. */
export const SignedIn: Story = { render: () => <UserMenu signedIn name={account.emailAddress} vipTier="Silver" accountHref="#!/my-account" onLogout={() => {}} /> };
/** The menu opened by the name button: My Account and Logout. */
export const MenuOpen: Story = {
  render: () => <UserMenu signedIn name={account.emailAddress} vipTier="Silver" accountHref="#!/my-account" onLogout={() => {}} />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { expanded: false });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  },
};
export const NoVipTier: Story = { render: () => <UserMenu signedIn name={account.emailAddress} vipTier={null} accountHref="#!/my-account" onLogout={() => {}} /> };
export const Visitor: Story = { render: () => <UserMenu signedIn={false} onLogin={() => {}} onSignUp={() => {}} /> };
