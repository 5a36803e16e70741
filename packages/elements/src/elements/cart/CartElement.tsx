import r2wc from '@r2wc/react-to-web-component';
import { miniCartStyles } from '@d2d/react';
import { defineOnce } from '../defineOnce.js';
import { ElementRoot, type ElementProps } from '../ElementRoot.js';
import { emit } from '../events.js';
import { LoginButton, ShopperCart } from '../ShopperCart.js';
import { StatusLine } from '../StatusLine.js';
import { useCartView } from '../useCartView.js';

/** Tag of the cart. */
export const CART_TAG = 'd2d-cart';

/**
 * The shopper's cart: its lines with prices and remove buttons, the total, and the Checkout
 * button, which hands the shopper over to the store's cart on the store's own origin, where
 * payment happens. The Checkout button is disabled while the cart is empty (spec §4).
 *
 * The elements never render payment fields inside a shadow root: a payment provider's fields
 * must live in the page's light DOM, so the cart offers a `payment` slot for anything of the
 * kind the page shows beside the cart (accepted cards, a provider's badge or messaging).
 *
 * @tagname d2d-cart
 * @slot payment - Light-DOM content shown under the total (payment provider fields, badges or notes).
 * @slot - Content shown after the Checkout button.
 * @event {CustomEvent<CartChangeDetail>} d2d-cart-change - The cart changed (does not bubble; listen on `document` or `<d2d-store>` for the page-wide one).
 * @event {CustomEvent<CheckoutDetail>} d2d-checkout - Checkout was pressed; the store's cart opens unless cancelled.
 * @event {CustomEvent<LoginRequiredDetail>} d2d-login-required - The visitor pressed Login; the store's login window opens unless cancelled.
 * @event {CustomEvent<ErrorDetail>} d2d-error - Removing a line failed.
 * @csspart cart - The cart box (and the list inside it).
 * @csspart heading - The 'Shopping Cart' heading.
 * @csspart empty - 'Please Login.' or 'Your Shopping Cart is empty.'.
 * @csspart lines - The list of lines.
 * @csspart line - One line.
 * @csspart thumbnail - A line's box art.
 * @csspart line-title - A line's title.
 * @csspart price - A line's price.
 * @csspart remove - A line's remove button.
 * @csspart total - The total.
 * @csspart checkout - The Checkout button (and the cart link).
 * @csspart login - The visitor's login button.
 * @csspart status - The error line.
 * @cssproperty --d2d-color-surface - Background of the cart.
 * @cssproperty --d2d-color-border - Borders.
 * @cssproperty --d2d-color-text - Text.
 * @cssproperty --d2d-color-sale - The Checkout button.
 * @cssproperty --d2d-radius - Corner radius.
 * @cssproperty --d2d-font - Font family.
 */
export type D2dCartElement = HTMLElement;

function CartBody() {
  const view = useCartView();
  const { page, host, shopper, message } = view;
  const checkout = () => {
    const url = page.links.cart();
    if (emit(host, 'd2d-checkout', { url, cart: shopper.cart }, { cancelable: true })) page.open(url);
  };
  return (
    <section className="d2d-el d2d-el-cart" aria-labelledby="d2d-el-cart-title">
      <h2 className="d2d-el-cart__title" id="d2d-el-cart-title">
        Shopping Cart
      </h2>
      <ShopperCart view={view} />
      <slot name="payment" />
      {shopper.loggedIn ? (
        <button type="button" className="d2d-button d2d-button--buy d2d-button--block d2d-el-cart__checkout" disabled={shopper.lines.length === 0} onClick={checkout}>
          Checkout
        </button>
      ) : (
        <LoginButton view={view} />
      )}
      <StatusLine message={message} />
      <slot />
    </section>
  );
}

/** The React tree of `<d2d-cart>`. */
export function CartView({ container }: ElementProps) {
  return (
    <ElementRoot container={container} styles={miniCartStyles}>
      <CartBody />
    </ElementRoot>
  );
}

/**
 * Defines `<d2d-cart>` (once; a second call or a second copy of the script does nothing).
 * @returns The element's class, `undefined` outside a browser.
 * @example
 * import { defineCart } from '@d2d/elements';
 * defineCart();
 * // <d2d-cart><p slot="payment">We accept Visa and Mastercard.</p></d2d-cart>
 */
export function defineCart(): CustomElementConstructor | undefined {
  return defineOnce(CART_TAG, () => r2wc(CartView, { shadow: 'open', props: [] }));
}

declare global {
  interface HTMLElementTagNameMap {
    'd2d-cart': D2dCartElement;
  }
}
