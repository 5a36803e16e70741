import { expect, test } from '@playwright/test';
import { createShopper } from './support/accounts.js';
import { cartButton, GAMES } from './support/store.js';

test.describe('a visitor (not logged in)', () => {
  test('should be asked to log in on Add to Cart, and the add completes after logging in', async ({ page, request, baseURL }) => {
    const shopper = await createShopper(request, baseURL!, 'visitor', { address: false });
    await page.goto(GAMES.copperGambit.path);
    await expect(page.getByRole('heading', { level: 1, name: GAMES.copperGambit.title })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: `Add to Cart, ${GAMES.copperGambit.title}` }).click();

    const dialog = page.getByRole('dialog', { name: 'Login' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('E-mail', { exact: true }).fill(shopper.email);
    await dialog.getByLabel('Password', { exact: true }).fill(shopper.password);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: shopper.email })).toBeVisible();
    await expect(cartButton(page, 1)).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: `In Cart, ${GAMES.copperGambit.title}` })).toBeVisible();
  });

  test('should be asked to log in before entering a coupon', async ({ page }) => {
    await page.goto('/#!/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Please Login.')).toBeVisible();
    const coupon = page.getByRole('main').getByRole('textbox', { name: 'Coupon code' });
    await expect(coupon).toBeDisabled();
    await expect(coupon).toHaveAttribute('placeholder', 'Login to enter coupon.');
    await expect(page.getByRole('main').getByRole('button', { name: 'Apply' })).toBeDisabled();
    await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();

    // the header's mini cart says the same
    await page.getByRole('dialog', { name: 'Login' }).press('Escape');
    await page.goto('/#!/pc');
    await cartButton(page, 0).click();
    await expect(page.getByRole('region', { name: 'Shopping cart' })).toHaveText('Please Login.');
  });
});
