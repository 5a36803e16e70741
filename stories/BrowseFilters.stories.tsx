import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { BrowseFilters, type BrowseFiltersValue } from '@d2d/react';

const meta = {
  title: 'Browse/BrowseFilters',
  component: BrowseFilters,
  args: { value: { sort: 3 }, onChange: () => {} },
  render: (args) => {
    const [value, setValue] = useState<BrowseFiltersValue>(args.value);
    return <BrowseFilters {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof BrowseFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SortAndFilters: Story = {};
export const ReleaseWindowPage: Story = { args: { hideReleaseDate: true } };
export const SortOnly: Story = { args: { hideReleaseDate: true, hideRating: true } };
