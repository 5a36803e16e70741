import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MailingListDialog } from '@d2d/react';
import { storyStore, WithStore } from './storyStore.js';

function Joining({ couponCode }: { couponCode: string | null }) {
  const [store] = useState(() => storyStore({ routes: { 'POST /d2d/mailchimp/subscribe': () => ({ success: true, coupon_code: couponCode }) } }));
  const [open, setOpen] = useState(true);
  return (
    <WithStore store={store}>
      <button type="button" className="d2d-button" onClick={() => setOpen(true)}>
        Join our mailing list
      </button>
      <MailingListDialog open={open} onClose={() => setOpen(false)} />
    </WithStore>
  );
}

const meta = {
  title: 'Dialogs/MailingListDialog',
  component: MailingListDialog,
  args: { open: true, onClose: () => {} },
} satisfies Meta<typeof MailingListDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Joining shows the coupon code (10% off the next purchase, not combinable). */
export const FirstSignUp: Story = { render: () => <Joining couponCode="WELCOME10US" /> };
/** An address that joined before gets no second code. */
export const AlreadyOnTheList: Story = { render: () => <Joining couponCode={null} /> };
