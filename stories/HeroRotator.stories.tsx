import type { Meta, StoryObj } from '@storybook/react-vite';
import { HeroRotator } from '@d2d/react';
import { heroSlides } from '../packages/react/src/fixtures/merchandising.js';

const meta = {
  title: 'Merchandising/HeroRotator',
  component: HeroRotator,
  args: { slides: heroSlides },
} satisfies Meta<typeof HeroRotator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rotating: Story = {};
export const SingleSlide: Story = { args: { slides: heroSlides.slice(0, 1) } };
