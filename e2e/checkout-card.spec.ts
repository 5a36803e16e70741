import { expect, test } from '@playwright/test';
import { apiLogin, createShopper, loginContext } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { CARDS, expectPurchaseComplete, fillCard, payCartWithCard } from './support/checkout.js';
import { CARD_STORE_URL } from './support/servers.js';
import { apiAddToCart, GAMES } from './support/store.js';

test.describe('checkout with the card payment modal', () => {
  test('should pay with the sandbox card 4242…, show the receipt and put the key in My games', async ({ page, context, request }) => {
    const shopper = await createShopper(request, CARD_STORE_URL, 'card');
    await apiAddToCart(request, CARD_STORE_URL, await apiLogin(request, CARD_STORE_URL, shopper), GAMES.copperGambit.id);
    await loginContext(context, CARD_STORE_URL, shopper);

    await page.goto(`${CARD_STORE_URL}/#!/cart`);
    await expect(page.getByRole('list', { name: 'Items in your cart' }).getByRole('link', { name: GAMES.copperGambit.title })).toBeVisible();
    await page.getByRole('button', { name: 'Checkout' }).click();
    const payment = page.getByRole('dialog', { name: 'Payment' });
    await expect(payment).toBeVisible();
    await fillCard(page, CARDS.success);
    await expectNoSeriousA11yViolations(page, 'card payment modal');
    await payment.getByRole('button', { name: /^Pay \$\d+\.\d\d$/ }).click();

    await expectPurchaseComplete(page);
    await expect(page.getByRole('main')).toContainText(GAMES.copperGambit.title);
    await expectNoSeriousA11yViolations(page, '/complete-purchased');
    await page.getByRole('link', { name: 'Go to my games' }).click();
    await expect(page).toHaveURL(/#!\/my-account\/my-games$/);
    await expect(page.getByRole('heading', { level: 3, name: GAMES.copperGambit.title })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/my-account/my-games');
    await page.getByRole('button', { name: `Show key for ${GAMES.copperGambit.title}` }).click();
    const keyDialog = page.getByRole('dialog', { name: `Activation key: ${GAMES.copperGambit.title}` });
    await expect(keyDialog).toBeVisible();
    await expect(keyDialog.locator('code')).toHaveText(/\S{5,}/);
  });

  test("should show the provider's message for a declined card and keep the cart", async ({ page, context, request }) => {
    const shopper = await createShopper(request, CARD_STORE_URL, 'declined');
    await apiAddToCart(request, CARD_STORE_URL, await apiLogin(request, CARD_STORE_URL, shopper), GAMES.quietHarbor.id);
    await loginContext(context, CARD_STORE_URL, shopper);

    await page.goto(`${CARD_STORE_URL}/#!/cart`);
    await page.getByRole('button', { name: 'Checkout' }).click();
    const payment = page.getByRole('dialog', { name: 'Payment' });
    await fillCard(page, CARDS.declined);
    await payment.getByRole('button', { name: /^Pay \$\d+\.\d\d$/ }).click();
    await expect(payment.getByRole('alert')).toHaveText('Your card was declined.');
    // the fields come back for another card
    await expect(payment.getByLabel('Card number', { exact: true })).toBeEnabled();
    await expect(page).toHaveURL(/#!\/cart$/);

    await payment.getByRole('button', { name: /close/i }).click();
    await expect(payment).toBeHidden();
    await expect(page.getByRole('list', { name: 'Items in your cart' }).getByRole('link', { name: GAMES.quietHarbor.title })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('list', { name: 'Items in your cart' }).getByRole('link', { name: GAMES.quietHarbor.title })).toBeVisible();
  });

  test("should deliver a gift to the recipient's library with the sender's e-mail", async ({ page, context, browser, request }) => {
    const [buyer, recipient] = [await createShopper(request, CARD_STORE_URL, 'giver'), await createShopper(request, CARD_STORE_URL, 'friend', { address: false })];
    await apiAddToCart(request, CARD_STORE_URL, await apiLogin(request, CARD_STORE_URL, buyer), GAMES.lanternsOfThornwood.id);
    await loginContext(context, CARD_STORE_URL, buyer);

    await page.goto(`${CARD_STORE_URL}/#!/cart`);
    await page.getByRole('checkbox', { name: 'This order is a gift' }).check();
    const gift = page.getByRole('group', { name: 'Send as a gift' });
    await gift.getByLabel("Recipient's first name", { exact: true }).fill('Sam');
    await gift.getByLabel("Recipient's last name", { exact: true }).fill('Friend');
    await gift.getByLabel("Recipient's e-mail", { exact: true }).fill(recipient.email);
    await gift.getByLabel('Message', { exact: true }).fill('Happy birthday, have fun!');
    await expectNoSeriousA11yViolations(page, '/cart with the gift form');
    await payCartWithCard(page);
    // the visible sentence (the page's status region announces it too, after the thanks)
    await expect(page.getByText(`Your gift is on its way to ${recipient.email}.`, { exact: true })).toBeVisible();

    // the recipient finds it in My games, from the buyer
    const recipientContext = await browser.newContext();
    try {
      await loginContext(recipientContext, CARD_STORE_URL, recipient);
      const recipientPage = await recipientContext.newPage();
      await recipientPage.goto(`${CARD_STORE_URL}/#!/my-account/my-games`);
      const item = recipientPage.getByRole('listitem').filter({ has: recipientPage.getByRole('heading', { name: GAMES.lanternsOfThornwood.title }) });
      await expect(item).toBeVisible();
      await expect(item).toContainText(`gift from ${buyer.email}`);
    } finally {
      await recipientContext.close();
    }
  });
});
