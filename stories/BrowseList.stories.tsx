import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ProductSummary } from '@d2d/contract';
import { BrowseList, ProductCard } from '@d2d/react';
import { browseItems } from '../packages/react/src/fixtures/products.js';

const meta = {
  title: 'Browse/BrowseList',
  component: BrowseList<ProductSummary>,
  args: {
    title: 'PC Games',
    items: browseItems,
    paging: { totalItems: 2000, currentPageIndex: 1, pageSize: 25 },
    onPageChange: () => {},
    itemKey: (p: ProductSummary) => p.id,
    renderItem: (p: ProductSummary) => <ProductCard product={p} href="#" siteId={1} />,
  },
} satisfies Meta<typeof BrowseList<ProductSummary>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {};
export const Loading: Story = { args: { items: undefined, paging: undefined, loading: true } };
export const Empty: Story = { args: { items: [], paging: { totalItems: 0, currentPageIndex: 1, pageSize: 25 } } };
