import { expect, test } from '@playwright/test';
import { apiLogin, createShopper, loginContext } from './support/accounts.js';
import { CARDS, expectPurchaseComplete, fillCard } from './support/checkout.js';
import { CARD_STORE_URL } from './support/servers.js';
import { apiAddToCart, GAMES } from './support/store.js';

// Makes docs/screenshots/<name>-<width>.png. Run on request only (see docs/screenshots/README.md):
//   SCREENSHOTS=1 npx playwright test screenshots
const WIDTHS = [390, 1280] as const;

test('store screenshots at phone and desktop widths', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const shopper = await createShopper(request, CARD_STORE_URL, 'shots');
  const token = await apiLogin(request, CARD_STORE_URL, shopper);
  await loginContext(context, CARD_STORE_URL, shopper);

  // one purchased game for My games
  await apiAddToCart(request, CARD_STORE_URL, token, GAMES.stellarOdyssey.id);
  await page.goto(`${CARD_STORE_URL}/#!/cart`);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await fillCard(page, CARDS.success);
  await page.getByRole('dialog', { name: 'Payment' }).getByRole('button', { name: /^Pay / }).click();
  await expectPurchaseComplete(page);
  // and a cart with items
  for (const game of [GAMES.copperGambit, GAMES.quietHarbor, GAMES.velvetRequiem]) await apiAddToCart(request, CARD_STORE_URL, token, game.id);

  const shots = [
    { name: 'home', path: '/#!/', ready: () => page.getByRole('heading', { name: 'New releases and coming soon' }) },
    { name: 'browse', path: '/#!/pc', ready: () => page.getByRole('main').getByRole('article').first() },
    { name: 'product', path: GAMES.stellarOdyssey.path, ready: () => page.getByRole('heading', { level: 1, name: GAMES.stellarOdyssey.title }) },
    { name: 'cart', path: '/#!/cart', ready: () => page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem').nth(2) },
    { name: 'my-games', path: '/#!/my-account/my-games', ready: () => page.getByRole('heading', { level: 3, name: GAMES.stellarOdyssey.title }) },
  ];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    for (const shot of shots) {
      await page.goto(`${CARD_STORE_URL}${shot.path}`);
      await expect(shot.ready()).toBeVisible();
      // box art and fonts are in before the picture is taken
      await page.waitForLoadState('networkidle');
      await expect(page.locator('[aria-busy="true"], .d2d-skeleton')).toHaveCount(0);
      await page.screenshot({ path: `docs/screenshots/${shot.name}-${width}.png`, fullPage: false });
    }
  }
});
