import { expect, test, type Locator } from '@playwright/test';
import { apiLogin, createShopper, loginContext } from './support/accounts.js';
import { CARDS, expectPurchaseComplete } from './support/checkout.js';
import { apiAddToCart, GAMES } from './support/store.js';

/** '$21.24' → 2124: the amounts a shopper reads, compared in minor units. */
function minor(text: string | null): number {
  const match = /(\d[\d,]*)\.(\d\d)/.exec(text ?? '');
  if (!match) throw new Error(`no amount in ${JSON.stringify(text)}`);
  return Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2]);
}

/** The amount of a totals row (`<div class="d2d-totals__row"><dt>…</dt><dd>…</dd></div>`). */
async function rowAmount(totals: Locator, term: string | RegExp): Promise<number> {
  const row = totals.locator('.d2d-totals__row').filter({ has: totals.page().getByRole('term').filter({ hasText: term }) });
  return minor(await row.getByRole('definition').textContent());
}

// issue 21: the amount charged is the last total the shopper saw, tax included
test('a shopper billed in Illinois is charged exactly the total the cart and the checkout showed, tax included', async ({ page, context, request, baseURL }) => {
  // every journey shopper is billed in Springfield, IL 62701: 6.25% state sales tax
  const shopper = await createShopper(request, baseURL!, 'totals');
  const token = await apiLogin(request, baseURL!, shopper);
  await apiAddToCart(request, baseURL!, token, GAMES.copperGambit.id);
  await apiAddToCart(request, baseURL!, token, GAMES.quietHarbor.id);
  await loginContext(context, baseURL!, shopper);

  await page.goto('/#!/cart');
  const cartSummary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(cartSummary.getByRole('term').filter({ hasText: 'Estimated tax (IL 6.25%)' })).toBeVisible();
  const subtotal = await rowAmount(cartSummary, /^Subtotal$/);
  const cartTax = await rowAmount(cartSummary, /^Estimated tax/);
  const cartTotal = await rowAmount(cartSummary, /^Total$/);
  expect(subtotal).toBeGreaterThan(0);
  expect(cartTax).toBe(Math.floor((subtotal * 62_500 + 500_000) / 1_000_000));
  expect(cartTotal).toBe(subtotal + cartTax);

  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const checkoutSummary = page.getByRole('region', { name: 'Order summary' });
  await expect(checkoutSummary.getByRole('list', { name: 'Items in this order' })).toContainText(GAMES.copperGambit.title);
  await expect(checkoutSummary.getByRole('list', { name: 'Items in this order' })).toContainText(GAMES.quietHarbor.title);
  expect(await rowAmount(checkoutSummary, /^Tax \(IL 6\.25%\)$/)).toBe(cartTax);
  const shownBeforePaying = await rowAmount(checkoutSummary, /^Total$/);
  expect(shownBeforePaying).toBe(cartTotal);

  // the sandbox provider's page shows the amount from its own books: what it will charge
  const frame = page.frameLocator('iframe[title="Secure checkout"]');
  const due = frame.getByText(/^Amount due:/);
  await expect(due).toBeVisible();
  const providerAmount = minor(await due.textContent());
  expect(providerAmount).toBe(shownBeforePaying);
  await frame.getByLabel('Card number').fill(CARDS.success);
  const pay = frame.getByRole('button', { name: /^Pay / });
  expect(minor(await pay.textContent())).toBe(shownBeforePaying);
  await pay.click();

  await expectPurchaseComplete(page);
  const receipt = page.locator('.store-receipt__totals');
  await expect(receipt).toBeVisible();
  expect(minor(await receipt.getByRole('term').filter({ hasText: /^Total$/ }).locator('xpath=following-sibling::dd[1]').textContent())).toBe(shownBeforePaying);
  expect(minor(await receipt.getByRole('term').filter({ hasText: /^Tax$/ }).locator('xpath=following-sibling::dd[1]').textContent())).toBe(cartTax);

  // Purchase History lists the order at the amount charged
  await page.goto('/#!/my-account/purchase-history');
  const order = page.getByRole('article', { name: /^Order \d+$/ }).first();
  await expect(order).toContainText(GAMES.copperGambit.title);
  expect(minor(await order.locator('.d2d-order__header strong').textContent())).toBe(shownBeforePaying);
});
