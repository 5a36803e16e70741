import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, createShopper, loginContext, type Shopper } from './support/accounts.js';
import { payCartWithCard } from './support/checkout.js';
import { isFocused, tabTo } from './support/keyboard.js';
import { CARD_STORE_URL } from './support/servers.js';
import { apiAddToCart, GAMES } from './support/store.js';

// Issue 19, what axe cannot see: a review, a trade-in and a server switch done with the keyboard
// alone (the purchase is keyboard.spec.ts). The setup (an owned game) is not what is checked, so
// it buys with the pointer as the other journeys do; from the first key on, no mouse is used.

/** The showcase ADS title with a $6.00 trade-in price (server seed `showcase.ts`, product 4). */
const ROGUE_CIRCUIT = { id: 4, title: 'Rogue Circuit' };

/**
 * Buys a game with the sandbox card, signed in as the shopper, and waits for the receipt.
 * `ads`: the game is an ADS title, whose trade-in the cart recalls in a reminder first.
 */
async function own(page: Page, request: APIRequestContext, shopper: Shopper, productId: number, { ads = false } = {}): Promise<void> {
  await apiAddToCart(request, CARD_STORE_URL, await apiLogin(request, CARD_STORE_URL, shopper), productId);
  await page.goto(`${CARD_STORE_URL}/#!/cart`);
  if (ads) {
    const reminder = page.getByRole('dialog', { name: 'Reminder' });
    await reminder.getByRole('button', { name: 'OK' }).click();
    await expect(reminder).toBeHidden();
  }
  await payCartWithCard(page);
}

/** Expects the focus inside `container` (a dialog that just opened). */
async function expectFocusInside(container: ReturnType<Page['getByRole']>): Promise<void> {
  await expect.poll(() => container.evaluate((el) => el.contains(document.activeElement))).toBe(true);
}

test('a review can be written and submitted with the keyboard alone', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const game = GAMES.quietHarbor;
  const author = await createShopper(request, CARD_STORE_URL, 'kbreview');
  await loginContext(context, CARD_STORE_URL, author);
  await own(page, request, author, game.id);
  const title = `Calm and kind ${author.userName}`;

  await page.goto(`${CARD_STORE_URL}${game.path}`);
  await expect(page.getByRole('heading', { level: 1, name: game.title })).toBeVisible();

  // the tabs: Tab reaches the selected one, the arrow keys choose (WAI-ARIA tabs)
  const reviewsTab = page.getByRole('tab', { name: 'User Reviews' });
  await tabTo(page, page.getByRole('tab', { selected: true }));
  for (let i = 0; i < 6 && !(await isFocused(reviewsTab)); i += 1) await page.keyboard.press('ArrowRight');
  await expect(reviewsTab).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(reviewsTab).toHaveAttribute('aria-selected', 'true');

  const write = page.getByRole('tabpanel').getByRole('button', { name: 'Write a review' });
  await tabTo(page, write);
  await page.keyboard.press('Enter');

  // a reviewer profile first
  const profile = page.getByRole('dialog', { name: 'Create your reviewer profile' });
  await expect(profile).toBeVisible();
  await expectFocusInside(profile);
  await tabTo(page, profile.getByRole('textbox', { name: 'User name' }));
  await page.keyboard.type(author.userName);
  await tabTo(page, profile.getByRole('button', { name: 'Create profile' }));
  await page.keyboard.press('Enter');

  // the review: the score with the arrow keys, the texts typed, submitted with Enter
  const writer = page.getByRole('dialog', { name: 'Write a review' });
  await expect(profile).toBeHidden();
  await expect(writer.getByRole('radio', { name: '1 out of 10' })).toBeFocused();
  for (let i = 0; i < 7; i += 1) await page.keyboard.press('ArrowRight');
  await expect(writer.getByRole('radio', { name: '8 out of 10' })).toBeChecked();
  await tabTo(page, writer.getByRole('textbox', { name: 'Title' }));
  await page.keyboard.type(title);
  await tabTo(page, writer.getByRole('textbox', { name: 'Your review' }));
  await page.keyboard.type('A gentle puzzle game that never rushes you.');
  await tabTo(page, writer.getByRole('button', { name: 'Submit review' }));
  await page.keyboard.press('Enter');
  await expect(writer.getByRole('status')).toHaveText('Thank you! Your review has been submitted.');
  await tabTo(page, writer.getByRole('button', { name: 'Done' }));
  await page.keyboard.press('Enter');
  await expect(writer).toBeHidden();
  // the focus is back on the page, not lost on <body>
  expect(await page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null)).toBe(true);
  await expect(page.getByRole('tabpanel').getByRole('list', { name: 'User reviews' }).getByRole('article', { name: title })).toBeVisible();
});

