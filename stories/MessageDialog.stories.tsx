import type { Meta, StoryObj } from '@storybook/react-vite';
import { MessageDialog } from '@d2d/react';
import { MESSAGES } from '@d2d/contract';

const meta = {
  title: 'Dialogs/MessageDialog',
  component: MessageDialog,
  args: { open: true, title: 'Add Coupon Fail', message: 'This coupon has expired.', tone: 'error', onClose: () => {} },
} satisfies Meta<typeof MessageDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorMessage: Story = {};
export const CartLimit: Story = { args: { title: 'Message', message: MESSAGES.cartLimit } };
