/**
 * One cart across the partner page's tabs: the cart lives on the server, so a tab only needs to
 * know when to reload it. A tab whose cart changed announces the cart's fingerprint on a
 * `BroadcastChannel`; the other tabs reload theirs unless they already show that cart, so two
 * tabs never echo each other. A tab that comes back into view reloads too (the shopper may have
 * changed the cart on the store itself meanwhile).
 * @module
 */
import type { Cart } from '@d2d/contract';
import type { Store } from '@d2d/core';

/** What tab sync needs from the store. */
export interface SyncedCart {
  /** Subscribes to cart changes; returns the unsubscribe. */
  onChange(listener: (cart: Cart | null) => void): () => void;
  /** Reloads the cart from the server. */
  refresh(): void;
  /** Whether a shopper is logged in (a visitor has no cart to reload). */
  isLoggedIn(): boolean;
}

/**
 * A short fingerprint of a cart's content: its lines, coupon and total.
 * @param cart - The cart, `null` for none.
 * @returns Equal for carts that show the same.
 */
export function cartSignature(cart: Cart | null): string {
  if (!cart) return 'none';
  const lines = cart.cart_details.map((line) => line.id).join(',');
  return `${cart.id}|${lines}|${cart.coupon_details?.code ?? ''}|${cart.net_price}`;
}

/**
 * Starts keeping this tab's cart in step with the others.
 * @param cart - The store's cart.
 * @param key - Names the channel (the store's origin and site).
 * @param win - The page's window.
 * @returns Stops syncing.
 */
export function startTabSync(cart: SyncedCart, key: string, win: Window = window): () => void {
  const Channel = (win as unknown as { BroadcastChannel?: typeof BroadcastChannel }).BroadcastChannel;
  const channel = Channel ? new Channel(`d2d-elements:${key}`) : null;
  let last: string | null = null;

  const offChange = cart.onChange((value) => {
    const signature = cartSignature(value);
    if (signature === last) return;
    const first = last === null;
    last = signature;
    // the first cart a tab loads is news to nobody
    if (!first && value !== null) channel?.postMessage({ type: 'd2d-cart', signature });
  });
  const onMessage = (event: MessageEvent) => {
    const data = event.data as { type?: unknown; signature?: unknown } | null;
    if (!data || data.type !== 'd2d-cart' || typeof data.signature !== 'string') return;
    if (data.signature === last || !cart.isLoggedIn()) return;
    last = data.signature;
    cart.refresh();
  };
  channel?.addEventListener('message', onMessage);
  const onVisible = () => {
    if (win.document.visibilityState === 'visible' && cart.isLoggedIn()) cart.refresh();
  };
  win.document.addEventListener('visibilitychange', onVisible);
  return () => {
    offChange();
    channel?.removeEventListener('message', onMessage);
    channel?.close();
    win.document.removeEventListener('visibilitychange', onVisible);
  };
}

/**
 * Keeps a store's cart in step with the other tabs of the same store and site.
 * @param store - The store (the channel's, in the channel page).
 * @param win - The page's window.
 * @returns Stops syncing.
 * @example
 * const stop = syncStoreTabs(store, window);
 */
export function syncStoreTabs(store: Store, win: Window): () => void {
  return startTabSync(
    {
      onChange: (listener) => store.on('cart-change', ({ cart }) => listener(cart)),
      refresh: () => void store.cart.refresh().catch(() => undefined),
      isLoggedIn: () => store.session.isLoggedIn.value,
    },
    String(store.site),
    win,
  );
}
