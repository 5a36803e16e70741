import r2wc from '@r2wc/react-to-web-component';
import { ProductCard, ProductCardSkeleton, productCardStyles } from '@d2d/react';
import { BuyButtonBody } from '../buy-button/BuyButtonElement.js';
import { defineOnce } from '../defineOnce.js';
import { ElementRoot, useElement, useShopper, type ElementProps } from '../ElementRoot.js';
import { StatusLine } from '../StatusLine.js';
import { useProduct } from '../useProduct.js';

/** Tag of the product card. */
export const PRODUCT_CARD_TAG = 'd2d-product-card';

/**
 * A product tile from the store's catalogue: box art, title, platform, content rating, price
 * with its discount, and the product's buy button. The title links to the product's page on the
 * store (with the affiliate).
 *
 * @tagname d2d-product-card
 * @attr {number} product-id - The product's id in the store's catalogue.
 * @event {CustomEvent<AddToCartDetail>} d2d-add-to-cart - The product was added; detail has the request and the store's answer.
 * @event {CustomEvent<CheckoutDetail>} d2d-checkout - 'In Cart' was pressed; the store's cart opens unless cancelled.
 * @event {CustomEvent<LoginRequiredDetail>} d2d-login-required - A visitor pressed a button that needs a login; the store's login window opens unless cancelled.
 * @event {CustomEvent<ErrorDetail>} d2d-error - Loading the product or adding it failed; detail has the message shown.
 * @csspart card - The tile.
 * @csspart art - The box-art frame.
 * @csspart image - The box art.
 * @csspart body - Everything under the art.
 * @csspart title - The title heading.
 * @csspart link - The title link to the store's product page.
 * @csspart meta - The platform and rating row.
 * @csspart platform - The platform name.
 * @csspart rating - The content-rating badge.
 * @csspart price - The price block.
 * @csspart price-original - The struck-through price before a discount.
 * @csspart price-paid - The price to pay.
 * @csspart price-vip - The VIP price, when the shopper's tier gives one.
 * @csspart discount - The discount badge.
 * @csspart action - The buy-button area.
 * @csspart button - Each offer button.
 * @csspart button-buy - The add-to-cart button.
 * @csspart button-primary - Buttons that go somewhere (In Cart, Download, Subscribe).
 * @csspart hint - Why a button is disabled.
 * @csspart status - The error line.
 * @csspart skeleton - The placeholders while loading.
 * @cssproperty --d2d-card-max-width - The card's widest size (default 320px): a card keeps a card's size on a page without a layout of its own; set it on the element or an ancestor, e.g. `none` to fill a grid cell.
 * @cssproperty --d2d-color-surface - Background of the tile.
 * @cssproperty --d2d-color-border - Border of the tile.
 * @cssproperty --d2d-color-text - Title text.
 * @cssproperty --d2d-color-muted - Platform and rating text.
 * @cssproperty --d2d-color-accent - Hover border and links.
 * @cssproperty --d2d-color-sale - Discount badge and add-to-cart button.
 * @cssproperty --d2d-radius - Corner radius of the tile.
 * @cssproperty --d2d-font - Font family.
 */
export interface D2dProductCardElement extends HTMLElement {
  productId: number | undefined;
}

function ProductCardLoader({ productId }: { productId: number | undefined }) {
  const { page } = useElement();
  const { site } = useShopper();
  const state = useProduct(productId);
  if (state.status === 'loading') return <ProductCardSkeleton />;
  if (state.status === 'error') return <StatusLine message={state.message} />;
  const { product } = state;
  return <ProductCard product={product} href={page.links.product(product)} siteId={site} action={<BuyButtonBody product={product} size="small" />} />;
}

/** Props r2wc passes from the element's attributes. */
export interface ProductCardViewProps extends ElementProps {
  productId?: number;
}

/** The React tree of `<d2d-product-card>`. */
export function ProductCardView({ container, productId }: ProductCardViewProps) {
  return (
    <ElementRoot container={container} styles={productCardStyles} fallback={<ProductCardSkeleton />}>
      <ProductCardLoader productId={productId} />
    </ElementRoot>
  );
}

/**
 * Defines `<d2d-product-card>` (once; a second call or a second copy of the script does nothing).
 * @returns The element's class, `undefined` outside a browser.
 * @example
 * import { defineProductCard } from '@d2d/elements';
 * defineProductCard();
 * // <d2d-product-card product-id="1042"></d2d-product-card>
 */
export function defineProductCard(): CustomElementConstructor | undefined {
  return defineOnce(PRODUCT_CARD_TAG, () => r2wc(ProductCardView, { shadow: 'open', props: { productId: 'number' } }));
}

declare global {
  interface HTMLElementTagNameMap {
    'd2d-product-card': D2dProductCardElement;
  }
}
