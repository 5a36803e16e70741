import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductSummary } from '@d2d/react';
import { productDetail, saleGame } from '../packages/react/src/fixtures/products.js';

const meta = {
  title: 'Product/ProductSummary',
  component: ProductSummary,
  args: { product: productDetail, productHref: (p) => `#!/download-x/${p.id}`, onDownloadBonus: () => {} },
} satisfies Meta<typeof ProductSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FullDetail: Story = {};
export const WithoutExtras: Story = { args: { product: { ...saleGame, description: '<p>Command a fleet across a collapsing galaxy.</p>' } } };
