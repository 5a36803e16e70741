import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Cart } from '@d2d/contract';
import { ProductOfferButton } from '@d2d/react';
import { cart } from '../packages/react/src/fixtures/cart.js';
import { bundleProduct, fullPriceGame, preorderGame, saleGame } from '../packages/react/src/fixtures/products.js';
import { storyStore, WithStore } from './storyStore.js';

/** The cart after adding a product: the fixture cart plus one line for it. */
const cartWith = (product: { id: number; title: string }): Cart => ({
  ...cart,
  cart_details: [
    ...cart.cart_details,
    { ...cart.cart_details[0]!, id: 900 + (product.id % 100), product: { ...cart.cart_details[0]!.product, id: product.id, title: product.title } },
  ],
});

/** The connected button on a story store; `signedIn` decides whether 'Add to Cart' asks to log in first. */
function Connected({ signedIn, ...props }: Parameters<typeof ProductOfferButton>[0] & { signedIn: boolean }) {
  const [store] = useState(() => storyStore({ signedIn, routes: { 'POST /api/account/shopping_carts': () => cartWith(props.product) } }));
  return (
    <WithStore store={store}>
      <ProductOfferButton {...props} />
    </WithStore>
  );
}

const meta = {
  title: 'Catalogue/ProductOfferButton',
  component: ProductOfferButton,
  args: { product: fullPriceGame, onGoToCart: () => {}, onBuild: () => {} },
  render: (args) => <Connected {...args} signedIn />,
  decorators: [(Story) => <div style={{ width: 260 }}><Story /></div>],
} satisfies Meta<typeof ProductOfferButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Click it: the game is added to the fixture cart and the button turns into 'In Cart'. */
export const AddToCart: Story = {};
/** The fixture cart already holds it. */
export const InCart: Story = { args: { product: saleGame } };
export const PreOrder: Story = { args: { product: preorderGame } };
export const BuildYourOwnBundle: Story = { args: { product: { ...bundleProduct, productType: 'CustomBundle' } } };
/** A visitor is asked to log in first; the add completes after login. */
export const Visitor: Story = { render: (args) => <Connected {...args} signedIn={false} /> };