test('a game can be traded in from My games with the keyboard alone', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const shopper = await createShopper(request, CARD_STORE_URL, 'kbtrade');
  await loginContext(context, CARD_STORE_URL, shopper);
  await own(page, request, shopper, ROGUE_CIRCUIT.id, { ads: true });

  await page.goto(`${CARD_STORE_URL}/#!/my-account/my-games`);
  const tradeIn = page.getByRole('button', { name: `Trade in ${ROGUE_CIRCUIT.title}` });
  await tabTo(page, tradeIn);
  await page.keyboard.press('Enter');

  const start = page.getByRole('alertdialog', { name: 'Trade in this game' });
  await expect(start).toContainText(`Trade in ${ROGUE_CIRCUIT.title} for $6.00 of wallet credit?`);
  await expectFocusInside(start);
  await tabTo(page, start.getByRole('button', { name: 'Proceed' }));
  await page.keyboard.press('Enter');

  const complete = page.getByRole('dialog', { name: 'Trade-in complete' });
  await expect(complete).toContainText(`${ROGUE_CIRCUIT.title} was traded in. $6.00 was added to your wallet.`);
  await expectFocusInside(complete);
  await tabTo(page, complete.getByRole('button', { name: 'Done' }));
  await page.keyboard.press('Enter');
  await expect(complete).toBeHidden();
  await expect(tradeIn).toHaveCount(0);
  // the opener left with the game: the focus must still be somewhere on the page
  expect(await page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body)).toBe(true);

  // the wallet tab, reached by keyboard, shows the credit
  const walletTab = page.getByRole('tab', { name: 'Wallet' });
  await tabTo(page, page.getByRole('tab', { selected: true }), { backwards: true });
  for (let i = 0; i < 8 && !(await isFocused(walletTab)); i += 1) await page.keyboard.press('ArrowRight');
  await expect(walletTab).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#!\/my-account\/wallet$/);
  await expect(page.locator('.store-wallet__balance')).toHaveText('Balance: $6.00');
});

test('the streaming server can be switched with the keyboard alone', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const shopper = await createShopper(request, CARD_STORE_URL, 'kbswitch');
  await loginContext(context, CARD_STORE_URL, shopper);
  // Cloud Play hours come with the streamable game
  await own(page, request, shopper, GAMES.stellarOdyssey.id);

  await page.goto(`${CARD_STORE_URL}/#!/streaming`);
  const bonus = page.getByRole('dialog', { name: '20 Bonus Cloud Play Hours' });
  const main = page.getByRole('main');
  const switchButton = main.getByRole('button', { name: 'Switch server' });
  await expect(bonus.or(switchButton)).toBeVisible();
  // the one-time campaign offer is answered with the keyboard too
  if (await bonus.isVisible()) {
    await expectFocusInside(bonus);
    await page.keyboard.press('Escape');
    await expect(bonus).toBeHidden();
  }

  await tabTo(page, switchButton);
  await page.keyboard.press('Enter');
  const explain = page.getByRole('dialog', { name: 'Switch server' });
  await expect(explain).toContainText('Your machine runs on US East');
  await expectFocusInside(explain);
  await tabTo(page, explain.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  const confirm = page.getByRole('dialog', { name: 'Confirm server switch' });
  const target = confirm.getByRole('combobox', { name: 'Move to' });
  await expect(target).toHaveValue('');
  await tabTo(page, target);
  // a closed select takes the arrow keys: the first server after the empty choice
  await page.keyboard.press('ArrowDown');
  await expect(target).not.toHaveValue('');
  // the option says where the region is ('US West (Oregon, USA)'); the messages name the region
  const chosen = ((await target.locator('option:checked').textContent()) ?? '').replace(/\s*\(.*\)\s*$/, '').trim();
  await tabTo(page, confirm.getByRole('button', { name: 'Switch server' }));
  await page.keyboard.press('Enter');

  const progress = page.getByRole('dialog', { name: 'Switching server' });
  await expect(progress.getByRole('progressbar', { name: 'Server switch progress' })).toBeVisible();
  const allSet = page.getByRole('dialog', { name: 'All Set' });
  await expect(allSet).toBeVisible({ timeout: 30_000 });
  await expect(allSet.getByRole('status')).toHaveText(`Your Cloud Play machine now runs on ${chosen}.`);
  await expectFocusInside(allSet);
  await page.keyboard.press('Escape');
  await expect(allSet).toBeHidden();
  await expect(main.getByText(`Your Cloud Play machine runs on ${chosen}.`)).toBeVisible();
  // Escape hands the focus back to the button that started it
  await expect(switchButton).toBeFocused();
});
