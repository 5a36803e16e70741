import { expect, test } from '@playwright/test';
import { createShopper, loginContext } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { addToCartFromProductPage, cartButton, GAMES } from './support/store.js';

const CART_LIMIT =
  'Due to transaction limit, you can not purchase more than 5 items at one time. Please remove some items in your shopping cart.';

test('a shopper adding a sixth game sees the transaction limit, then applies a coupon', async ({ page, context, request, baseURL }) => {
  const shopper = await createShopper(request, baseURL!, 'cart');
  await loginContext(context, baseURL!, shopper);

  const five = [GAMES.copperGambit, GAMES.lanternsOfThornwood, GAMES.quietHarbor, GAMES.velvetRequiem, GAMES.stellarOdyssey];
  for (const game of five) await addToCartFromProductPage(page, baseURL!, game);
  await expect(cartButton(page, 5)).toBeVisible();

  // the sixth is refused with the spec's message, and the cart keeps five
  await page.goto('/#!/download-last-signal/9');
  await expect(page.getByRole('heading', { level: 1, name: 'Last Signal' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart, Last Signal' }).click();
  const limit = page.getByRole('alertdialog');
  await expect(limit).toBeVisible();
  await expect(limit).toContainText(CART_LIMIT);
  await limit.getByRole('button', { name: 'OK' }).click();
  await expect(limit).toBeHidden();
  await expect(cartButton(page, 5)).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Add to Cart, Last Signal' })).toBeVisible();

  // the cart lists the five; a coupon takes 10% off
  await page.goto('/#!/cart');
  const lines = page.getByRole('list', { name: 'Items in your cart' });
  await expect(lines.getByRole('listitem')).toHaveCount(5);
  for (const game of five) await expect(lines.getByRole('link', { name: game.title })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/cart');
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  const totalBefore = await summary.locator('dt', { hasText: /^Total$/ }).locator('+ dd').textContent();
  await summary.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME10');
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByText('WELCOME10', { exact: true })).toBeVisible();
  await expect(summary.getByRole('button', { name: 'Remove coupon WELCOME10' })).toBeVisible();
  await expect(summary.getByText('Coupon (10% off)')).toBeVisible();
  await expect(summary.locator('dt', { hasText: /^Total$/ }).locator('+ dd')).not.toHaveText(totalBefore!);
  await expectNoSeriousA11yViolations(page, '/cart with a coupon');
});
