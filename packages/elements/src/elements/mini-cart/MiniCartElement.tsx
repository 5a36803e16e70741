import r2wc from '@r2wc/react-to-web-component';
import { CartPopover, cartPopoverStyles, miniCartStyles } from '@d2d/react';
import { defineOnce } from '../defineOnce.js';
import { ElementRoot, type ElementProps } from '../ElementRoot.js';
import { LoginButton, ShopperCart } from '../ShopperCart.js';
import { StatusLine } from '../StatusLine.js';
import { useCartView } from '../useCartView.js';

// popover mode renders the cart button and panel, inline mode only the cart
const styles = `${cartPopoverStyles}${miniCartStyles}`;

/** Tag of the mini cart. */
export const MINI_CART_TAG = 'd2d-mini-cart';

/**
 * The shopper's cart in small: a cart button with the number of items that opens the lines,
 * their prices, the total and the link to the store's cart (where checkout happens), or the same
 * content inline. The cart is the one of the shopper's store account: the same in every tab and
 * on the store itself. A visitor sees 'Please Login.' and a button that opens the store's login.
 *
 * @tagname d2d-mini-cart
 * @attr {string} mode - `popover` (default: a cart button opening a panel) or `inline`.
 * @event {CustomEvent<CartChangeDetail>} d2d-cart-change - The cart changed (does not bubble; listen on `document` or `<d2d-store>` for the page-wide one).
 * @event {CustomEvent<CheckoutDetail>} d2d-checkout - The cart link was followed; the store's cart opens unless cancelled.
 * @event {CustomEvent<LoginRequiredDetail>} d2d-login-required - The visitor pressed Login; the store's login window opens unless cancelled.
 * @event {CustomEvent<ErrorDetail>} d2d-error - Removing a line failed.
 * @csspart cart-button - The cart button and its panel (popover mode).
 * @csspart cart-toggle - The cart button.
 * @csspart count - The item count on the cart button.
 * @csspart panel - The panel the button opens.
 * @csspart cart - The list, total and link.
 * @csspart empty - 'Please Login.' or 'Your Shopping Cart is empty.'.
 * @csspart lines - The list of lines.
 * @csspart line - One line.
 * @csspart thumbnail - A line's box art.
 * @csspart line-title - A line's title.
 * @csspart price - A line's price.
 * @csspart remove - A line's remove button.
 * @csspart total - The total.
 * @csspart checkout - The link to the store's cart.
 * @csspart login - The visitor's login button.
 * @csspart status - The error line.
 * @cssproperty --d2d-color-surface - Background of the panel.
 * @cssproperty --d2d-color-border - Borders.
 * @cssproperty --d2d-color-text - Text.
 * @cssproperty --d2d-color-sale - The count badge.
 * @cssproperty --d2d-color-accent - The cart link button.
 * @cssproperty --d2d-shadow - Shadow of the panel.
 * @cssproperty --d2d-font - Font family.
 */
export interface D2dMiniCartElement extends HTMLElement {
  mode: 'popover' | 'inline' | undefined;
}

function MiniCartBody({ mode }: { mode: 'popover' | 'inline' }) {
  const view = useCartView();
  const { page, shopper } = view;
  const content = (
    <>
      <ShopperCart view={view} />
      {!shopper.loggedIn && <LoginButton view={view} />}
      <StatusLine message={view.message} />
    </>
  );
  if (mode === 'inline') return <div className="d2d-el d2d-el-inline-cart">{content}</div>;
  return (
    <div className="d2d-el d2d-el-popover">
      <CartPopover count={shopper.lines.length} cartHref={page.links.cart()}>
        {content}
      </CartPopover>
    </div>
  );
}

/** Props r2wc passes from the element's attributes. */
export interface MiniCartViewProps extends ElementProps {
  mode?: string;
}

/** The React tree of `<d2d-mini-cart>`. */
export function MiniCartView({ container, mode }: MiniCartViewProps) {
  return (
    <ElementRoot container={container} styles={styles}>
      <MiniCartBody mode={mode === 'inline' ? 'inline' : 'popover'} />
    </ElementRoot>
  );
}

/**
 * Defines `<d2d-mini-cart>` (once; a second call or a second copy of the script does nothing).
 * @returns The element's class, `undefined` outside a browser.
 * @example
 * import { defineMiniCart } from '@d2d/elements';
 * defineMiniCart();
 * // <d2d-mini-cart mode="inline"></d2d-mini-cart>
 */
export function defineMiniCart(): CustomElementConstructor | undefined {
  return defineOnce(MINI_CART_TAG, () => r2wc(MiniCartView, { shadow: 'open', props: { mode: 'string' } }));
}

declare global {
  interface HTMLElementTagNameMap {
    'd2d-mini-cart': D2dMiniCartElement;
  }
}
