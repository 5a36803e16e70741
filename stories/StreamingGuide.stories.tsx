import type { Meta, StoryObj } from '@storybook/react-vite';
import { StreamingGuide } from '@d2d/react';

const meta = {
  title: 'Streaming/StreamingGuide',
  component: StreamingGuide,
  args: { siteId: 1 },
} satisfies Meta<typeof StreamingGuide>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The US guide. */
export const US: Story = {};
/** The UK guide, in pounds. */
export const UK: Story = { args: { siteId: 2 } };
