import { expect, test } from '@playwright/test';
import { createShopper, loginContext } from './support/accounts.js';
import { CARDS, expectPurchaseComplete } from './support/checkout.js';
import { tabTo } from './support/keyboard.js';
import { CARD_STORE_URL } from './support/servers.js';
import { GAMES } from './support/store.js';

test('the whole purchase can be done with the keyboard alone', async ({ page, context, request }) => {
  const shopper = await createShopper(request, CARD_STORE_URL, 'keyboard');
  await loginContext(context, CARD_STORE_URL, shopper);
  const game = GAMES.lanternsOfThornwood;

  await page.goto(`${CARD_STORE_URL}${game.path}`);
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: game.title })).toBeVisible();

  // add to cart
  await tabTo(page, main.getByRole('button', { name: `Add to Cart, ${game.title}` }));
  await page.keyboard.press('Enter');
  const inCart = main.getByRole('button', { name: `In Cart, ${game.title}` });
  await expect(inCart).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

  // to the cart: In Cart goes there (Shift+Tab back to it if the focus moved on)
  if (!(await inCart.evaluate((el) => el === document.activeElement))) await tabTo(page, inCart, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#!\/cart$/);
  await expect(page.getByRole('list', { name: 'Items in your cart' }).getByRole('link', { name: game.title })).toBeVisible();

  // checkout opens the payment modal with the focus inside it
  await tabTo(page, page.getByRole('button', { name: 'Checkout' }));
  await page.keyboard.press('Space');
  const payment = page.getByRole('dialog', { name: 'Payment' });
  await expect(payment).toBeVisible();
  await expect(payment.getByLabel('Address line 1', { exact: true })).toHaveValue('1 Main Street');
  await expect.poll(() => payment.evaluate((el) => el.contains(document.activeElement))).toBe(true);

  await tabTo(page, payment.getByLabel('Card number', { exact: true }));
  await page.keyboard.type(CARDS.success);
  await page.keyboard.press('Tab');
  await expect(payment.getByLabel('Expiry (MM/YY)', { exact: true })).toBeFocused();
  await page.keyboard.type('12/34');
  await page.keyboard.press('Tab');
  await expect(payment.getByLabel('CVC', { exact: true })).toBeFocused();
  await page.keyboard.type('123');
  await page.keyboard.press('Tab');
  await expect(payment.getByRole('button', { name: /^Pay \$\d+\.\d\d$/ })).toBeFocused();
  await page.keyboard.press('Enter');

  await expectPurchaseComplete(page);
  await tabTo(page, page.getByRole('link', { name: 'Go to my games' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#!\/my-account\/my-games$/);
  await expect(page.getByRole('heading', { level: 3, name: game.title })).toBeVisible();
});
