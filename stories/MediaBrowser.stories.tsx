import type { Meta, StoryObj } from '@storybook/react-vite';
import { MediaBrowser } from '@d2d/react';
import { screenshots } from '../packages/react/src/fixtures/media.js';
import { productDetail } from '../packages/react/src/fixtures/products.js';

const meta = {
  title: 'Product/MediaBrowser',
  component: MediaBrowser,
  args: { kind: 'screenshots', title: productDetail.title, items: screenshots },
} satisfies Meta<typeof MediaBrowser>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Screenshots: Story = {};
export const Loading: Story = { args: { items: undefined, loading: true } };
export const NoVideos: Story = { args: { kind: 'videos', items: [] } };
