import { expect, test } from '@playwright/test';
import { PAGE_AFFILIATE, STORE, addToCart, confirmedShopper } from './support.js';

test('a game the shopper bought on the store shows as owned on the partner page, whose Get Key opens its page on the store', async ({ page, context, request }) => {
  const shopper = await confirmedShopper(request);

  // the shopper, logged in on the store (its first-party token cookie), buys Quiet Harbor there
  const login = await request.post(`${STORE}/api/account/login`, { data: shopper });
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  await context.addCookies([{ name: 'token', value: token, domain: new URL(STORE).hostname, path: '/', sameSite: 'Lax' }]);
  const store = await context.newPage();
  await store.goto(`${STORE}/#!/download-quiet-harbor/18`);
  await store.locator('.d2d-product-hero').getByRole('button', { name: 'Add to Cart, Quiet Harbor' }).click();
  await expect(store.locator('.d2d-product-hero').getByRole('button', { name: 'In Cart, Quiet Harbor' })).toBeVisible();
  await store.goto(`${STORE}/#!/cart`);
  await store.getByRole('button', { name: 'Checkout', exact: true }).click();
  // the default provider: the sandbox hosted checkout in an embedded frame (test card prefilled)
  await store.frameLocator('iframe').first().getByRole('button', { name: /^Pay / }).click();
  await expect(store).toHaveURL(/#!\/complete-purchased/, { timeout: 30_000 });
  await store.close();

  // on the partner (another site) the shopper is a visitor until the store's window hands the login over
  await page.goto('/');
  const harbor = page.locator('d2d-product-card[product-id="18"]');
  const lanterns = page.locator('d2d-product-card[product-id="17"]');
  await expect(addToCart(harbor)).toBeVisible();
  const popupOpened = page.waitForEvent('popup');
  await page.locator('d2d-cart').getByRole('button', { name: 'Login' }).click();
  await (await popupOpened).waitForEvent('close', { timeout: 15_000 });

  // the channel reads the page's products again for the shopper: the bought game is owned
  await expect(harbor.getByRole('button', { name: 'Get Key, Quiet Harbor' })).toBeVisible();
  await expect(addToCart(harbor)).toHaveCount(0);
  await expect(addToCart(lanterns)).toBeVisible();

  // Get Key opens the game's page on the store, with the affiliate, where the key is
  const opened = context.waitForEvent('page');
  await harbor.getByRole('button', { name: 'Get Key, Quiet Harbor' }).click();
  const productPage = await opened;
  await productPage.waitForLoadState('domcontentloaded');
  expect(productPage.url()).toBe(`${STORE}/?aff=${PAGE_AFFILIATE}#!/download-quiet-harbor/18`);
  await productPage.locator('.d2d-product-hero').getByRole('button', { name: 'Get Key, Quiet Harbor' }).click();
  await expect(productPage.getByRole('dialog', { name: 'Activation key: Quiet Harbor' }).locator('code')).toHaveText(/\S{5,}/);
});
