import type { Meta, StoryObj } from '@storybook/react-vite';
import { MySubscription } from '@d2d/react';
import { activeSubscription, endedSubscription, graceSubscription, premiumGames, stoppedSubscription } from '../packages/react/src/fixtures/premium.js';

const meta = {
  title: 'Account/MySubscription',
  component: MySubscription,
  args: {
    subscription: activeSubscription,
    titles: premiumGames,
    siteId: 1,
    onSubscribe: () => {},
    onStopRenewing: async () => {},
    onCancel: async () => {},
    loadKeys: async (skuId: number) => [{ skuId, name: 'Steam key', key: `PREM-${skuId}-AAAA-BBBB` }],
    onGift: () => {},
  },
} satisfies Meta<typeof MySubscription>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A paying member: renews monthly, the month's titles with their keys. */
export const Subscribed: Story = {};
/** Renewal stopped: the plan ends on its end date. */
export const RenewalStopped: Story = { args: { subscription: stoppedSubscription } };
/** The renewal charge was declined: the plan runs on its grace. */
export const RenewalFailed: Story = { args: { subscription: graceSubscription } };
/** "You've not subscribed to the premium plan yet." */
export const NotSubscribed: Story = { args: { subscription: null } };
/** The plan is over. */
export const Ended: Story = { args: { subscription: endedSubscription } };
/** With gifts sent and the gift-code form. */
export const WithGifts: Story = {
  args: {
    gifts: [
      { code: 'AB12CD34', recipient_email: 'friend@example.com', months: 3, status: 'paid', created_at: '2030-06-01T00:00:00.000Z' },
      { code: 'EF56GH78', recipient_email: 'sister@example.com', months: 1, status: 'claimed', created_at: '2030-05-01T00:00:00.000Z' },
    ],
    onClaimGift: async () => '#claim-checkout',
  },
};
