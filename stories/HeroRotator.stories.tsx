import type { Meta, StoryObj } from '@storybook/react-vite';
import { Carousel, HeroRotator, ProductCard } from '@d2d/react';
import { heroSlides } from '../packages/react/src/fixtures/merchandising.js';
import { browseItems } from '../packages/react/src/fixtures/products.js';

const meta = {
  title: 'Merchandising/HeroRotator',
  component: HeroRotator,
  args: { slides: heroSlides },
} satisfies Meta<typeof HeroRotator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rotating: Story = {};
export const SingleSlide: Story = { args: { slides: heroSlides.slice(0, 1) } };
export const BottomCarousel: Story = {
  render: () => (
    <Carousel label="Top picks" items={[...browseItems, ...browseItems.map((p) => ({ ...p, id: p.id + 10000 }))]} itemKey={(p) => p.id} renderItem={(p) => <ProductCard product={p} href="#" siteId={1} />} />
  ),
};
