import type { Meta, StoryObj } from '@storybook/react-vite';
import { CloudPlayTime } from '@d2d/react';
import { expiredStreamingInfo, pendingStreamingInfo, streamingInfo } from '../packages/react/src/fixtures/streaming.js';

const meta = {
  title: 'Streaming/CloudPlayTime',
  component: CloudPlayTime,
  args: { info: streamingInfo, updating: false },
} satisfies Meta<typeof CloudPlayTime>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Paid and bonus hours with their expiry. */
export const PaidAndBonus: Story = {};
/** 'Updating information' while a launch waits for its client. */
export const Updating: Story = { args: { info: pendingStreamingInfo, updating: true } };
/** Bonus hours that expired. */
export const Expired: Story = { args: { info: expiredStreamingInfo } };
/** No hours yet: the $10 requirement. */
export const NoHours: Story = { args: { info: { tickets: [], pending_jobs: [] } } };
/** Before the info loads. */
export const Loading: Story = { args: { info: null } };
