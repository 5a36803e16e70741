import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Carousel, ProductCard, Tabs } from '@d2d/react';
import { merchandisingDisplay } from '../packages/react/src/fixtures/merchandising.js';
import { browseItems } from '../packages/react/src/fixtures/products.js';

const featuredTabs = merchandisingDisplay.featuredTabs ?? [];

const meta = {
  title: 'Layout/Tabs',
  component: Tabs<string>,
  args: {
    label: 'Featured lists',
    tabs: featuredTabs.map((t) => ({ key: t.value, label: t.name })),
    selected: featuredTabs[0]?.value ?? 'featured',
    onSelect: () => {},
    children: null,
  },
  render: (args) => {
    const [selected, setSelected] = useState(args.selected);
    // each tab shows the fixture products in a different order, so switching is visible
    const shift = Math.max(0, args.tabs.findIndex((t) => t.key === selected));
    const items = [...browseItems.slice(shift % browseItems.length), ...browseItems.slice(0, shift % browseItems.length)];
    return (
      <Tabs {...args} selected={selected} onSelect={setSelected}>
        <Carousel label={String(args.tabs.find((t) => t.key === selected)?.label ?? '')} items={items} itemKey={(p) => p.id} renderItem={(p) => <ProductCard product={p} href="#" siteId={1} />} />
      </Tabs>
    );
  },
} satisfies Meta<typeof Tabs<string>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's featured tabs (arrow keys move between tabs). */
export const FeaturedTabs: Story = {};
export const ProductPageTabs: Story = {
  args: {
    label: 'Product information',
    tabs: [
      { key: 'summary', label: 'Summary' },
      { key: 'details', label: 'Details' },
      { key: 'reviews', label: 'Reviews' },
    ],
    selected: 'details',
  },
};
