import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ProductSummary } from '@d2d/contract';
import { ProductCard, ProductGrid } from '@d2d/react';
import { merchandisingDisplay } from '../packages/react/src/fixtures/merchandising.js';
import { browseItems } from '../packages/react/src/fixtures/products.js';

const meta = {
  title: 'Catalogue/ProductGrid',
  component: ProductGrid<ProductSummary>,
  args: {
    label: 'PC Games',
    items: browseItems,
    itemKey: (p: ProductSummary) => p.id,
    renderItem: (p: ProductSummary) => <ProductCard product={p} href="#" siteId={1} />,
  },
} satisfies Meta<typeof ProductGrid<ProductSummary>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Auto: Story = {};
/** Promotion grids and collection rows: six per row on wide screens. */
export const SixPerRow: Story = { args: { columns: 'six', items: merchandisingDisplay.bottomCarousel ?? [] } };
export const Loading: Story = { args: { items: undefined, loading: true, skeletonCount: 10 } };
/** 'No Games Found!' */
export const Empty: Story = { args: { items: [] } };
