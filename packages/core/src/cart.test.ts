import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, RefusedError, type Dialog, type Store } from './index.js';
import { account, cart, cartLine, testStore } from './__tests__/fixtures.js';

const stores: Store[] = [];
function setup(loggedIn = true) {
  const t = testStore({ token: loggedIn ? 'tok' : undefined });
  stores.push(t.store);
  if (loggedIn) t.store.session.account.value = account();
  const dialogs: Dialog[] = [];
  const loginAsked: unknown[] = [];
  const changes: unknown[] = [];
  t.store.on('dialog', (d) => dialogs.push(d));
  t.store.on('login-required', (e) => loginAsked.push(e));
  t.store.on('cart-change', (e) => changes.push(e));
  return { ...t, dialogs, loginAsked, changes };
}
afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
});

const fiveLines = () => [1, 2, 3, 4, 5].map((id) => cartLine(id));

describe('lines, prices and totals', () => {
  it('should compute original, discounted and VIP prices in minor units', async () => {
    const { store, server } = setup();
    const vipLine = cartLine(2, { offer_items: { atgames_price: 29.99, discounted_price: 19.99, vip_price: 17.5, trade_in_price: 0 } });
    server.on('GET', '/api/account/shopping_carts', { body: cart([cartLine(1), vipLine], { gross_price: 39.98, net_price: 37.49 }) });
    await store.cart.refresh();
    const [plain, vip] = store.cart.lines.value;
    expect(plain).toMatchObject({ originalMinor: 2999, discountedMinor: 1999, vipMinor: 0, effectiveMinor: 1999 });
    expect(vip).toMatchObject({ originalMinor: 2999, discountedMinor: 1999, vipMinor: 1750, effectiveMinor: 1750 });
    expect(store.cart.totals.value).toMatchObject({ grossMinor: 3998, netMinor: 3749, currencySymbol: '$' });
    expect(store.cart.count.value).toBe(2);
    expect(store.cart.productIds.value).toEqual([1001, 1002]);
  });

  it('should read the coupon and redeem discounts and highlight a coupon over 49% off', () => {
    const { store } = setup();
    store.cart.set(
      cart([cartLine(1)], {
        gross_price: 20,
        net_price: 9,
        coupon_details: { id: 1, code: 'HALF', coupon_description: 'Half off' },
        discount_detail: { discounts: { details: { coupon_discount: { currency: 10 }, redeem_discount: { currency: 1 } } } },
      }),
    );
    expect(store.cart.totals.value).toMatchObject({ couponDiscountMinor: 1000, redeemDiscountMinor: 100, couponPercent: 50 });
    expect(store.cart.couponHighlighted.value).toBe(true);
    store.cart.set(cart([cartLine(1)], { gross_price: 20, net_price: 11, discount_detail: { discounts: { details: { coupon_discount: { currency: 9, percent: 45 } } } } }));
    expect(store.cart.couponHighlighted.value).toBe(false);
  });

  it('should read the tax and the total the checkout charges, and fall back to the net price without them', () => {
    const { store } = setup();
    store.cart.set(cart([cartLine(1)], { gross_price: 19.99, net_price: 19.99, tax: { currency: 1.25, percent: 6.25, region: 'IL', status: 'estimated' }, total_price: 21.24 }));
    expect(store.cart.totals.value).toMatchObject({ netMinor: 1999, taxMinor: 125, taxStatus: 'estimated', taxPercent: 6.25, taxRegion: 'IL', totalMinor: 2124 });
    store.cart.set(cart([cartLine(1)], { gross_price: 19.99, net_price: 19.99 }));
    expect(store.cart.totals.value).toMatchObject({ taxMinor: 0, taxStatus: 'at_checkout', taxPercent: null, totalMinor: 1999 });
  });

  it('should emit cart-change on every new cart', () => {
    const { store, changes } = setup();
    const next = cart([cartLine(1)]);
    store.cart.set(next);
    store.cart.set(next);
    store.cart.clear();
    expect(changes).toEqual([{ cart: next }, { cart: null }]);
  });

  it('should not load a cart for visitors', async () => {
    const { store, server } = setup(false);
    await expect(store.cart.refresh()).resolves.toBeNull();
    expect(server.requests).toHaveLength(0);
  });
});

