import type { Meta, StoryObj } from '@storybook/react-vite';
import { Countdown } from '@d2d/react';

const meta = {
  title: 'Catalogue/Countdown',
  component: Countdown,
  args: { label: 'Sale ends in', value: { days: 2, hours: 3, minutes: 4, seconds: 5, ended: false } },
} satisfies Meta<typeof Countdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {};
export const FlipClock: Story = { args: { label: 'Ends in', variant: 'flip' } };
