import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressDialog } from '@d2d/react';

const meta = {
  title: 'Dialogs/ProgressDialog',
  component: ProgressDialog,
  args: { open: true, message: 'Completing your order…' },
} satisfies Meta<typeof ProgressDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {};
export const CustomTitle: Story = { args: { title: 'Processing', message: 'Adding the game to your cart…' } };
