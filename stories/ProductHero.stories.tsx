import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductHero } from '@d2d/react';
import { productDetail } from '../packages/react/src/fixtures/products.js';

const meta = {
  title: 'Product/ProductHero',
  component: ProductHero,
  args: { product: productDetail, siteId: 1, offer: <button type="button" className="d2d-button d2d-button--buy">Add to Cart</button> },
} satisfies Meta<typeof ProductHero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hero: Story = {};
export const UkSite: Story = { args: { siteId: 2 } };
