import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { GAMES } from './support/store.js';

/**
 * The release date of a product as the shopper's browser sees it (local calendar day), in both of
 * the sites' formats. It comes from the seeded data, never from the day the test was written: the
 * demo catalogue dates its products relative to the day it is seeded.
 */
async function releaseDateTexts(page: Page, request: APIRequestContext, productId: number): Promise<{ us: string; uk: string }> {
  const res = await request.get(`/api/product/get/${productId}`);
  expect(res.ok()).toBe(true);
  const { releaseDate } = (await res.json()) as { releaseDate: string };
  const [year, month, day] = await page.evaluate((iso) => {
    const date = new Date(iso);
    return [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((n) => String(n).padStart(2, '0'));
  }, releaseDate);
  return { us: `${month}/${day}/${year}`, uk: `${day}/${month}/${year}` };
}

test('switching to the UK region shows £ prices, PEGI ratings and dd/MM/yyyy dates', async ({ page, request }) => {
  // US first: dollars, ESRB, MM/dd/yyyy
  await page.goto(GAMES.stellarOdyssey.path);
  const hero = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: GAMES.stellarOdyssey.title })).toBeVisible();
  await expect(hero.getByText(/\$\d+\.\d\d/).first()).toBeVisible();
  await expect(hero.getByRole('img', { name: /^ESRB rating/ }).first()).toBeVisible();
  const released = await releaseDateTexts(page, request, GAMES.stellarOdyssey.id);
  await expect(hero.getByText(released.us, { exact: true })).toBeVisible();

  await page.goto('/#!/region/UK');
  await expect(page).toHaveURL(/#!\/$/);
  await page.goto(GAMES.stellarOdyssey.path);
  await expect(page.getByRole('heading', { level: 1, name: GAMES.stellarOdyssey.title })).toBeVisible();
  await expect(hero.getByText(/£\d+\.\d\d/).first()).toBeVisible();
  await expect(hero.getByText(/\$\d/)).toHaveCount(0);
  await expect(hero.getByRole('img', { name: /^PEGI rating/ }).first()).toBeVisible();
  await expect(hero.getByRole('img', { name: /^ESRB rating/ })).toHaveCount(0);
  await expect(hero.getByText(released.uk, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'product page in the UK');

  // the lists too
  await page.goto('/#!/pc');
  await expect(page.getByRole('main').getByRole('article').first()).toContainText('£');
  await expect(page.getByRole('main').getByRole('img', { name: /^PEGI rating/ }).first()).toBeVisible();
});
