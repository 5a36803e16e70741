import { useEffect, useRef, useState } from 'react';
import { MESSAGES, type GiftFormValues } from '@d2d/contract';
import { formatWirePrice, toMinor } from '@d2d/core';
import {
  Carousel,
  CartLines,
  CartTotalsList,
  CouponForm,
  GiftForm,
  PayPalButton,
  WalletRedeem,
  useCart,
  useDialogs,
  useIsLoggedIn,
  useRequest,
  useSignalValue,
  useStore,
} from '@d2d/react';
import { productHref } from '../../links.js';
import { ProductTile } from '../browse/ProductTile.js';
import { CheckoutModals } from './CheckoutModals.js';

const emptyGift: GiftFormValues = { gift_first_name: '', gift_last_name: '', gift_email: '', gift_mail_body: '' };

/** /cart: lines, coupon, gift, totals, recommendations, bulletins and checkout (spec §2, §4). */
export function CartPage() {
  const store = useStore();
  const dialogs = useDialogs();
  const signedIn = useIsLoggedIn();
  const cart = useCart();
  const checkout = useSignalValue(store.checkout.state);
  const checkoutDisabled = useSignalValue(store.checkout.disabled);
  const payPalEnabled = useSignalValue(store.checkout.payPalEnabled);
  const [asGift, setAsGift] = useState(false);
  const [gift, setGift] = useState<GiftFormValues>(emptyGift);
  const entered = useRef(false);
  const wallet = useRequest((s, signal) => (signedIn ? s.api.account.wallet({ signal }) : undefined), [signedIn]);

  useEffect(() => {
    if (signedIn) void store.cart.refresh().catch(() => undefined);
  }, [store, signedIn]);

  useEffect(() => {
    // the ADS trade-in reminder shows once, on entering the cart with its lines loaded
    if (!entered.current && cart.cart !== null) {
      entered.current = true;
      store.cart.enter();
    }
  }, [store, cart.cart]);

  useEffect(() => () => store.checkout.reset(), [store]);
  // the checkout's steps load on first use: fetch them while the shopper reads the cart, so Checkout answers at once
  useEffect(() => void store.checkout.preload().catch(() => undefined), [store]);

  const redirectUrl = `${window.location.origin}/#!/complete-purchased`;
  const startCheckout = () => void store.checkout.start({ redirectUrl, locale: navigator.language, gift: asGift ? gift : null });

  if (!signedIn) {
    return (
      <section className="d2d-system-page">
        <h1 className="d2d-page-title">Shopping Cart</h1>
        <p>{MESSAGES.pleaseLogin}</p>
        <button type="button" className="d2d-button d2d-button--primary" onClick={() => dialogs.openLogin('login')}>
          Login
        </button>
        {/* coupon entry is for logged-in shoppers: visitors see it disabled with the login hint */}
        <CouponForm signedIn={false} coupon={null} loading={false} onApply={() => dialogs.openLogin('login')} onRemove={() => undefined} />
      </section>
    );
  }
  if (checkout.step === 'frame') return <CheckoutModals />;

  const c = cart.cart;
  const giftErrors = checkout.step === 'gift-invalid' ? checkout.errors : {};
  return (
    <section className="store-cart">
      <h1 className="d2d-page-title">Shopping Cart</h1>
      {c === null ? (
        <p className="d2d-empty" role="status">Loading your cart…</p>
      ) : cart.isEmpty ? (
        <p className="d2d-empty">{MESSAGES.cartEmpty}</p>
      ) : (
        <div className="store-cart__layout">
          <div className="store-cart__main">
            {(c.bulletins ?? []).length > 0 && (
              <ul className="store-cart__bulletins" aria-label="Notices">
                {(c.bulletins ?? []).map((b) => (
                  <li key={b.message} className="d2d-alert d2d-alert--info">{b.message}</li>
                ))}
              </ul>
            )}
            {c.message && <p className="d2d-alert d2d-alert--info">{c.message}</p>}
            <CartLines lines={cart.lines} siteId={store.site} productHref={productHref} busy={cart.loading} onRemove={(id) => void store.cart.remove(id).catch(() => undefined)} />
            <label className="d2d-checkbox store-cart__gift-toggle">
              <input type="checkbox" checked={asGift} onChange={(e) => setAsGift(e.target.checked)} />
              <span>This order is a gift</span>
            </label>
            {asGift && <GiftForm value={gift} onChange={setGift} errors={giftErrors} showAllErrors={checkout.step === 'gift-invalid'} />}
          </div>
          <aside className="store-cart__summary" aria-label="Order summary">
            <CouponForm
              signedIn={signedIn}
              coupon={cart.coupon}
              loading={cart.couponLoading}
              highlighted={cart.couponHighlighted}
              onApply={(code) => void store.cart.applyCoupon(code).catch(() => undefined)}
              onRemove={() => void store.cart.removeCoupon().catch(() => undefined)}
            />
            <WalletRedeem
              balanceMinor={wallet.data ? toMinor(wallet.data.balance) : wallet.error ? 0 : null}
              redeemedMinor={cart.totals?.redeemDiscountMinor ?? 0}
              siteId={store.site}
              busy={cart.loading}
              onRedeem={() => void store.cart.redeem().catch(() => undefined)}
              onRemove={() => void store.cart.removeRedeem().catch(() => undefined)}
            />
            {cart.totals && <CartTotalsList totals={cart.totals} siteId={store.site} couponHighlighted={cart.couponHighlighted} />}
            {c.vip && c.vip.only_amount_to_top_tier > 0 && (
              <p className="d2d-field__hint">
                Spend {formatWirePrice(c.vip.only_amount_to_top_tier, store.site)} more to reach the top VIP tier and save {formatWirePrice(c.vip.top_tier_save, store.site)} on orders like this.
              </p>
            )}
            {(c.streaming?.estimated_hours ?? 0) > 0 && <p className="d2d-field__hint">This order earns {c.streaming!.estimated_hours} free {c.streaming!.estimated_hours === 1 ? 'hour' : 'hours'} of Cloud Play.</p>}
            <button type="button" className="d2d-button d2d-button--buy d2d-button--block" disabled={checkoutDisabled || checkout.step === 'creating'} onClick={startCheckout}>
              Checkout
            </button>
            <PayPalButton enabled={payPalEnabled} busy={checkout.step === 'creating'} onClick={() => void store.checkout.startPayPal({ redirectUrl })} />
          </aside>
        </div>
      )}
      {c?.recommendation && c.recommendation.length > 0 && (
        <section className="d2d-section" aria-labelledby="cart-recommended">
          <h2 id="cart-recommended" className="d2d-section__title">You may also like</h2>
          <Carousel label="Recommended games" items={c.recommendation} itemKey={(p) => p.id} renderItem={(p) => <ProductTile product={p} />} />
        </section>
      )}
      <CheckoutModals />
    </section>
  );
}
