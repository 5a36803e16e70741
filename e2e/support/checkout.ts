import { expect, type Page } from '@playwright/test';

/** Sandbox cards of the card provider. */
export const CARDS = { success: '4242424242424242', declined: '4000000000000002' } as const;

/** Fills the card fields of the open payment modal (the billing address comes from the account). */
export async function fillCard(page: Page, number: string): Promise<void> {
  const payment = page.getByRole('dialog', { name: 'Payment' });
  await expect(payment.getByLabel('Address line 1', { exact: true })).toHaveValue('1 Main Street');
  await expect(payment.getByLabel('Country', { exact: true })).toHaveValue('US');
  await payment.getByLabel('Card number', { exact: true }).fill(number);
  await payment.getByLabel('Expiry (MM/YY)', { exact: true }).fill('12/34');
  await payment.getByLabel('CVC', { exact: true }).fill('123');
}

/** Waits for the receipt page of a completed purchase. */
export async function expectPurchaseComplete(page: Page): Promise<void> {
  await expect(page).toHaveURL(/#!\/complete-purchased/);
  await expect(page.getByRole('heading', { name: 'Thank you for your purchase!' })).toBeVisible({ timeout: 20_000 });
}

/**
 * From the cart page: opens the card checkout, pays with the sandbox's success card and waits for
 * the receipt (the set-up most journeys need before they check what they are about).
 */
export async function payCartWithCard(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Checkout' }).click();
  await fillCard(page, CARDS.success);
  await page.getByRole('dialog', { name: 'Payment' }).getByRole('button', { name: /^Pay \$\d+\.\d\d$/ }).click();
  await expectPurchaseComplete(page);
}
