import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductDetails } from '@d2d/react';
import { bundleProduct, preorderGame, productDetail } from '../packages/react/src/fixtures/products.js';

const meta = {
  title: 'Product/ProductDetails',
  component: ProductDetails,
  args: { product: productDetail, siteId: 1 },
} satisfies Meta<typeof ProductDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FullDetail: Story = {};
export const PreOrder: Story = { args: { product: preorderGame } };
export const Bundle: Story = { args: { product: bundleProduct } };
export const UkSite: Story = { args: { siteId: 2 } };
