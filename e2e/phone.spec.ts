import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiLogin, createShopper, loginContext } from './support/accounts.js';
import { CARD_STORE_URL } from './support/servers.js';
import { apiAddToCart, cartButton, GAMES } from './support/store.js';

// issue 21: a shopper on a phone (390 × 844) sees what they act on
const PHONE = { width: 390, height: 844 } as const;
test.use({ viewport: PHONE });

/** The element's box, after it rendered. */
async function boxOf(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, 'the element has a box').not.toBeNull();
  return box!;
}

/** The element lies within the screen's width: nothing cut off at either edge. */
async function expectInsideScreenWidth(locator: Locator, what: string): Promise<void> {
  const box = await boxOf(locator);
  expect(box.x, `${what}: left edge inside the screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: right edge inside the screen`).toBeLessThanOrEqual(PHONE.width + 0.5);
}

/** The element is whole in the viewport, below the sticky header. */
async function expectInView(page: Page, locator: Locator, what: string): Promise<void> {
  await expectInsideScreenWidth(locator, what);
  const box = await boxOf(locator);
  const header = await page.getByRole('banner').boundingBox();
  expect(box.y, `${what}: not under the header`).toBeGreaterThanOrEqual(header ? header.y + header.height - 1 : 0);
  expect(box.y + box.height, `${what}: above the bottom of the screen`).toBeLessThanOrEqual(PHONE.height);
}

