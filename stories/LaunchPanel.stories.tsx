import type { Meta, StoryObj } from '@storybook/react-vite';
import { CLOUD_PLAY_LAUNCH_IDS, MESSAGES } from '@d2d/contract';
import { LaunchPanel } from '@d2d/react';

const meta = {
  title: 'Streaming/LaunchPanel',
  component: LaunchPanel,
  args: { launching: null, onLaunch: () => {} },
} satisfies Meta<typeof LaunchPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The four launch choices. */
export const Ready: Story = {};
/** Locked while Steam waits for the streaming client. */
export const Launching: Story = { args: { launching: { kind: 'cloudPlay', gameId: CLOUD_PLAY_LAUNCH_IDS.steam, startedAt: 0 } } };
/** A launch refused for want of hours (code 101). */
export const NoHours: Story = { args: { error: MESSAGES.noStreamingTicket } };