describe('add and remove', () => {
  it('should add a product and keep the answered cart', async () => {
    const { store, server } = setup();
    server.on('POST', '/api/account/shopping_carts', { body: cart([cartLine(1)]) });
    await store.cart.add({ product_id: 1001 });
    expect(server.calls('POST', '/api/account/shopping_carts')[0]?.body).toEqual({ product_id: 1001 });
    expect(store.cart.count.value).toBe(1);
  });

  it('should refuse a sixth item with the transaction-limit text', async () => {
    const { store, server, dialogs } = setup();
    store.cart.set(cart(fiveLines()));
    const error = await store.cart.add({ product_id: 9 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RefusedError);
    expect((error as RefusedError).message).toBe(
      'Due to transaction limit, you can not purchase more than 5 items at one time. Please remove some items in your shopping cart.',
    );
    expect(dialogs[0]).toMatchObject({ kind: 'message', message: (error as Error).message });
    expect(server.requests).toHaveLength(0);
  });

  it("should show a 409's failure message in an error dialog", async () => {
    const { store, server, dialogs } = setup();
    server.on('POST', '/api/account/shopping_carts', { status: 409, body: { failureError: { id: 9, message: 'Already in cart.' } } });
    await expect(store.cart.add({ product_id: 1 })).rejects.toBeInstanceOf(ApiError);
    expect(dialogs).toEqual([{ kind: 'message', message: 'Already in cart.', code: 9 }]);
    expect(store.cart.loading.value).toBe(false);
  });

  it('should remove a line by its id', async () => {
    const { store, server } = setup();
    store.cart.set(cart([cartLine(1), cartLine(2)]));
    server.on('DELETE', '/api/account/shopping_carts/2', { body: cart([cartLine(1)]) });
    await store.cart.remove(2);
    expect(store.cart.count.value).toBe(1);
  });
});

describe('coupons (spec §5)', () => {
  it('should apply a trimmed code and show the loading state meanwhile', async () => {
    const { store, server } = setup();
    store.cart.set(cart([cartLine(1)]));
    let loadingDuringCall = false;
    server.on('POST', '/api/account/shopping_carts/coupon', () => {
      loadingDuringCall = store.cart.couponLoading.value;
      return { body: cart([cartLine(1)], { coupon_details: { id: 3, code: 'SAVE10' } }) };
    });
    await store.cart.applyCoupon('  SAVE10 ');
    expect(server.calls('POST', '/api/account/shopping_carts/coupon')[0]?.body).toEqual({ coupon_code: 'SAVE10' });
    expect(loadingDuringCall).toBe(true);
    expect(store.cart.couponLoading.value).toBe(false);
    expect(store.cart.coupon.value?.code).toBe('SAVE10');
  });

  it('should ignore an empty code, a second coupon and a click while loading', async () => {
    const { store, server } = setup();
    store.cart.set(cart([cartLine(1)]));
    await expect(store.cart.applyCoupon('   ')).resolves.toBeNull();
    let release: () => void = () => {};
    server.on('POST', '/api/account/shopping_carts/coupon', () => new Promise((resolve) => {
      release = () => resolve({ body: cart([cartLine(1)], { coupon_details: { id: 3, code: 'A' } }) });
    }));
    const first = store.cart.applyCoupon('A');
    await expect(store.cart.applyCoupon('B')).resolves.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    await first;
    await expect(store.cart.applyCoupon('C')).resolves.toBeNull();
    expect(server.calls('POST', '/api/account/shopping_carts/coupon')).toHaveLength(1);
  });

  it('should ask visitors to log in instead of applying', async () => {
    const { store, server, loginAsked } = setup(false);
    await expect(store.cart.applyCoupon('SAVE10')).resolves.toBeNull();
    expect(loginAsked).toEqual([{ reason: 'action' }]);
    expect(server.requests).toHaveLength(0);
  });

  it("should show 'Add Coupon Fail' and 'Remove Coupon Fail' with the server message", async () => {
    const { store, server, dialogs } = setup();
    store.cart.set(cart([cartLine(1)]));
    server.on('POST', '/api/account/shopping_carts/coupon', { status: 422, body: { errors: { base: ['Coupon expired.'] } } });
    await expect(store.cart.applyCoupon('OLD')).rejects.toBeInstanceOf(ApiError);
    store.cart.set(cart([cartLine(1)], { coupon_details: { id: 3, code: 'OLD' } }));
    server.on('DELETE', '/api/account/shopping_carts/coupon/OLD', { status: 409, body: { failureError: { id: 1, message: 'Locked.' } } });
    await expect(store.cart.removeCoupon()).rejects.toBeInstanceOf(ApiError);
    expect(dialogs).toEqual([
      { kind: 'message', title: 'Add Coupon Fail', message: 'Coupon expired.' },
      { kind: 'message', title: 'Remove Coupon Fail', message: 'Locked.', code: 1 },
    ]);
  });

  it('should do nothing when removing without a coupon', async () => {
    const { store, server } = setup();
    await expect(store.cart.removeCoupon()).resolves.toBeNull();
    expect(server.requests).toHaveLength(0);
  });
});

describe('redeem', () => {
  it('should redeem and undo it for logged-in shoppers', async () => {
    const { store, server } = setup();
    server.on('POST', '/api/account/shopping_carts/redeem', { body: cart([cartLine(1)], { net_price: 5 }) });
    server.on('POST', '/api/account/shopping_carts/remove_redeem', { body: cart([cartLine(1)], { net_price: 19.99 }) });
    await store.cart.redeem();
    expect(store.cart.totals.value?.netMinor).toBe(500);
    await store.cart.removeRedeem();
    expect(store.cart.totals.value?.netMinor).toBe(1999);
  });

  it('should ask visitors to log in', async () => {
    const { store, loginAsked } = setup(false);
    await expect(store.cart.redeem()).resolves.toBeNull();
    await expect(store.cart.removeRedeem()).resolves.toBeNull();
    expect(loginAsked).toHaveLength(2);
  });
});

describe('ADS trade-in reminder', () => {
  it('should remind on entering the cart when an ADS line has a trade-in price above 0', () => {
    const { store, dialogs } = setup();
    const ads = cartLine(3, { offer_items: { trade_in_price: 4.5 } }, { drm_type: 'ADS', title: 'Old Racer' });
    store.cart.set(cart([cartLine(1), ads]));
    expect(store.cart.needsTradeInReminder.value).toBe(true);
    expect(store.cart.enter()).toBe(true);
    expect(dialogs).toEqual([
      {
        kind: 'ads-trade-in-reminder',
        message: 'This title cannot be played on the third-party game platform, but you can trade it in for wallet credit.',
        titles: ['Old Racer'],
      },
    ]);
  });

  it('should not remind for ADS lines without a trade-in price or other DRM with one', () => {
    const { store, dialogs } = setup();
    store.cart.set(
      cart([
        cartLine(1, { offer_items: { trade_in_price: 0 } }, { drm_type: 'ADS' }),
        cartLine(2, { offer_items: { trade_in_price: 3 } }, { drm_type: 'Steam' }),
      ]),
    );
    expect(store.cart.needsTradeInReminder.value).toBe(false);
    expect(store.cart.enter()).toBe(false);
    expect(dialogs).toEqual([]);
  });
});

describe('gift form', () => {
  it("should use the contract's gift rules and messages", () => {
    const { store } = setup();
    expect(store.cart.validateGift({ gift_first_name: 'Ana', gift_last_name: 'Lee', gift_email: 'ana@example.com', gift_mail_body: 'Enjoy!' })).toEqual({});
    expect(store.cart.validateGift({ gift_first_name: 'A'.repeat(21), gift_last_name: '', gift_email: 'ana@', gift_mail_body: 'Hi' })).toEqual({
      gift_first_name: 'Input text can not be more than 20 characters.',
      gift_last_name: 'This field is required.',
      gift_email: 'This is not a valid email.',
      gift_mail_body: 'Input text can not be less than 3 characters.',
    });
    expect(store.cart.validateGift({ gift_first_name: 'A', gift_last_name: 'B', gift_email: 'a@b.co', gift_mail_body: 'x'.repeat(257) }).gift_mail_body).toBe(
      'Input text can not be more than 256 characters.',
    );
  });
});
