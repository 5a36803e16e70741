import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { GAMES } from './support/store.js';

test('switching to the UK region shows £ prices, PEGI ratings and dd/MM/yyyy dates', async ({ page }) => {
  // US first: dollars, ESRB, MM/dd/yyyy
  await page.goto(GAMES.stellarOdyssey.path);
  const hero = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: GAMES.stellarOdyssey.title })).toBeVisible();
  await expect(hero.getByText(/\$\d+\.\d\d/).first()).toBeVisible();
  await expect(hero.getByRole('img', { name: /^ESRB rating/ }).first()).toBeVisible();
  await expect(hero.getByText('05/04/2026', { exact: true })).toBeVisible();

  await page.goto('/#!/region/UK');
  await expect(page).toHaveURL(/#!\/$/);
  await page.goto(GAMES.stellarOdyssey.path);
  await expect(page.getByRole('heading', { level: 1, name: GAMES.stellarOdyssey.title })).toBeVisible();
  await expect(hero.getByText(/£\d+\.\d\d/).first()).toBeVisible();
  await expect(hero.getByText(/\$\d/)).toHaveCount(0);
  await expect(hero.getByRole('img', { name: /^PEGI rating/ }).first()).toBeVisible();
  await expect(hero.getByRole('img', { name: /^ESRB rating/ })).toHaveCount(0);
  await expect(hero.getByText('04/05/2026', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'product page in the UK');

  // the lists too
  await page.goto('/#!/pc');
  await expect(page.getByRole('main').getByRole('article').first()).toContainText('£');
  await expect(page.getByRole('main').getByRole('img', { name: /^PEGI rating/ }).first()).toBeVisible();
});
