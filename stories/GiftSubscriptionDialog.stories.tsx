import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatPrice } from '@d2d/core';
import { GiftSubscriptionDialog } from '@d2d/react';

const meta = {
  title: 'Dialogs/GiftSubscriptionDialog',
  component: GiftSubscriptionDialog,
  args: {
    open: true,
    monthPriceMinor: 1499,
    formatMinor: (minor: number) => formatPrice(minor, 1),
    onGift: async (_email: string, _months: number) => '#gift-checkout',
    onClose: () => {},
  },
} satisfies Meta<typeof GiftSubscriptionDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The recipient's e-mail and 1 to 12 months at the plan price. */
export const Gift: Story = {};
/** UK prices. */
export const UkPrices: Story = { args: { formatMinor: (minor: number) => formatPrice(minor, 2) } };
