import { expect, test } from '@playwright/test';

test('the store shell renders and reads reference data from the server', async ({ page }) => {
  const countries = page.waitForResponse((r) => r.url().includes('/api/countries'));
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'D2D', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const response = await countries;
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { items: { code2: string }[] } };
  expect(body.data.items.map((c) => c.code2)).toContain('GB');
  await expect(page.getByTestId('countries')).toHaveText(`We ship keys to ${body.data.items.length} countries.`);
});
