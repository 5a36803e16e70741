import { useEffect } from 'react';
import { MESSAGES } from '@d2d/contract';
import { CartLines, CartTotalsList, useCart, useDialogs, useIsLoggedIn, useSignalValue, useStore } from '@d2d/react';
import { productHref } from '../router.js';
import { CardCheckout } from './CardCheckout.js';

/** `/cart`: the lines, the totals and Checkout, which pays in the card modal. */
export function CartPage() {
  const store = useStore();
  const dialogs = useDialogs();
  const signedIn = useIsLoggedIn();
  const cart = useCart();
  const checkout = useSignalValue(store.checkout.state);
  const checkoutDisabled = useSignalValue(store.checkout.disabled);

  useEffect(() => {
    if (signedIn) void store.cart.refresh().catch(() => undefined);
  }, [store, signedIn]);
  // a checkout left half-way (another page, the back button) starts over next time
  useEffect(() => () => store.checkout.reset(), [store]);

  if (!signedIn) {
    return (
      <section>
        <h1 className="d2d-page-title">Shopping Cart</h1>
        <p>{MESSAGES.pleaseLogin}</p>
        <button type="button" className="d2d-button d2d-button--primary" onClick={() => dialogs.openLogin('login')}>
          Login
        </button>
      </section>
    );
  }
  // where a hosted provider would send the shopper back; a card payment never leaves the page
  const redirectUrl = `${window.location.origin}/#!/complete-purchased`;
  return (
    <section>
      <h1 className="d2d-page-title">Shopping Cart</h1>
      {cart.cart === null ? (
        <p role="status">Loading your cart…</p>
      ) : cart.isEmpty ? (
        <p>{MESSAGES.cartEmpty}</p>
      ) : (
        <div className="starter__cart">
          <CartLines lines={cart.lines} siteId={store.site} productHref={productHref} busy={cart.loading} onRemove={(id) => void store.cart.remove(id).catch(() => undefined)} />
          <aside aria-label="Order summary">
            {cart.totals && <CartTotalsList totals={cart.totals} siteId={store.site} />}
            <button
              type="button"
              className="d2d-button d2d-button--buy d2d-button--block"
              disabled={checkoutDisabled || checkout.step === 'creating'}
              onClick={() => void store.checkout.start({ redirectUrl, locale: navigator.language })}
            >
              Checkout
            </button>
          </aside>
        </div>
      )}
      <CardCheckout />
    </section>
  );
}
