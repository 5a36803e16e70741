import type { Meta, StoryObj } from '@storybook/react-vite';
import { WalletRedeem } from '@d2d/react';

const meta = {
  title: 'Cart/WalletRedeem',
  component: WalletRedeem,
  args: { balanceMinor: 1250, redeemedMinor: 0, siteId: 1, onRedeem: () => {}, onRemove: () => {} },
} satisfies Meta<typeof WalletRedeem>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithCredit: Story = {};
export const Applied: Story = { args: { redeemedMinor: 999 } };
export const EmptyWallet: Story = { args: { balanceMinor: 0 } };
export const Loading: Story = { args: { balanceMinor: null } };
