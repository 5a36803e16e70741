import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '@d2d/contract';
import { InstantPlaySpotlight } from '@d2d/react';
import { instantPlaySpotlight } from '../packages/react/src/fixtures/streaming.js';

const meta = {
  title: 'Streaming/InstantPlaySpotlight',
  component: InstantPlaySpotlight,
  args: { collection: instantPlaySpotlight, launching: null, supportUrl: 'https://support.example.com', onPlay: () => {}, productHref: (p) => `#!/download-${p.uriSafeTitle}/${p.id}` },
} satisfies Meta<typeof InstantPlaySpotlight>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The spotlight's games, each with its trial. */
export const Spotlight: Story = {};
/** A trial launching: the buttons are locked. */
export const Launching: Story = { args: { launching: { kind: 'instantPlay', gameId: 6000001, startedAt: 0 } } };
/** The second trial of a game (code 2001). */
export const TrialUsed: Story = { args: { error: MESSAGES.instantPlayTrialUsed } };
/** No spotlight is active. */
export const NoSpotlight: Story = { args: { collection: null } };
