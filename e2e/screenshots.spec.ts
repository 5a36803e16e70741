import { expect, test } from '@playwright/test';
import { apiLogin, createShopper, loginContext } from './support/accounts.js';
import { payCartWithCard } from './support/checkout.js';
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
  await payCartWithCard(page);
  // and a cart with items
  for (const game of [GAMES.copperGambit, GAMES.quietHarbor, GAMES.velvetRequiem]) await apiAddToCart(request, CARD_STORE_URL, token, game.id);
  // a premium plan, paid on the sandbox's hosted page, for the subscription tab
  await page.goto(`${CARD_STORE_URL}/#!/premium`);
  await page.getByRole('button', { name: /^Subscribe for / }).click();
  await page.getByRole('dialog', { name: 'Subscribe to Premium' }).getByRole('button', { name: /^Subscribe for / }).click();
  await page.getByRole('dialog', { name: 'Premium checkout' }).getByRole('link', { name: 'Continue to checkout' }).click();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome to Premium' })).toBeVisible({ timeout: 20_000 });

  const shots = [
    { name: 'home', path: '/#!/', ready: () => page.getByRole('heading', { name: 'New releases and coming soon' }) },
    { name: 'browse', path: '/#!/pc', ready: () => page.getByRole('main').getByRole('article').first() },
    { name: 'product', path: GAMES.stellarOdyssey.path, ready: () => page.getByRole('heading', { level: 1, name: GAMES.stellarOdyssey.title }) },
    { name: 'cart', path: '/#!/cart', ready: () => page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem').nth(2) },
    { name: 'my-games', path: '/#!/my-account/my-games', ready: () => page.getByRole('heading', { level: 3, name: GAMES.stellarOdyssey.title }) },
    {
      name: 'checkout',
      path: '/#!/cart',
      ready: async () => {
        await page.getByRole('button', { name: 'Checkout' }).click();
        return page.getByRole('dialog', { name: 'Payment' }).getByRole('button', { name: /^Pay / });
      },
    },
    { name: 'premium', path: '/#!/premium', ready: () => page.getByRole('main').getByRole('heading', { level: 1 }) },
    { name: 'subscription', path: '/#!/my-account/my-subscription', ready: () => page.getByRole('region', { name: 'Subscription' }).getByText('You are already subscribed to the premium plan.') },
    { name: 'rentals', path: '/#!/pc/rental', ready: () => page.getByRole('main').getByRole('button', { name: /Rent/ }).first() },
  ];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    for (const shot of shots) {
      await page.goto(`${CARD_STORE_URL}${shot.path}`);
      await expect(await shot.ready()).toBeVisible();
      // box art and fonts are in before the picture is taken
      await page.waitForLoadState('networkidle');
      await expect(page.locator('[aria-busy="true"], .d2d-skeleton')).toHaveCount(0);
      await page.screenshot({ path: `docs/screenshots/${shot.name}-${width}.png`, fullPage: false });
    }
  }
});
