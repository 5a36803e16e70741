import { expect, test } from '@playwright/test';
import { apiLogin, createShopper, loginContext } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { CARDS, expectPurchaseComplete } from './support/checkout.js';
import { apiAddToCart, GAMES } from './support/store.js';

test('the hosted checkout in its embedded frame completes the purchase', async ({ page, context, request, baseURL }) => {
  const shopper = await createShopper(request, baseURL!, 'hosted');
  await apiAddToCart(request, baseURL!, await apiLogin(request, baseURL!, shopper), GAMES.velvetRequiem.id);
  await loginContext(context, baseURL!, shopper);

  await page.goto('/#!/cart');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const frame = page.frameLocator('iframe[title="Secure checkout"]');
  await expect(frame.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel checkout' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'hosted checkout frame');
  await frame.getByLabel('Card number').fill(CARDS.success);
  await frame.getByRole('button', { name: /^Pay / }).click();

  await expectPurchaseComplete(page);
  await expect(page.getByRole('main')).toContainText(GAMES.velvetRequiem.title);
  await page.goto('/#!/my-account/my-games');
  await expect(page.getByRole('heading', { level: 3, name: GAMES.velvetRequiem.title })).toBeVisible();
});
