import { expect, test, type Locator } from '@playwright/test';
import { createShopper } from '../../../e2e/support/accounts.js';
import { CARDS, fillCard } from '../../../e2e/support/checkout.js';
import { GAMES } from '../../../e2e/support/store.js';

// set by playwright.config.ts: the API on 127.0.0.1, the starter on localhost (another site)
const API = process.env.STARTER_E2E_API!;
const APP = process.env.STARTER_E2E_APP!;

/** Every image under `scope` was loaded, from the API's origin. */
async function expectImagesFromApi(scope: Locator): Promise<void> {
  await expect
    .poll(() =>
      scope.locator('img').evaluateAll((imgs, api) =>
        imgs.length > 0 && imgs.every((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0 && img.currentSrc.startsWith(`${api}/`)),
      API),
    { message: 'the images load from the API server' },
    )
    .toBe(true);
}

test.describe('the React starter on another origin than the API', () => {
  test('should list games with their art, log in, add one to the cart and buy it with the sandbox card', async ({ page, request, context }) => {
    const shopper = await createShopper(request, API, 'starter');
    const game = GAMES.copperGambit;
    // a call the browser kept from the page (CORS) or a crash shows here
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      // the visitor's Add to Cart is answered 401, which is what opens the login dialog
      if (message.type() === 'error' && !message.text().includes('status of 401')) problems.push(message.text());
    });

    await page.goto('/');
    const games = page.getByRole('list', { name: 'Games' });
    await expect(games.getByRole('listitem')).toHaveCount(24);
    // the first row's box art loads at once (the rest when scrolled to)
    await expectImagesFromApi(games.getByRole('listitem').first());

    await page.getByRole('searchbox', { name: 'Search games' }).fill(game.title);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/#!\/\?q=Copper%20Gambit$/);
    const card = games.getByRole('listitem').filter({ hasText: game.title }).first();
    await expectImagesFromApi(card);
    await card.getByRole('link', { name: new RegExp(game.title) }).click();

    await expect(page).toHaveURL(new RegExp(`#!/product/${game.id}$`));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: game.title })).toBeVisible();
    await expectImagesFromApi(main);

    // a visitor's Add to Cart asks for the login first, then completes the add
    await main.getByRole('button', { name: `Add to Cart, ${game.title}` }).first().click();
    const login = page.getByRole('dialog', { name: 'Login' });
    await login.getByLabel('E-mail', { exact: true }).fill(shopper.email);
    await login.getByLabel('Password', { exact: true }).fill(shopper.password);
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(login).toBeHidden();
    // every login offers the bonus-hours campaign once (spec §4 Campaigns)
    const bonus = page.getByRole('dialog', { name: '20 Bonus Cloud Play Hours' });
    await bonus.getByRole('button', { name: 'Not now' }).click();
    await expect(bonus).toBeHidden();
    await expect(page.getByRole('banner')).toContainText(shopper.email);
    const inCart = main.getByRole('button', { name: `In Cart, ${game.title}` }).first();
    await expect(inCart).toBeVisible();

    // the login is the app's: its token cookie is on the app's host, none on the API's
    expect((await context.cookies(APP)).map((c) => c.name)).toContain('token');
    expect((await context.cookies(API)).map((c) => c.name)).not.toContain('token');

    await inCart.click();
    await expect(page).toHaveURL(/#!\/cart$/);
    await expect(page.getByRole('list', { name: 'Items in your cart' }).getByRole('link', { name: game.title })).toBeVisible();
    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    const payment = page.getByRole('dialog', { name: 'Payment' });
    await expect(payment).toBeVisible();
    await fillCard(page, CARDS.success);
    await payment.getByRole('button', { name: /^Pay \$\d+\.\d\d$/ }).click();

    await expect(page).toHaveURL(/#!\/complete-purchased\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your purchase!' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('list', { name: 'Your games' })).toContainText(game.title);

    // the product page now offers the shopper's own copy
    await page.goto(`/#!/product/${game.id}`);
    await expect(main.getByRole('button', { name: new RegExp(`^(Download|Get Key), ${game.title}$`) }).first()).toBeVisible();
    expect(problems, 'no errors in the console').toEqual([]);
  });

  test("should answer a preflight from the starter's origin and not from an unlisted one", async ({ request }) => {
    const preflight = (origin: string) =>
      request.fetch(`${API}/api/account/shopping_carts`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type' },
      });

    const listed = await preflight(APP);
    expect(listed.status(), 'a preflight from the listed origin').toBeGreaterThanOrEqual(200);
    expect(listed.status()).toBeLessThan(300);
    expect(listed.headers()['access-control-allow-origin']).toBe(APP);
    expect(listed.headers()['access-control-allow-headers']?.toLowerCase()).toContain('authorization');

    const unlisted = await preflight('https://unlisted.example');
    expect(unlisted.headers()['access-control-allow-origin']).toBeUndefined();
  });
});
