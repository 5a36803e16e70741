import { expect, test } from '@playwright/test';
import { PAGE_AFFILIATE, PARTNER, STORE, addToCart, confirmedShopper, logInOnStore, ordersOf } from './support.js';

test.describe.configure({ mode: 'serial' });

test('a visitor buys through the store: login on the store origin, one cart across cards and tabs, checkout on the store, the order records the affiliate', async ({ page, context, request }) => {
  const shopper = await confirmedShopper(request);
  await page.goto('/');
  const odyssey = page.locator('d2d-product-card[product-id="1"]');
  const gambit = page.locator('d2d-product-card[product-id="16"]');
  const sidebarCart = page.locator('d2d-cart');
  await expect(addToCart(odyssey)).toBeVisible();

  // 1. a visitor's buy asks for the login through the store's origin, in a window of the store
  const loginRequired = page.evaluate(
    () => new Promise<string>((resolve) => document.addEventListener('d2d-login-required', (e) => resolve((e as CustomEvent<{ loginUrl: string }>).detail.loginUrl), { once: true })),
  );
  const popupOpened = page.waitForEvent('popup');
  await addToCart(odyssey).click();
  const popup = await popupOpened;
  expect(await loginRequired).toBe(`${STORE}/?aff=${PAGE_AFFILIATE}#!/?login=1`);
  expect(new URL(popup.url()).origin).toBe(STORE);
  const added = page.evaluate(
    () => new Promise<number[]>((resolve) => document.addEventListener('d2d-add-to-cart', (e) => resolve((e as CustomEvent<{ response: { cart_details: Array<{ product: { id: number } }> } }>).detail.response.cart_details.map((l) => l.product.id)), { once: true })),
  );
  await logInOnStore(popup, shopper);

  // 2. the channel sees the store's new login; the page closes the window and completes the add
  await popup.waitForEvent('close', { timeout: 15_000 });
  expect(await added).toEqual([1]);
  await expect(odyssey.getByRole('button', { name: /^In Cart/ })).toBeVisible();

  // 3. a second card fills the same, one cart
  await addToCart(gambit).click();
  await expect(gambit.getByRole('button', { name: /^In Cart/ })).toBeVisible();
  await expect(sidebarCart.getByText('Stellar Odyssey')).toBeVisible();
  await expect(sidebarCart.getByText('Copper Gambit')).toBeVisible();
  const miniCart = page.locator('d2d-mini-cart');
  await expect(miniCart.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
  await miniCart.getByRole('button', { name: 'Cart, 2 items' }).click();
  await expect(miniCart.getByRole('region', { name: 'Shopping cart' }).getByText('Copper Gambit')).toBeVisible();

  // 4. a second tab of the partner page sees the same cart, and its changes reach the first tab
  const second = await context.newPage();
  await second.goto('/');
  const secondCart = second.locator('d2d-cart');
  await expect(secondCart.getByText('Stellar Odyssey')).toBeVisible();
  await expect(secondCart.getByText('Copper Gambit')).toBeVisible();
  await addToCart(second.locator('d2d-product-card[product-id="17"]')).click();
  await expect(secondCart.getByText('Lanterns of Thornwood')).toBeVisible();
  await expect(sidebarCart.getByText('Lanterns of Thornwood')).toBeVisible();
  await second.close();

  // 5. checkout happens on the store's origin, with the cart and the affiliate
  const storeOpened = context.waitForEvent('page');
  await sidebarCart.getByRole('button', { name: 'Checkout' }).click();
  const store = await storeOpened;
  await store.waitForLoadState('domcontentloaded');
  expect(store.url()).toBe(`${STORE}/?aff=${PAGE_AFFILIATE}#!/cart`);
  await expect(store.getByText('Lanterns of Thornwood').first()).toBeVisible();
  await store.getByRole('button', { name: 'Checkout', exact: true }).click();
  // the default provider: the sandbox hosted checkout in an embedded frame (test card prefilled)
  const hosted = store.frameLocator('iframe').first();
  await hosted.getByRole('button', { name: /^Pay / }).click();
  await expect(store).toHaveURL(/#!\/complete-purchased/, { timeout: 30_000 });

  // 6. the order records the affiliate and its 5% commission
  await expect.poll(() => ordersOf(shopper.email).length, { timeout: 15_000 }).toBe(1);
  const [order] = ordersOf(shopper.email);
  expect(order!.affiliate_id).toBe(PAGE_AFFILIATE);
  const net = order!.subtotal - order!.coupon_discount - order!.redeem_amount;
  expect(net).toBeGreaterThan(0);
  expect(order!.affiliate_commission).toBe(Math.floor((net * 5) / 100));
});

test('?aff= on the partner URL wins over the page setting and reaches the store', async ({ page, context }) => {
  await page.goto(`${PARTNER}/?aff=referrer7`);
  await expect(page.locator('iframe[data-d2d-channel]')).toHaveAttribute('src', `${STORE}/embed/channel.html?aff=referrer7`);
  const card = page.locator('d2d-product-card[product-id="16"]');
  const link = card.getByRole('link', { name: 'Copper Gambit' });
  await expect(link).toHaveAttribute('href', `${STORE}/?aff=referrer7#!/download-copper-gambit/16`);
  // a frame of another site cannot set the store's first-party cookie: the attribution travels
  // in every link to the store, and the store records it on the shopper's visit
  const opened = context.waitForEvent('page');
  await link.click();
  const store = await opened;
  await store.waitForLoadState('domcontentloaded');
  await expect
    .poll(async () => (await context.cookies(STORE)).find((c) => c.name === 'aff')?.value)
    .toBe('referrer7');
  const cookie = (await context.cookies(STORE)).find((c) => c.name === 'aff')!;
  expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
});

test('a shopper already logged in on the store is recognised on the partner page from the login window, which closes at once', async ({ page, context, request }) => {
  const shopper = await confirmedShopper(request);
  // the shopper logged in on the store earlier (first-party, in this browser)
  const store = await context.newPage();
  await store.goto(`${STORE}/#!/?login=1`);
  await logInOnStore(store, shopper);
  await expect(store.getByRole('dialog', { name: 'Login' })).toBeHidden();
  await store.close();

  // on the partner (another site) the channel cannot see that login: the elements show a visitor
  await page.goto('/');
  const cart = page.locator('d2d-cart');
  await expect(cart.getByText('Please Login.')).toBeVisible();
  const popupOpened = page.waitForEvent('popup');
  await cart.getByRole('button', { name: 'Login' }).click();
  const popup = await popupOpened;
  // the store's window sees the login, hands it to the channel and is closed without a form
  await popup.waitForEvent('close', { timeout: 15_000 });
  await expect(cart.getByText('Your Shopping Cart is empty.')).toBeVisible();
  await expect(cart.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  // a second tab of the partner shares the login (one partitioned cookie for the partner site)
  const second = await context.newPage();
  await second.goto('/');
  await expect(second.locator('d2d-cart').getByRole('button', { name: 'Checkout' })).toBeVisible();
  await second.close();
});
