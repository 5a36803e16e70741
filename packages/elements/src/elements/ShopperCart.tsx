import { MiniCart } from '@d2d/react';
import type { CartView } from './useCartView.js';

/** The shopper's cart lines, totals and link to the store's cart, as the cart elements show them. */
export function ShopperCart({ view }: { view: CartView }) {
  const { page, shopper, remove, busy } = view;
  return <MiniCart signedIn={shopper.loggedIn} lines={shopper.lines} totals={shopper.totals} siteId={shopper.site} cartHref={page.links.cart()} onRemove={remove} busy={busy} />;
}

/** A visitor's Login button: opens the store's login window (`d2d-login-required` first). */
export function LoginButton({ view }: { view: CartView }) {
  return (
    <button type="button" className="d2d-button d2d-button--primary d2d-button--block d2d-el-login" onClick={() => void view.page.requireLogin(view.host)}>
      Login
    </button>
  );
}
