import type { Meta, StoryObj } from '@storybook/react-vite';
import { AgeGate } from '@d2d/react';

const meta = {
  title: 'Media/AgeGate',
  component: AgeGate,
  // a fixed day, so the story reads the same every day
  args: { onPass: () => {}, today: () => new Date(2026, 5, 15) },
} satisfies Meta<typeof AgeGate>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The init state: the mature notice and the birthday prompt. A birthday after 15 June 2008 is refused (invalid). */
export const Init: Story = {};
