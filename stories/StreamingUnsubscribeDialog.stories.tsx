import type { Meta, StoryObj } from '@storybook/react-vite';
import { StreamingUnsubscribeDialog } from '@d2d/react';

const meta = {
  title: 'Streaming/StreamingUnsubscribeDialog',
  component: StreamingUnsubscribeDialog,
  args: {
    open: true,
    defaultEmail: 'ana@example.com',
    onUnsubscribe: () => new Promise((resolve) => setTimeout(() => resolve({ success: true, message: 'You have been removed from the streaming mailing list.' }), 800)),
    onClose: () => {},
  },
} satisfies Meta<typeof StreamingUnsubscribeDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Unsubscribe, then the completion. */
export const Unsubscribe: Story = {};
