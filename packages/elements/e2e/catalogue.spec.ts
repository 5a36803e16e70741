import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { WCAG_AA_TAGS, answersColorScheme } from '../../../e2e/support/a11y.js';
import { PARTNER, STORE, addToCart } from './support.js';

test('the partner page on another origin renders the store catalogue through the channel', async ({ page, request }) => {
  expect(new URL(PARTNER).origin).not.toBe(new URL(STORE).origin);
  const product = (await (await request.get(`${STORE}/api/product/get/16`)).json()) as { title: string; offerActions: Array<{ purchasePrice: { amount: number } }> };
  await page.goto('/');

  const card = page.locator('d2d-product-card[product-id="16"]');
  await expect(card.getByRole('heading', { name: product.title })).toBeVisible();
  await expect(card.getByText(`$${product.offerActions[0]!.purchasePrice.amount.toFixed(2)}`)).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('src', `${STORE}/art/product/16/front.svg`);
  await expect(card.getByRole('link', { name: product.title })).toHaveAttribute('href', `${STORE}/?aff=savepoint#!/download-copper-gambit/16`);

  // every state of the offer button comes from the store's own data
  await expect(page.locator('d2d-buy-button[product-id="2"]').getByRole('button')).toHaveText('Pre-order');
  await expect(page.locator('d2d-buy-button[product-id="8"]').getByRole('button')).toHaveText('Get It Free');
  await expect(page.locator('d2d-buy-button[product-id="7"]').getByRole('button')).toHaveText('Build Your Own Bundle');

  // the calls went through the hidden channel frame on the store's origin, not from the page
  const frame = page.locator('iframe[data-d2d-channel]');
  await expect(frame).toHaveAttribute('src', `${STORE}/embed/channel.html?aff=savepoint`);
  await expect(frame).toHaveAttribute('aria-hidden', 'true');
});

test('the elements are themed by the page through custom properties and ::part', async ({ page }) => {
  await page.goto('/');
  const buy = page.locator('d2d-buy-button[product-id="1"]').getByRole('button', { name: /Add to Cart/ });
  await expect(buy).toBeVisible();
  // blog.css: --d2d-color-sale is the blog's olive; ::part(button-buy) upper-cases the label
  await expect(buy).toHaveCSS('background-color', 'rgb(47, 107, 58)');
  await expect(buy).toHaveCSS('text-transform', 'uppercase');
  const title = page.locator('d2d-product-card[product-id="1"]').locator('[part~="title"]');
  await expect(title).toHaveCSS('font-family', /Georgia/);
});

// the example partner pages (the styled blog and the page with no styles of its own) on a phone
// and a desktop: the whole page, the elements' shadow roots included, against WCAG 2.2 AA
for (const path of ['/', '/plain.html']) {
  for (const width of [390, 1280]) {
    test(`axe finds no serious or critical violation on the partner page ${path} at ${width} px, inside the elements' shadow roots too`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(path);
      await expect(page.locator('d2d-product-card[product-id="16"]').getByRole('heading')).toBeVisible();
      if (path === '/') await expect(page.locator('d2d-cart').getByRole('button', { name: 'Login' })).toBeVisible();
      const analyse = async (theme: string) => {
        const results = await new AxeBuilder({ page }).withTags([...WCAG_AA_TAGS]).analyze();
        // the analysis reached into the shadow roots: shadow targets are [host, inner selector]
        expect(results.passes.some((rule) => rule.nodes.some((node) => Array.isArray(node.target[0]) || node.target.length > 1))).toBe(true);
        return results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${theme} ${v.impact} ${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
      };
      const serious = await analyse('light');
      // a page or element answering the colour-scheme preference is checked in its other theme too
      if (await answersColorScheme(page)) {
        await page.emulateMedia({ colorScheme: 'dark' });
        serious.push(...(await analyse('dark')));
      }
      expect(serious).toEqual([]);
    });
  }
}

test('loading the script a second time changes nothing and breaks nothing', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(addToCart(page.locator('d2d-product-card[product-id="17"]'))).toBeVisible();
  const unchanged = await page.evaluate(async (store) => {
    const d2d = () => (window as unknown as { D2D?: unknown }).D2D;
    const before = { card: customElements.get('d2d-product-card'), d2d: d2d() };
    const script = document.createElement('script');
    script.type = 'module';
    script.src = `${store}/embed/d2d-elements.js?copy=2`;
    const loaded = new Promise((resolve, reject) => {
      script.onload = resolve;
      script.onerror = reject;
    });
    document.head.append(script);
    await loaded;
    return customElements.get('d2d-product-card') === before.card && before.d2d !== undefined && d2d() === before.d2d;
  }, STORE);
  expect(unchanged).toBe(true);
  await expect(page.locator('iframe[data-d2d-channel]')).toHaveCount(1);
  // an element added afterwards renders with the page's one store
  await page.evaluate(() => {
    const button = document.createElement('d2d-buy-button');
    button.id = 'late';
    button.setAttribute('product-id', '18');
    document.querySelector('main')!.append(button);
  });
  await expect(addToCart(page.locator('#late'))).toBeVisible();
  expect(errors).toEqual([]);
});

test('the search box suggests the store titles through the channel and opens the product on the store', async ({ page, context }) => {
  await page.goto('/');
  const search = page.locator('d2d-search');
  await search.getByRole('combobox', { name: 'Search games' }).fill('stellar');
  const option = search.getByRole('option', { name: 'Stellar Odyssey PC' });
  await expect(option).toBeVisible();
  const opened = context.waitForEvent('page');
  await option.click();
  const product = await opened;
  await product.waitForLoadState('domcontentloaded');
  expect(product.url()).toBe(`${STORE}/?aff=savepoint#!/download-stellar-odyssey/1`);
  await product.close();
});

test('a single-page host that replaces its whole page, channel frame included, keeps the elements working', async ({ page, request }) => {
  // a product the page has not shown yet: only a live channel can load it
  const fresh = (await (await request.get(`${STORE}/api/product/get/25`)).json()) as { title: string };
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(addToCart(page.locator('d2d-product-card[product-id="17"]'))).toBeVisible();
  // the host renders a new view: everything in <body> goes, the store's hidden frame with it
  await page.evaluate(() => {
    document.body.replaceChildren();
    const card = document.createElement('d2d-product-card');
    card.setAttribute('product-id', '25');
    const mini = document.createElement('d2d-mini-cart');
    mini.setAttribute('mode', 'inline');
    document.body.append(card, mini);
  });
  const card = page.locator('d2d-product-card[product-id="25"]');
  await expect(card.getByRole('heading', { name: fresh.title })).toBeVisible();
  await expect(addToCart(card)).toBeVisible();
  await expect(page.locator('d2d-mini-cart').getByText('Please Login.')).toBeVisible();
  // the frame came back once, on the store's origin
  await expect(page.locator('iframe[data-d2d-channel]')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('a product card keeps a card\'s size on a page with no styles of its own, and the page can change it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/plain.html');
  const card = page.locator('d2d-product-card[product-id="16"]');
  await expect(card.getByRole('heading', { name: 'Copper Gambit' })).toBeVisible();
  const width = (await card.boundingBox())!.width;
  expect(width).toBeGreaterThan(200);
  expect(width).toBeLessThanOrEqual(480);
  // the documented custom property widens it
  await page.addStyleTag({ content: 'd2d-product-card { --d2d-card-max-width: 600px; }' });
  await expect.poll(async () => (await card.boundingBox())!.width).toBe(600);
});
