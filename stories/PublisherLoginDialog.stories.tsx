import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { PublisherLoginDialog } from '@d2d/react';
import { storyStore, WithStore } from './storyStore.js';

/**
 * The frame on a signed-in store. Storybook has no API server, so the frame shows the browser's
 * "not found" page; in the store it is the publisher's sign-in page (`/sandbox/publisher/login`).
 */
function Connected() {
  const [store] = useState(() => storyStore({ signedIn: true, routes: { 'POST /d2d/stripe/redeem': () => ({ success: true, message: 'ok' }) } }));
  return (
    <WithStore store={store}>
      <PublisherLoginDialog open title="Realm Online" transactionId="pay_0123456789abcdef01234567" onClose={() => {}} onRedeemed={() => {}} />
    </WithStore>
  );
}

const meta = {
  title: 'Dialogs/PublisherLoginDialog',
  component: PublisherLoginDialog,
} satisfies Meta<typeof PublisherLoginDialog>;
export default meta;
// each story renders its own connected wrapper, so the component's props are not story args
type Story = StoryObj;

/** The publisher login frame of My games. */
export const SignIn: Story = { render: () => <Connected /> };
