import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.js';

/** The pager's 'start-end of total' counter, read as numbers. */
async function counter(page: Page): Promise<{ start: number; end: number; total: number }> {
  const text = await page.getByRole('navigation', { name: 'Pagination' }).getByText(/^\d+-\d+ of \d+$/).textContent();
  const [, start, end, total] = /^(\d+)-(\d+) of (\d+)$/.exec(text ?? '')!.map(Number) as [number, number, number, number];
  return { start, end, total };
}

test.describe('a visitor browsing the catalogue', () => {
  test('should browse PC games, filter by release date and page through the list', async ({ page }) => {
    await page.goto('/#!/pc');
    await expect(page.getByRole('heading', { level: 1, name: 'PC Games' })).toBeVisible();
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pager.getByText(/^1-25 of \d+$/)).toBeVisible();
    const all = await counter(page);
    expect(all.total).toBeGreaterThan(25);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(25);
    await expectNoSeriousA11yViolations(page, '/pc');

    // paging: next shows the second page, previous goes back
    await expect(pager.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    const firstTitle = await page.getByRole('main').getByRole('article').first().getByRole('heading').textContent();
    await pager.getByRole('button', { name: 'Next page' }).click();
    await expect(pager.getByText(`26-50 of ${all.total}`)).toBeVisible();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('main').getByRole('article').first().getByRole('heading')).not.toHaveText(firstTitle!);
    await pager.getByRole('button', { name: 'Previous page' }).click();
    await expect(pager.getByText(`1-25 of ${all.total}`)).toBeVisible();

    // filtering: only pre-purchase titles, a shorter list
    const filters = page.getByRole('group', { name: 'Sort and filter' });
    await filters.getByLabel('Release date').selectOption({ label: 'Pre-Purchase' });
    await expect(page).toHaveURL(/releaseDate=1/);
    await expect.poll(async () => (await counter(page)).total).toBeLessThan(all.total);
    expect((await counter(page)).total).toBeGreaterThan(0);
    // the unreleased titles listed are offered as pre-orders
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(Math.min((await counter(page)).total, 25));
    await expect(page.getByRole('main').getByRole('button', { name: /^Pre-order, / }).first()).toBeVisible();

    // sorting by title keeps the filter and reorders the list
    await filters.getByLabel('Sort by').selectOption({ label: 'Title' });
    await expect(page).toHaveURL(/sort=2/);
    await expect(page).toHaveURL(/releaseDate=1/);
    await expect(filters.getByLabel('Sort by')).toHaveValue('2');
  });

  test('should suggest games while typing and open the chosen one', async ({ page }) => {
    await page.goto('/');
    await expectNoSeriousA11yViolations(page, '/');
    const search = page.getByRole('combobox', { name: 'Search games' });
    await search.fill('Stellar Ody');
    const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(suggestions).toBeVisible();
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    const option = suggestions.getByRole('option', { name: 'Stellar Odyssey', exact: false }).first();
    await expect(option).toBeVisible();
    await search.press('ArrowDown');
    await expect(suggestions.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await option.click();
    await expect(page).toHaveURL(/#!\/download-stellar-odyssey\/1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Stellar Odyssey' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/download-stellar-odyssey/1');
  });

  test("should show 'No Games Found!' for a nonsense search", async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Search games' });
    await search.fill('qzxvbnmwq');
    await search.press('Enter');
    await expect(page).toHaveURL(/#!\/search\?q=qzxvbnmwq$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for “qzxvbnmwq”' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'No Games Found!' })).toHaveText('No Games Found!');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, '/search?q=qzxvbnmwq');
  });
});
