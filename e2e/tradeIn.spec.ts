import { expect, test, type Page } from '@playwright/test';
import { apiLogin, createShopper, loginContext } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { payCartWithCard } from './support/checkout.js';
import { CARD_STORE_URL } from './support/servers.js';
import { GAMES, apiAddToCart } from './support/store.js';

/** The showcase ADS title with a $6.00 trade-in price (server seed `showcase.ts`, product 4). */
const ROGUE_CIRCUIT = { id: 4, title: 'Rogue Circuit', path: '/#!/download-rogue-circuit/4' };

/** The cart's order summary (coupon, wallet credit, totals). */
function summary(page: Page) {
  return page.getByRole('complementary', { name: 'Order summary' });
}

/** The totals as shown, by their term (Subtotal, Wallet credit, Total, and any tax line). */
async function totals(page: Page): Promise<Record<string, string>> {
  const rows = await summary(page).locator('.d2d-totals__row').evaluateAll((list) => list.map((r) => [r.querySelector('dt')?.textContent ?? '', r.querySelector('dd')?.textContent ?? '']));
  return Object.fromEntries(rows);
}

/** Cents of a shown amount ('$13.99', '-$6.00'). */
function cents(shown: string | undefined): number {
  const match = /(-?)\$(\d+)\.(\d\d)/.exec(shown ?? '');
  if (!match) throw new Error(`not an amount: ${shown}`);
  return (match[1] ? -1 : 1) * (Number(match[2]) * 100 + Number(match[3]));
}
/** The total without its tax line, when the cart shows the tax as an amount (else it says "at checkout"). */
function beforeTax(rows: Record<string, string>): number {
  return cents(rows['Total']) - (/\$/.test(rows['Tax'] ?? '') ? cents(rows['Tax']) : 0);
}

test.describe('trade-in and wallet credit', () => {
  test('should trade in an owned game for wallet credit, list it in the wallet and spend it in the cart', async ({ page, context, request }) => {
    const shopper = await createShopper(request, CARD_STORE_URL, 'trader');
    await loginContext(context, CARD_STORE_URL, shopper);
    const token = await apiLogin(request, CARD_STORE_URL, shopper);

    // buy the ADS title with the sandbox card; entering the cart reminds of its trade-in
    await apiAddToCart(request, CARD_STORE_URL, token, ROGUE_CIRCUIT.id);
    await page.goto(`${CARD_STORE_URL}/#!/cart`);
    const reminder = page.getByRole('dialog', { name: 'Reminder' });
    await expect(reminder.getByRole('listitem')).toHaveText([ROGUE_CIRCUIT.title]);
    await reminder.getByRole('button', { name: 'OK' }).click();
    await expect(reminder).toBeHidden();
    await payCartWithCard(page);

    // My games offers the trade-in with its price; the start step is not dismissed by the backdrop
    await page.goto(`${CARD_STORE_URL}/#!/my-account/my-games`);
    await page.getByRole('button', { name: `Trade in ${ROGUE_CIRCUIT.title}` }).click();
    const start = page.getByRole('alertdialog', { name: 'Trade in this game' });
    await expect(start).toContainText(`Trade in ${ROGUE_CIRCUIT.title} for $6.00 of wallet credit?`);
    await expectNoSeriousA11yViolations(page, 'the trade-in start dialog');
    await page.mouse.click(5, 5);
    await expect(start).toBeVisible();
    await start.getByRole('button', { name: 'Proceed' }).click();
    const complete = page.getByRole('dialog', { name: 'Trade-in complete' });
    await expect(complete).toContainText(`${ROGUE_CIRCUIT.title} was traded in. $6.00 was added to your wallet.`);
    await expect(complete).toContainText('Wallet balance: $6.00');
    await complete.getByRole('button', { name: 'Done' }).click();
    await expect(complete).toBeHidden();
    // the game has left the library
    await expect(page.getByRole('heading', { name: ROGUE_CIRCUIT.title })).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Trade in ${ROGUE_CIRCUIT.title}` })).toHaveCount(0);

    // the wallet tab: the balance and the trade-in in its history
    await page.getByRole('tab', { name: 'Wallet' }).click();
    await expect(page).toHaveURL(/#!\/my-account\/wallet$/);
    await expect(page.locator('.store-wallet__balance')).toHaveText('Balance: $6.00');
    const history = page.getByRole('list', { name: 'Wallet history' }).getByRole('listitem');
    await expect(history).toHaveCount(1);
    await expect(history.first()).toContainText(`Trade-in: ${ROGUE_CIRCUIT.title}`);
    await expect(history.first()).toContainText('$6.00');

    // a traded-in game cannot be bought again (spec §8 1294): its page says why
    await page.goto(`${CARD_STORE_URL}${ROGUE_CIRCUIT.path}`);
    await page.locator('.d2d-product-hero .d2d-offer').getByRole('button', { name: `Add to Cart, ${ROGUE_CIRCUIT.title}` }).click();
    await expect(page.getByRole('alertdialog').getByText('You traded in this product before, so it cannot be purchased again.')).toBeVisible();
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    const rebuy = await request.post(`${CARD_STORE_URL}/api/account/shopping_carts`, { headers: { authorization: `Bearer ${token}` }, data: { product_id: ROGUE_CIRCUIT.id } });
    expect(rebuy.status()).toBe(422);
    expect(await rebuy.json()).toMatchObject({ error_code: 1294 });

    // the cart spends the credit on another game, and gives it back on removal
    await apiAddToCart(request, CARD_STORE_URL, token, GAMES.copperGambit.id);
    await page.goto(`${CARD_STORE_URL}/#!/cart`);
    const wallet = summary(page).getByRole('region', { name: 'Wallet credit' });
    await expect(wallet).toContainText('Your wallet balance: $6.00');
    await expect.poll(async () => (await totals(page))['Subtotal']).toBe('$19.99');
    const before = await totals(page);
    expect(before['Wallet credit']).toBeUndefined();
    await wallet.getByRole('button', { name: 'Use wallet credit' }).click();
    await expect(wallet).toContainText('$6.00 of your wallet credit is applied to this order.');
    // the credit comes off the total, the subtotal stays (spec §3 redeem_discount)
    await expect.poll(async () => (await totals(page))['Wallet credit']).toBe('-$6.00');
    const redeemed = await totals(page);
    expect(redeemed['Subtotal']).toBe('$19.99');
    expect(beforeTax(redeemed)).toBe(beforeTax(before) - 600);
    await expectNoSeriousA11yViolations(page, 'the cart with wallet credit');

    // the server keeps the redeem: a reload shows it again
    await page.reload();
    await expect.poll(async () => (await totals(page))['Wallet credit']).toBe('-$6.00');
    await wallet.getByRole('button', { name: 'Remove wallet credit' }).click();
    await expect(wallet.getByRole('button', { name: 'Use wallet credit' })).toBeVisible();
    await expect.poll(async () => (await totals(page))['Wallet credit']).toBeUndefined();
    expect((await totals(page))['Total']).toBe(before['Total']);
    // the credit is only taken by a completed order
    await expect(wallet).toContainText('Your wallet balance: $6.00');
  });
});
