import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ProductSummary } from '@d2d/contract';
import { Carousel, ProductCard } from '@d2d/react';
import { merchandisingDisplay } from '../packages/react/src/fixtures/merchandising.js';

const products = merchandisingDisplay.bottomCarousel ?? [];

const meta = {
  title: 'Merchandising/Carousel',
  component: Carousel<ProductSummary>,
  args: {
    label: 'Top picks',
    items: products,
    itemKey: (p: ProductSummary) => p.id,
    renderItem: (p: ProductSummary) => <ProductCard product={p} href="#" siteId={1} />,
  },
} satisfies Meta<typeof Carousel<ProductSummary>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two pages of five: the arrows page through them. */
export const BottomCarousel: Story = {};
export const ThreePerPage: Story = { args: { perPage: 3 } };
export const SinglePage: Story = { args: { items: products.slice(0, 4) } };
