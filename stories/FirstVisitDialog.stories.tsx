import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FirstVisitDialog } from '@d2d/react';
import { storyStore, WithStore } from './storyStore.js';

function FirstVisit() {
  const [store] = useState(() => storyStore({ routes: { 'POST /d2d/mailchimp/subscribe': () => ({ success: true, coupon_code: 'WELCOME10US' }) } }));
  const [open, setOpen] = useState(true);
  return (
    <WithStore store={store}>
      {open ? (
        <FirstVisitDialog onClose={() => setOpen(false)} />
      ) : (
        <button type="button" className="d2d-button" onClick={() => setOpen(true)}>
          Show again
        </button>
      )}
    </WithStore>
  );
}

const meta = {
  title: 'Dialogs/FirstVisitDialog',
  component: FirstVisitDialog,
  args: { onClose: () => {} },
} satisfies Meta<typeof FirstVisitDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The offer, then the mailing-list form, then the coupon code display. */
export const OfferFormCoupon: Story = { render: () => <FirstVisit /> };
