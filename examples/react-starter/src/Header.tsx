import { CartPopover, MiniCart, useCart, useDialogs, useIsLoggedIn, useSignalValue, useStore } from '@d2d/react';
import { href } from './router.js';

/**
 * The starter's header: the name, the cart with its mini cart, and the shopper's login.
 * @param props.onCart - The cart page is open: the cart button is a plain link there.
 */
export function Header({ onCart }: { onCart: boolean }) {
  const store = useStore();
  const dialogs = useDialogs();
  const signedIn = useIsLoggedIn();
  const name = useSignalValue(store.session.headerName);
  const { lines, totals, count, loading } = useCart();
  return (
    <header className="starter__header">
      <a className="starter__brand" href={href('/')}>
        D2D starter
      </a>
      <div className="starter__tools">
        {signedIn ? (
          <>
            <span className="starter__shopper">{name}</span>
            <button type="button" className="d2d-button d2d-button--ghost d2d-button--small" onClick={() => void store.session.logout().catch(() => undefined)}>
              Logout
            </button>
          </>
        ) : (
          <>
            <button type="button" className="d2d-button d2d-button--ghost d2d-button--small" onClick={() => dialogs.openLogin('login')}>
              Login
            </button>
            <button type="button" className="d2d-button d2d-button--primary d2d-button--small" onClick={() => dialogs.openLogin('signup')}>
              Sign Up
            </button>
          </>
        )}
        <CartPopover count={count} cartHref={href('/cart')} linkOnly={onCart}>
          <MiniCart
            signedIn={signedIn}
            lines={lines}
            totals={totals}
            siteId={store.site}
            cartHref={href('/cart')}
            busy={loading}
            onRemove={(lineId) => void store.cart.remove(lineId).catch(() => undefined)}
          />
        </CartPopover>
      </div>
    </header>
  );
}
