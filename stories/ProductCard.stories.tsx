import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductCard } from '@d2d/react';
import { fullPriceGame, preorderGame, regionLockedGame, saleGame } from '../packages/react/src/fixtures/products.js';

const meta = {
  title: 'Catalogue/ProductCard',
  component: ProductCard,
  args: { product: saleGame, href: '#!/download-starfall-tactics/1042', siteId: 1 },
  decorators: [(Story) => <div style={{ width: 220 }}><Story /></div>],
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnSaleWithVipPrice: Story = {};
export const FullPrice: Story = { args: { product: fullPriceGame } };
export const PreOrder: Story = { args: { product: preorderGame } };
export const UkSite: Story = { args: { product: fullPriceGame, siteId: 2 } };
export const NotBuyableFromCountry: Story = { args: { product: regionLockedGame } };