test.describe('the store on a phone', () => {
  test('checkout opens with the payment form and its Pay button in view', async ({ page, context, request, baseURL }) => {
    const shopper = await createShopper(request, baseURL!, 'phonepay');
    const token = await apiLogin(request, baseURL!, shopper);
    await apiAddToCart(request, baseURL!, token, GAMES.copperGambit.id);
    await apiAddToCart(request, baseURL!, token, GAMES.quietHarbor.id);
    await loginContext(context, baseURL!, shopper);

    await page.goto('/#!/cart');
    const checkout = page.getByRole('button', { name: 'Checkout' });
    // a phone shopper scrolls down past the lines and totals to reach Checkout
    await checkout.scrollIntoViewIfNeeded();
    await checkout.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    const frame = page.frameLocator('iframe[title="Secure checkout"]');
    await expect(frame.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible();
    await expectInView(page, frame.getByLabel('Card number'), 'the card number field');
    await expectInView(page, frame.getByRole('button', { name: /^Pay / }), 'the Pay button');
  });

  test('the card payment modal opens with its form, the order summary and the Pay button in view', async ({ page, context, request }) => {
    const shopper = await createShopper(request, CARD_STORE_URL, 'phonecard');
    await apiAddToCart(request, CARD_STORE_URL, await apiLogin(request, CARD_STORE_URL, shopper), GAMES.lanternsOfThornwood.id);
    await loginContext(context, CARD_STORE_URL, shopper);

    await page.goto(`${CARD_STORE_URL}/#!/cart`);
    const checkout = page.getByRole('button', { name: 'Checkout' });
    await checkout.scrollIntoViewIfNeeded();
    await checkout.click();
    const payment = page.getByRole('dialog', { name: 'Payment' });
    await expect(payment).toBeVisible();
    await expect(payment.getByRole('region', { name: 'Order summary' })).toContainText(GAMES.lanternsOfThornwood.title);
    await expectInsideScreenWidth(payment, 'the payment modal');
    const pay = payment.getByRole('button', { name: /^Pay \$\d+\.\d\d$/ });
    await expectInsideScreenWidth(pay, 'the Pay button');
    const box = await boxOf(pay);
    expect(box.y, 'the Pay button is on the screen').toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, 'the Pay button is above the bottom of the screen').toBeLessThanOrEqual(PHONE.height);
    const name = await boxOf(payment.getByLabel('Name on card', { exact: true }));
    expect(name.y, 'the form starts on the screen').toBeGreaterThanOrEqual(0);
    expect(name.y + name.height).toBeLessThanOrEqual(PHONE.height);
  });

  test('the mini cart, the account menu and the navigation menus stay inside the screen', async ({ page, context, request, baseURL }) => {
    const shopper = await createShopper(request, baseURL!, 'phonemenu');
    await apiAddToCart(request, baseURL!, await apiLogin(request, baseURL!, shopper), GAMES.copperGambit.id);
    await loginContext(context, baseURL!, shopper);
    await page.goto('/');

    await cartButton(page, 1).click();
    const miniCart = page.getByRole('region', { name: 'Shopping cart' });
    await expect(miniCart.getByText(GAMES.copperGambit.title)).toBeVisible();
    await expectInsideScreenWidth(miniCart, 'the mini cart');
    await page.keyboard.press('Escape');
    await expect(miniCart).toBeHidden();

    const accountButton = page.getByRole('banner').getByRole('button', { name: new RegExp(shopper.email.slice(0, 8)) });
    await accountButton.click();
    const accountMenu = page.getByRole('banner').getByRole('link', { name: 'My Account' });
    await expectInsideScreenWidth(accountMenu, 'the account menu');
    await expectInsideScreenWidth(page.locator('.d2d-user__panel'), 'the account menu panel');
    await page.keyboard.press('Escape');

    // the navigation folds behind Menu; each of its menus opens inside the screen
    await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
    const menus = page.getByRole('banner').locator('.d2d-disclosure > button[aria-expanded]');
    const count = await menus.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      const trigger = menus.nth(i);
      if ((await trigger.getAttribute('aria-expanded')) === 'false') await trigger.click();
      const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
      await expectInsideScreenWidth(panel, `the ${(await trigger.textContent())?.trim()} menu`);
      await trigger.click();
    }

    // the region menu of the footer
    const regions = page.getByRole('contentinfo').getByRole('region', { name: 'Region' });
    await regions.scrollIntoViewIfNeeded();
    await expectInsideScreenWidth(regions, 'the region menu');
    for (const link of await regions.getByRole('link').all()) await expectInsideScreenWidth(link, `the region ${await link.textContent()}`);
  });

  test('the selected account tab is scrolled into view', async ({ page, context, request, baseURL }) => {
    const shopper = await createShopper(request, baseURL!, 'phonetab');
    await loginContext(context, baseURL!, shopper);
    await page.goto('/#!/my-account/streaming');
    const tabs = page.getByRole('tablist', { name: 'My account' });
    const selected = tabs.getByRole('tab', { selected: true });
    await expect(selected).toHaveText(/Streaming/i);
    await expect.poll(async () => {
      const box = await selected.boundingBox();
      return box !== null && box.x >= 0 && box.x + box.width <= PHONE.width;
    }, { message: 'the selected tab is inside the screen' }).toBe(true);
    await expectInsideScreenWidth(selected, 'the selected account tab');
  });

  test('the filter panel ends with "Show N results", which brings the results into view', async ({ page }) => {
    await page.goto('/#!/search');
    const list = page.getByRole('main').getByRole('list').filter({ has: page.getByRole('link') }).first();
    await page.getByRole('button', { name: /^Filters/ }).click();
    const show = page.getByRole('button', { name: /^Show \d+ results?$/ });
    await expect(show).toBeVisible();
    await expectInsideScreenWidth(show, 'the Show results button');
    // the button stays at hand while the shopper scrolls through the filters
    await page.getByRole('group', { name: 'Publishers' }).scrollIntoViewIfNeeded();
    await expectInView(page, show, 'the Show results button');
    const total = Number(/\d+/.exec((await show.textContent()) ?? '')![0]);
    expect(total).toBeGreaterThan(0);
    await show.click();
    await expect(page.getByRole('button', { name: /^Filters/ })).toHaveAttribute('aria-expanded', 'false');
    const first = list.getByRole('link').first();
    await expect(first).toBeVisible();
    const box = await first.boundingBox();
    expect(box!.y, 'the first result is on the screen').toBeLessThan(PHONE.height);
  });

  test('the rewards tier table fits the screen with every column', async ({ page }) => {
    await page.goto('/#!/rewards');
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveCount(4);
    await expectInsideScreenWidth(table, 'the tier table');
    for (const header of await table.getByRole('columnheader').all()) await expectInsideScreenWidth(header, `the column ${await header.textContent()}`);
    const wrap = page.locator('.store-table-wrap');
    expect(await wrap.evaluate((el) => el.scrollWidth <= el.clientWidth), 'no sideways scroll').toBe(true);
  });
});
