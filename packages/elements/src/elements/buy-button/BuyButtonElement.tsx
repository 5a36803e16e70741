import r2wc from '@r2wc/react-to-web-component';
import type { Product } from '@d2d/contract';
import { OfferButtonGroup, offerButtonStyles } from '@d2d/react';
import { defineOnce } from '../defineOnce.js';
import { ElementRoot, useShopper, type ElementProps } from '../ElementRoot.js';
import { StatusLine } from '../StatusLine.js';
import { useOfferActions } from '../useOfferActions.js';
import { useProduct } from '../useProduct.js';

/** Tag of the buy button. */
export const BUY_BUTTON_TAG = 'd2d-buy-button';

/**
 * The offer button of one product, in every state of spec §4 (Add to Cart, In Cart, Pre-order,
 * Get It Free, Download, Get Key, Subscribe, Login to Subscribe, Build Your Own Bundle, Not For
 * Sale), from core's offer state machine and the shopper's session and cart.
 *
 * @tagname d2d-buy-button
 * @attr {number} product-id - The product's id in the store's catalogue.
 * @attr {string} size - `medium` (default) or `small`.
 * @event {CustomEvent<AddToCartDetail>} d2d-add-to-cart - The product was added; detail has the request and the store's answer.
 * @event {CustomEvent<CheckoutDetail>} d2d-checkout - 'In Cart' was pressed; the store's cart opens unless cancelled.
 * @event {CustomEvent<LoginRequiredDetail>} d2d-login-required - A visitor pressed a button that needs a login; the store's login window opens unless cancelled.
 * @event {CustomEvent<ErrorDetail>} d2d-error - Loading the product or adding it failed; detail has the message shown.
 * @csspart offer - The row of buttons.
 * @csspart button - Each button.
 * @csspart button-buy - The add-to-cart (and build) button.
 * @csspart button-primary - Buttons that go somewhere (In Cart, Download, Subscribe, Login).
 * @csspart hint - Why a button is disabled.
 * @csspart status - The error line under the button.
 * @csspart skeleton - The placeholder while loading.
 * @cssproperty --d2d-color-sale - Background of the add-to-cart button.
 * @cssproperty --d2d-color-sale-text - Text of the add-to-cart button.
 * @cssproperty --d2d-color-accent - Background of the other buttons.
 * @cssproperty --d2d-color-accent-text - Text of the other buttons.
 * @cssproperty --d2d-radius-sm - Corner radius of the buttons.
 * @cssproperty --d2d-font - Font family.
 */
export interface D2dBuyButtonElement extends HTMLElement {
  productId: number | undefined;
  size: 'small' | 'medium' | undefined;
}

/** The offer button of a loaded product, with its error line. */
export function BuyButtonBody({ product, size }: { product: Product; size?: 'small' | 'medium' | undefined }) {
  // the store computes the button from its own session and cart (core's state machine)
  const button = useShopper().offers[product.id];
  const { busy, message, onAction } = useOfferActions(product);
  if (!button) return <ButtonSkeleton />;
  return (
    <div className="d2d-el">
      <OfferButtonGroup button={button} busy={busy} onAction={onAction} productTitle={product.title} size={size === 'small' ? 'small' : 'medium'} />
      <StatusLine message={message} />
    </div>
  );
}

function BuyButtonLoader({ productId, size }: { productId: number | undefined; size: 'small' | 'medium' | undefined }) {
  const state = useProduct(productId);
  if (state.status === 'loading') return <ButtonSkeleton />;
  if (state.status === 'error') return <StatusLine message={state.message} />;
  return <BuyButtonBody product={state.product} size={size} />;
}

function ButtonSkeleton() {
  return <span className="d2d-skeleton d2d-skeleton--text" style={{ display: 'inline-block', width: '8em', height: '40px' }} aria-hidden="true" />;
}

/** Props r2wc passes from the element's attributes. */
export interface BuyButtonViewProps extends ElementProps {
  productId?: number;
  size?: string;
}

/** The React tree of `<d2d-buy-button>`. */
export function BuyButtonView({ container, productId, size }: BuyButtonViewProps) {
  const buttonSize = size === 'small' ? 'small' : 'medium';
  return (
    <ElementRoot container={container} styles={offerButtonStyles} fallback={<ButtonSkeleton />}>
      <BuyButtonLoader productId={productId} size={buttonSize} />
    </ElementRoot>
  );
}

/**
 * Defines `<d2d-buy-button>` (once; a second call or a second copy of the script does nothing).
 * @returns The element's class, `undefined` outside a browser.
 * @example
 * import { defineBuyButton } from '@d2d/elements';
 * defineBuyButton();
 * // <d2d-buy-button product-id="1042"></d2d-buy-button>
 */
export function defineBuyButton(): CustomElementConstructor | undefined {
  return defineOnce(BUY_BUTTON_TAG, () => r2wc(BuyButtonView, { shadow: 'open', props: { productId: 'number', size: 'string' } }));
}

declare global {
  interface HTMLElementTagNameMap {
    'd2d-buy-button': D2dBuyButtonElement;
  }
}
