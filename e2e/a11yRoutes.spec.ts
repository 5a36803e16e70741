import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, createShopper, loginContext, type Shopper } from './support/accounts.js';
import { WCAG_AA_TAGS, answersColorScheme, seriousA11yViolations } from './support/a11y.js';
import { firstVisitAnswered } from './support/firstVisit.js';
import { STORE_URL } from './support/servers.js';
import { GAMES, apiAddToCart } from './support/store.js';
import { SWEPT_ROUTES, type SweptRoute } from './support/storeRoutes.js';

// issue 19 point 2: every route of spec §2, as a visitor and as a signed-in shopper, on a phone
// and a desktop, under both colour-scheme preferences, has no serious or critical WCAG 2.2 AA
// violation axe can find (shadow roots included)

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

// The store ships one theme (dark tokens, `color-scheme: dark`) and no switch: the browser's
// colour-scheme preference is the only theme input a shopper has. Every route is checked in the
// dark, and again under the light preference wherever the page has anything that answers it (a
// `prefers-color-scheme` rule, a `color-scheme` of both, a picture source): a light theme added
// later is then swept without touching this spec, and an identical page is not checked twice.
const THEME = 'dark';
const OTHER_THEME = 'light';

const IDENTITIES = ['visitor', 'shopper'] as const;

/** The free showcase title (product 8): a zero-total checkout completes at once, no provider. */
const PIXEL_GARDEN_ID = 8;

/**
 * A shopper who owns a game (so My games, the purchase history and the product pages show owned
 * states) and has another in the cart (so the cart shows lines, totals and the checkout).
 */
async function shopperWithLibrary(request: APIRequestContext): Promise<Shopper> {
  const shopper = await createShopper(request, STORE_URL, 'a11ysweep');
  const token = await apiLogin(request, STORE_URL, shopper);
  await apiAddToCart(request, STORE_URL, token, PIXEL_GARDEN_ID);
  const checkout = await request.post(`${STORE_URL}/api/account/shopping_carts/checkout`, {
    headers: { authorization: `Bearer ${token}` },
    data: { redirect_url: `${STORE_URL}/#!/complete-purchased` },
  });
  expect(checkout.ok(), await checkout.text()).toBe(true);
  expect(((await checkout.json()) as { status: string }).status, 'the free order completes at once').toBe('success');
  await apiAddToCart(request, STORE_URL, token, GAMES.copperGambit.id);
  return shopper;
}

/** Waits until the route's page has rendered its content: a heading in main, nothing loading. */
async function settle(page: Page): Promise<void> {
  // a hash change renders on the next frames; wait for them so the previous page is gone
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const main = page.locator('main#main');
  await expect(main).toBeVisible();
  await expect(main.getByRole('heading').first()).toBeVisible();
  await expect(main.locator('[aria-busy="true"], .d2d-skeleton')).toHaveCount(0);
  await expect(main.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
}

/** Opens a route, settles, runs axe; then each of its tabs. Returns the findings, each labelled. */
async function sweepRoute(page: Page, route: SweptRoute, label: string): Promise<string[]> {
  const found: string[] = [];
  const axe = async (where: string, theme: string) => {
    for (const violation of await seriousA11yViolations(page, { tags: WCAG_AA_TAGS })) found.push(`${label} ${theme} ${where}: ${violation}`);
  };
  const check = async (where: string) => {
    try {
      await settle(page);
    } catch (error) {
      found.push(`${label} ${THEME} ${where}: the page did not settle (${(error as Error).message.split('\n')[0]})`);
    }
    await axe(where, THEME);
    if (await answersColorScheme(page)) {
      await page.emulateMedia({ colorScheme: OTHER_THEME });
      await axe(where, OTHER_THEME);
      await page.emulateMedia({ colorScheme: THEME });
    }
  };
  await page.goto(`${STORE_URL}/#!${route.path}`);
  await check(route.path);
  for (const tab of route.tabs ?? []) {
    await page.getByRole('main').getByRole('tab', { name: tab, exact: true }).click();
    await expect(page.getByRole('main').getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
    await check(`${route.path} (${tab} tab)`);
  }
  return found;
}

test.describe('axe on every route', () => {
  let shopper: Shopper;

  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext();
    try {
      shopper = await shopperWithLibrary(request);
    } finally {
      await request.dispose();
    }
  });

  for (const identity of IDENTITIES) {
    for (const viewport of VIEWPORTS) {
      test(`${identity}, ${viewport.width} px, ${THEME} and ${OTHER_THEME} preference: no serious or critical violation on any route`, async ({ browser }) => {
        // about 90 pages, each settled and analysed; a loaded two-core machine needs minutes
        test.setTimeout(900_000);
        const context = await browser.newContext({
          viewport: { width: viewport.width, height: viewport.height },
          colorScheme: THEME,
          storageState: firstVisitAnswered(),
        });
        try {
          if (identity === 'shopper') await loginContext(context, STORE_URL, shopper);
          const page = await context.newPage();
          const findings: string[] = [];
          for (const route of SWEPT_ROUTES) {
            findings.push(...(await sweepRoute(page, route, `${identity} ${viewport.width}px`)));
          }
          expect(findings, 'serious or critical axe violations (identity, viewport, theme, route, rule, targets)').toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  }
});
