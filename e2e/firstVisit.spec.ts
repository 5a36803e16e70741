import { expect, test, type Page } from '@playwright/test';
import { apiLogin, createShopper, loginContext } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { FRESH_BROWSER } from './support/firstVisit.js';
import { apiAddToCart, GAMES } from './support/store.js';

// the one journey of a browser that never saw the store: the others start past the first visit
test.use({ storageState: FRESH_BROWSER });

/** Waits longer than the offer's delay, then checks no first-visit modal opened. */
async function expectNoOffer(page: Page): Promise<void> {
  await page.waitForTimeout(2500);
  await expect(page.getByRole('dialog', { name: 'Welcome!' })).toHaveCount(0);
}

test('a first visit shows the mailing-list offer once and a coupon after joining', async ({ page, context, request, baseURL }) => {
  // a shopper made through the API solves a proof-of-work captcha, which takes a while on two cores
  test.slow();
  await page.goto('/');
  const offer = page.getByRole('dialog', { name: 'Welcome!' });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText('Join our mailing list and get 10% off your next purchase.');
  await expectNoSeriousA11yViolations(page, 'the first-visit modal');

  // the offer leads to the mailing-list form, then to the coupon code display
  await offer.getByRole('button', { name: 'Join the mailing list' }).click();
  const email = `first-visit-${Date.now()}@example.com`;
  await offer.getByLabel('E-mail', { exact: true }).fill(email);
  await offer.getByRole('button', { name: 'Subscribe' }).click();
  const joined = page.getByRole('dialog', { name: 'Thanks for joining!' });
  await expect(joined.getByText('WELCOME10US', { exact: true })).toBeVisible();
  await expect(joined).toContainText('10% off your next purchase. This coupon cannot be combined with other offers.');
  await expectNoSeriousA11yViolations(page, 'the coupon code display');
  await joined.getByRole('button', { name: 'Done' }).click();
  await expect(joined).toBeHidden();

  // shown once: not again on reload, nor on the next page
  await page.reload();
  await expect(page.getByRole('region', { name: 'Featured games and offers' })).toBeVisible();
  await expectNoOffer(page);
  await page.goto('/#!/pc');
  await expect(page.getByRole('heading', { level: 1, name: 'PC Games' })).toBeVisible();
  await expectNoOffer(page);

  // the code takes 10% off the next purchase once the visitor signs in
  const shopper = await createShopper(request, baseURL!, 'firstvisit');
  await apiAddToCart(request, baseURL!, await apiLogin(request, baseURL!, shopper), GAMES.copperGambit.id);
  await loginContext(context, baseURL!, shopper);
  // the store reads the login cookie as it starts: a new load, not a hash change
  await page.goto('/#!/cart');
  await page.reload();
  await expect(page.getByRole('button', { name: shopper.email })).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await summary.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME10US');
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByText('Coupon (10% off)')).toBeVisible();
  await expectNoOffer(page);
});

test('a visitor who declines the offer is not asked again', async ({ page }) => {
  await page.goto('/#!/pc');
  const offer = page.getByRole('dialog', { name: 'Welcome!' });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'No thanks' }).click();
  await expect(offer).toBeHidden();
  await page.goto('/');
  await expectNoOffer(page);
});
