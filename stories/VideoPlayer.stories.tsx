import type { Meta, StoryObj } from '@storybook/react-vite';
import { VideoPlayer } from '@d2d/react';

// the demo server's clips (npm run dev serves them under /media/video/)
const meta = {
  title: 'Media/VideoPlayer',
  component: VideoPlayer,
  args: { src: '/media/video/d2d-showcase.webm', poster: '/media/video/d2d-showcase.jpg', title: 'D2D Showcase: the year ahead', today: () => new Date(2026, 5, 15) },
} satisfies Meta<typeof VideoPlayer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A video for everyone plays at once. */
export const Everyone: Story = {};
/** A mature video asks for a birthday first (valid: 18 or older on 15 June 2026). */
export const Mature: Story = {
  args: { src: '/media/video/copper-gambit-trailer.webm', poster: '/media/video/copper-gambit-trailer.jpg', title: 'Copper Gambit launch trailer', mature: true },
};
