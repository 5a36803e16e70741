import { expect, test, type Page } from '@playwright/test';
import { apiLogin, createShopper, loginContext } from './support/accounts.js';
import { expectPurchaseComplete, fillCard } from './support/checkout.js';
import { CARD_STORE_URL } from './support/servers.js';
import { apiAddToCart, GAMES } from './support/store.js';

/** The sandbox's card that asks for 3-D Secure (docs/payments.md). */
const CARD_3DS = '4000002760003184';

/** Opens the card modal of a fresh shopper's cart and pays with the 3-D Secure card. */
async function payWithChallengeCard(page: Page, context: Parameters<typeof loginContext>[0], request: Parameters<typeof createShopper>[0], name: string) {
  const shopper = await createShopper(request, CARD_STORE_URL, name);
  await apiAddToCart(request, CARD_STORE_URL, await apiLogin(request, CARD_STORE_URL, shopper), GAMES.copperGambit.id);
  await loginContext(context, CARD_STORE_URL, shopper);
  await page.goto(`${CARD_STORE_URL}/#!/cart`);
  await page.getByRole('button', { name: 'Checkout' }).click();
  const payment = page.getByRole('dialog', { name: 'Payment' });
  await fillCard(page, CARD_3DS);
  await payment.getByRole('button', { name: /^Pay \$\d+\.\d\d$/ }).click();
  const challenge = page.getByRole('dialog', { name: '3-D Secure check' });
  await expect(challenge).toBeVisible();
  const frame = page.frameLocator('iframe[title="3-D Secure check"]');
  await expect(frame.getByRole('heading', { name: '3-D Secure check' })).toBeVisible();
  return { payment, challenge, frame };
}

test.describe('3-D Secure in the card payment modal', () => {
  test('should pay with the 3-D Secure card once the challenge is approved', async ({ page, context, request }) => {
    const { challenge, frame } = await payWithChallengeCard(page, context, request, 'threeds-approve');
    await frame.getByRole('button', { name: 'Approve' }).click();
    await expect(challenge).toBeHidden();
    await expectPurchaseComplete(page);
    await expect(page.getByRole('main')).toContainText(GAMES.copperGambit.title);
  });

  test("should show the provider's decline when the challenge fails, and take another card", async ({ page, context, request }) => {
    const { payment, challenge, frame } = await payWithChallengeCard(page, context, request, 'threeds-fail');
    await frame.getByRole('button', { name: 'Fail' }).click();
    await expect(challenge).toBeHidden();
    await expect(payment.getByRole('alert')).toHaveText('Your card was declined.');
    await expect(payment.getByLabel('Card number', { exact: true })).toBeEnabled();
    await fillCard(page, '4242424242424242');
    await payment.getByRole('button', { name: /^Pay \$\d+\.\d\d$/ }).click();
    await expectPurchaseComplete(page);
  });
});
