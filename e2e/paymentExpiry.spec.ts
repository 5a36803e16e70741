import { dirname, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { apiLogin, createShopper, loginContext } from './support/accounts.js';
import { CARDS, expectPurchaseComplete } from './support/checkout.js';
import { EXPIRY_SECONDS, startExpiryStore, type SpecStore } from './support/expiryStore.js';
import { apiAddToCart, GAMES } from './support/store.js';

// this journey's own store, whose checkouts expire in seconds
let store: SpecStore;
let storeUrl: string;
test.beforeAll(async () => {
  const { config } = test.info();
  // a fresh database is seeded first, as the config's servers are (their bound is 120 s)
  test.info().setTimeout(150_000);
  store = await startExpiryStore(config.configFile ? dirname(config.configFile) : resolve(config.rootDir, '..'));
  storeUrl = store.url;
});
test.afterAll(async () => {
  await store?.stop();
});

// issue 12: a checkout left unpaid expires (PAYMENT_EXPIRY_SECONDS on this store), nothing is
// charged by a late Pay, and the cart can be checked out again
test('an abandoned hosted checkout expires and the cart can be checked out again', async ({ page, context, request }) => {
  const shopper = await createShopper(request, storeUrl, 'expiry');
  await apiAddToCart(request, storeUrl, await apiLogin(request, storeUrl, shopper), GAMES.quietHarbor.id);
  await loginContext(context, storeUrl, shopper);

  await page.goto(`${storeUrl}/#!/cart`);
  await page.getByRole('button', { name: 'Checkout' }).click();
  const frameElement = page.locator('iframe[title="Secure checkout"]');
  const frame = page.frameLocator('iframe[title="Secure checkout"]');
  await expect(frame.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible();
  await frame.getByLabel('Card number').fill(CARDS.success);

  // the shopper walks away; the provider's own page says the checkout closed once it expired
  const checkoutUrl = new URL((await frameElement.getAttribute('src'))!, storeUrl).href;
  await expect
    .poll(async () => (await request.get(checkoutUrl)).text(), { message: 'the checkout expires', timeout: (EXPIRY_SECONDS + 15) * 1000, intervals: [1000] })
    .toContain('This checkout is closed. Please checkout again from your cart.');

  // a Pay on the stale page charges nothing and makes no order
  await frame.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/#!\/purchase-fail\/5001$/);
  await expect(page.getByRole('heading', { name: 'Your purchase could not be completed' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to cart' }).click();

  // the cart kept its game and checks out again
  await expect(page.getByRole('list', { name: 'Items in your cart' }).getByRole('link', { name: GAMES.quietHarbor.title })).toBeVisible();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await frame.getByLabel('Card number').fill(CARDS.success);
  await frame.getByRole('button', { name: /^Pay / }).click();
  await expectPurchaseComplete(page);
  await expect(page.getByRole('main')).toContainText(GAMES.quietHarbor.title);

  // bought once: the expired checkout left no second copy behind
  await page.goto(`${storeUrl}/#!/my-account/my-games`);
  await expect(page.getByRole('heading', { level: 3, name: GAMES.quietHarbor.title })).toHaveCount(1);
});
