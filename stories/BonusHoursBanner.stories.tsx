import type { Meta, StoryObj } from '@storybook/react-vite';
import { BonusHoursBanner } from '@d2d/react';
import { bonusCampaign } from '../packages/react/src/fixtures/streaming.js';

const meta = {
  title: 'Streaming/BonusHoursBanner',
  component: BonusHoursBanner,
  args: { campaign: bonusCampaign, redeemed: false, onRedeem: () => new Promise((resolve) => setTimeout(resolve, 800)) },
} satisfies Meta<typeof BonusHoursBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The running campaign: Claim redeems after a short wait. */
export const Running: Story = {};
/** A refused redeem shows the server's text. */
export const AlreadyRedeemed: Story = { args: { onRedeem: () => Promise.reject(new Error('You have already redeemed your bonus hours.')) } };
