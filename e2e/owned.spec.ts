import { expect, test, type Page } from '@playwright/test';
import { createShopper, loginContext } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { payCartWithCard } from './support/checkout.js';
import { CARD_STORE_URL, STORE_URL } from './support/servers.js';
import { GAMES } from './support/store.js';

/** Showcase titles of this journey (server seed `showcase.ts`). */
const PIXEL_GARDEN = { title: 'Pixel Garden', path: '/#!/download-pixel-garden/8' };
const IRON_LEGION = { title: 'Iron Legion Tactics', path: '/#!/download-iron-legion-tactics/12' };

/** The product page's own offer buttons (the hero), not the recommended games'. */
function heroOffer(page: Page) {
  return page.locator('.d2d-product-hero .d2d-offer');
}

/** Opens a product page inside the running app (a hash change: no reload, the app keeps its state). */
async function openProduct(page: Page, baseURL: string, game: { title: string; path: string }): Promise<void> {
  await page.goto(`${baseURL}${game.path}`);
  await expect(page.getByRole('heading', { level: 1, name: game.title })).toBeVisible();
}

async function expectKeyDialog(page: Page, title: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: `Activation key: ${title}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('code')).toHaveText(/\S{5,}/);
  await dialog.getByRole('button', { name: /close/i }).click();
  await expect(dialog).toBeHidden();
}

test.describe('owned games', () => {
  test('should show a game bought with the sandbox card as owned on its page and in a list, with Get Key or Download', async ({ page, context, request }) => {
    const shopper = await createShopper(request, CARD_STORE_URL, 'owner');
    await loginContext(context, CARD_STORE_URL, shopper);

    // a key-only Steam game and a downloadable one (free, so the card pays for the first)
    await openProduct(page, CARD_STORE_URL, GAMES.copperGambit);
    await heroOffer(page).getByRole('button', { name: `Add to Cart, ${GAMES.copperGambit.title}` }).click();
    await expect(heroOffer(page).getByRole('button', { name: `In Cart, ${GAMES.copperGambit.title}` })).toBeVisible();
    await openProduct(page, CARD_STORE_URL, PIXEL_GARDEN);
    await heroOffer(page).getByRole('button', { name: `Get It Free, ${PIXEL_GARDEN.title}` }).click();
    await expect(heroOffer(page).getByRole('button', { name: `In Cart, ${PIXEL_GARDEN.title}` })).toBeVisible();

    await page.goto(`${CARD_STORE_URL}/#!/cart`);
    await payCartWithCard(page);

    // its product page: the key, and no way to add it to the cart again
    await openProduct(page, CARD_STORE_URL, GAMES.copperGambit);
    const gambit = heroOffer(page);
    await expect(gambit).toHaveAttribute('data-state', 'purchase-keyonly');
    await expect(gambit.getByRole('button')).toHaveText(['Get Key']);
    await expectNoSeriousA11yViolations(page, 'the product page of an owned game');
    await gambit.getByRole('button', { name: `Get Key, ${GAMES.copperGambit.title}` }).click();
    await expectKeyDialog(page, GAMES.copperGambit.title);

    // the downloadable one: Download opens the download files dialog, whose file downloads
    await openProduct(page, CARD_STORE_URL, PIXEL_GARDEN);
    const garden = heroOffer(page);
    await expect(garden).toHaveAttribute('data-state', 'purchase-download-key');
    await expect(garden.getByRole('button')).toHaveText(['Download', 'Get Key']);
    await garden.getByRole('button', { name: `Download, ${PIXEL_GARDEN.title}` }).click();
    const files = page.getByRole('dialog', { name: `Download: ${PIXEL_GARDEN.title}` });
    await expect(files).toBeVisible();
    const downloading = page.waitForEvent('download');
    await files.getByRole('button', { name: /^Download / }).first().click();
    const download = await downloading;
    expect(download.url()).toContain(`${CARD_STORE_URL}/d2d/downloads/`);
    expect(await download.failure()).toBeNull();
    await files.getByRole('button', { name: /close/i }).click();

    // its card in a list (the search results) shows it as owned too
    await page.goto(`${CARD_STORE_URL}/#!/search?q=${encodeURIComponent(GAMES.copperGambit.title)}`);
    const card = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('link', { name: GAMES.copperGambit.title }) }).first();
    await expect(card.getByRole('button', { name: `Get Key, ${GAMES.copperGambit.title}` })).toBeVisible();
    await expect(card.getByRole('button', { name: `Add to Cart, ${GAMES.copperGambit.title}` })).toHaveCount(0);
    await card.getByRole('button', { name: `Get Key, ${GAMES.copperGambit.title}` }).click();
    await expectKeyDialog(page, GAMES.copperGambit.title);
  });

  test("should let a premium subscriber take one of the month's games", async ({ page, context, request }) => {
    const shopper = await createShopper(request, STORE_URL, 'member');
    await loginContext(context, STORE_URL, shopper);

    // before subscribing: the monthly title offers the plan
    await openProduct(page, STORE_URL, IRON_LEGION);
    await expect(heroOffer(page)).toHaveAttribute('data-state', 'subscribe-buy');
    await expect(heroOffer(page).getByRole('button')).toHaveText(['Subscribe', 'Add to Cart']);

    // subscribing through the modals and the sandbox hosted checkout brings the shopper back to /premium
    await page.goto(`${STORE_URL}/#!/premium`);
    await page.getByRole('button', { name: /^Subscribe for / }).click();
    await page.getByRole('dialog', { name: 'Subscribe to Premium' }).getByRole('button', { name: /^Subscribe for / }).click();
    await page.getByRole('dialog', { name: 'Premium checkout' }).getByRole('link', { name: 'Continue to checkout' }).click();
    await expect(page).toHaveURL(/\/sandbox\/premium\//);
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/#!\/premium\?subscribed=1$/, { timeout: 20_000 });
    await page.getByRole('dialog', { name: 'Welcome to Premium' }).getByRole('button', { name: 'Keep browsing' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'You are already subscribed to the premium plan.' })).toBeVisible();

    // the month's games: the member takes the key of one
    const monthly = page.getByRole('region', { name: "This month's premium games" });
    const take = monthly.getByRole('button', { name: `Get Key, ${IRON_LEGION.title}` });
    await expect(take).toBeVisible();
    await expect(monthly.getByRole('button', { name: /^Subscribe, / })).toHaveCount(0);
    await take.click();
    await expectKeyDialog(page, IRON_LEGION.title);

    // its product page gives the member the key, and still sells it
    await openProduct(page, STORE_URL, IRON_LEGION);
    await expect(heroOffer(page)).toHaveAttribute('data-state', 'subscribe-download-buy-key');
    await expect(heroOffer(page).getByRole('button')).toHaveText(['Get Key', 'Add to Cart']);
    await heroOffer(page).getByRole('button', { name: `Get Key, ${IRON_LEGION.title}` }).click();
    await expectKeyDialog(page, IRON_LEGION.title);
  });
});
