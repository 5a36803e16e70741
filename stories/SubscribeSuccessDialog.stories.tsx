import type { Meta, StoryObj } from '@storybook/react-vite';
import { SubscribeSuccessDialog } from '@d2d/react';

const meta = {
  title: 'Dialogs/SubscribeSuccessDialog',
  component: SubscribeSuccessDialog,
  args: { open: true, renewsOn: 'Jul 15, 2030', onViewSubscription: () => {}, onClose: () => {} },
} satisfies Meta<typeof SubscribeSuccessDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Subscribed: Story = {};
/** The plan's end date is not known yet. */
export const NoDate: Story = { args: { renewsOn: null } };
