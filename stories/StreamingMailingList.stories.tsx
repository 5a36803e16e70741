import type { Meta, StoryObj } from '@storybook/react-vite';
import { StreamingMailingList } from '@d2d/react';

const meta = {
  title: 'Streaming/StreamingMailingList',
  component: StreamingMailingList,
  args: {
    onSubscribe: () => new Promise((resolve) => setTimeout(() => resolve({ success: true, message: 'Please check your e-mail to confirm your subscription.' }), 800)),
    onUnsubscribe: () => {},
  },
} satisfies Meta<typeof StreamingMailingList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Subscribing disables the form for a moment, then shows the answer. */
export const Subscribe: Story = {};
/** Prefilled with the signed-in shopper's address. */
export const SignedIn: Story = { args: { defaultEmail: 'ana@example.com' } };
