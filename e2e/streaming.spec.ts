import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '@d2d/contract';
import { apiLogin, createShopper, loginThroughDialog } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { payCartWithCard } from './support/checkout.js';
import { CARD_STORE_URL } from './support/servers.js';
import { apiAddToCart, GAMES } from './support/store.js';

/** The seeded streamable game: Stellar Odyssey has an open Instant Play offer and a `streaming_game_id`. */
const STREAMABLE = GAMES.stellarOdyssey;

/** The Cloud Play minutes the page shows for the paid hours, e.g. 59 for '0 hours 59 minutes left'. */
async function paidMinutesLeft(page: Page): Promise<number> {
  const text = (await page.locator('.d2d-cloud-time__ticket', { hasText: 'Cloud Play hours' }).locator('.d2d-cloud-time__left').textContent()) ?? '';
  const match = /^(\d+) hours? (\d+) minutes? left$/.exec(text.trim());
  if (!match) throw new Error(`no paid time on the page: "${text}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * Presses a launch button and follows the sandbox streaming client it opens: the client reports
 * that it runs, and the store unlocks the launch buttons once its re-fetch sees the report.
 */
async function launchAndStream(page: Page, button: ReturnType<Page['getByRole']>, streamingText: RegExp, options: { updating?: boolean } = {}): Promise<void> {
  const opened = page.waitForEvent('popup');
  await button.click();
  const client = await opened;
  await client.waitForURL(/\/sandbox\/streaming\/client\//);
  await expect(client.getByRole('status')).toHaveText(streamingText);
  // locked until the client's report reaches the store (its next 12 s re-fetch)
  await expect(page.getByRole('status').filter({ hasText: 'waiting for the streaming client' })).toBeVisible();
  await expect(button).toBeDisabled();
  // the launch is a pending job: the Cloud Play time says it is being updated until the re-fetch
  if (options.updating) await expect(page.getByRole('main').getByRole('status').filter({ hasText: MESSAGES.updatingInformation })).toBeVisible();
  await expect(button).toBeEnabled({ timeout: 30_000 });
  await client.close();
}

test('streaming: Cloud Play hours from a purchase, the four launch choices, a server switch, one Instant Play trial and the bonus hours once', async ({ page, request }) => {
  test.setTimeout(300_000);
  const base = CARD_STORE_URL;
  const shopper = await createShopper(request, base, 'stream');

  // a new shopper logs in: the 20-hour campaign is offered once; they leave it for later
  await page.goto(`${base}/#!/streaming`);
  await loginThroughDialog(page, shopper);
  const popup = page.getByRole('dialog', { name: '20 Bonus Cloud Play Hours' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Not now' }).click();
  await expect(popup).toBeHidden();

  // no hours yet: the $10 requirement, and a launch is refused with it
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: 'Streaming' })).toBeVisible();
  await expect(main.getByText(MESSAGES.noStreamingTicket)).toBeVisible();
  await expect(main.getByRole('heading', { name: '20 Bonus Cloud Play Hours' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/streaming');
  const panel = main.getByRole('group', { name: 'Launch Cloud Play' });
  const refused = page.waitForEvent('popup');
  await panel.getByRole('button', { name: 'Windows desktop' }).click();
  const refusedWindow = await refused;
  await expect.poll(() => refusedWindow.isClosed(), { message: 'the refused launch closes its window' }).toBe(true);
  await expect(panel.getByRole('alert')).toHaveText(MESSAGES.noStreamingTicket);

  // buy the streamable game with the sandbox card
  await apiAddToCart(request, base, await apiLogin(request, base, shopper), STREAMABLE.id);
  await page.goto(`${base}/#!/cart`);
  await payCartWithCard(page);

  // its Cloud Play hours appear
  await page.goto(`${base}/#!/streaming`);
  await expect(main.getByText('Cloud Play hours', { exact: true })).toBeVisible();
  await expect(main.getByText('1 hour 0 minutes left')).toBeVisible();
  const start = await paidMinutesLeft(page);

  // launch from each of the four choices; the session runs and the hours go down
  const choices = [
    ['Windows desktop', /^Streaming Windows desktop\.$/],
    ['Steam', /^Streaming Steam\.$/],
    ['Origin', /^Streaming Origin\.$/],
    ['Blizzard', /^Streaming Blizzard\.$/],
  ] as const;
  for (const [name, streaming] of choices) {
    await launchAndStream(page, panel.getByRole('button', { name }), streaming, { updating: true });
    await expect(panel.getByRole('alert')).toHaveCount(0);
  }
  await expect.poll(() => paidMinutesLeft(page), { message: 'the running sessions spent Cloud Play time' }).toBeLessThan(start);

  // switch server: explain, confirm, progress, 'All Set'
  await main.getByRole('button', { name: 'Switch server' }).click();
  const explain = page.getByRole('dialog', { name: 'Switch server' });
  await expect(explain).toContainText('Your machine runs on US East');
  await expectNoSeriousA11yViolations(page, 'server switch dialog');
  await explain.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm server switch' });
  await expect(confirm.getByRole('combobox', { name: 'Move to' })).toHaveValue('');
  await confirm.getByRole('button', { name: 'Switch server' }).click();
  const progress = page.getByRole('dialog', { name: 'Switching server' });
  await expect(progress.getByRole('progressbar', { name: 'Server switch progress' })).toBeVisible();
  await expect(progress.getByRole('status')).toHaveText(/^Moving your Cloud Play machine to US West… \d+ of 10$/);
  const allSet = page.getByRole('dialog', { name: 'All Set' });
  await expect(allSet).toBeVisible({ timeout: 30_000 });
  await expect(allSet.getByRole('status')).toHaveText('Your Cloud Play machine now runs on US West.');
  await page.keyboard.press('Escape');
  await expect(allSet).toBeHidden();
  await expect(main.getByText('Your Cloud Play machine runs on US West.')).toBeVisible();

  // Instant Play: the trial works once, the second is refused with the spec's text
  await page.goto(`${base}/#!/instant-play`);
  await expect(page.getByRole('heading', { level: 1, name: 'Instant Play' })).toBeVisible();
  const trial = main.getByRole('button', { name: `Instant Play, ${STREAMABLE.title}` });
  await expectNoSeriousA11yViolations(page, '/instant-play');
  await launchAndStream(page, trial, new RegExp(`^Streaming ${STREAMABLE.title}\\.$`));
  const second = page.waitForEvent('popup');
  await trial.click();
  const secondWindow = await second;
  await expect.poll(() => secondWindow.isClosed(), { message: 'the refused trial closes its window' }).toBe(true);
  await expect(main.getByRole('alert')).toHaveText(MESSAGES.instantPlayTrialUsed);

  // the bonus hours are redeemed once
  await page.goto(`${base}/#!/cloud-play`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cloud Play' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/cloud-play');
  await main.getByRole('button', { name: 'Claim 20 bonus hours' }).click();
  await expect(main.getByText('20 bonus Cloud Play hours were added to your account.')).toBeVisible();
  await expect(main.getByText('Bonus hours', { exact: true })).toBeVisible();
  await expect(main.getByText('20 hours 0 minutes left')).toBeVisible();
  await page.reload();
  await expect(main.getByText('20 hours 0 minutes left')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Claim 20 bonus hours' })).toHaveCount(0);
  const again = await request.get(`${base}/api/account/streaming/bonus20hrs`, { headers: { authorization: `Bearer ${await apiLogin(request, base, shopper)}` } });
  expect(again.status()).toBe(422);
  expect(await again.json()).toMatchObject({ errors: { base: ['You have already redeemed your bonus hours.'] } });

  // the account's streaming tab
  await page.goto(`${base}/#!/my-account/streaming`);
  await expect(page.getByRole('tab', { name: 'Streaming', selected: true })).toBeVisible();
  await expect(main.getByText('20 hours 0 minutes left')).toBeVisible();
  await expect(main.getByRole('group', { name: 'Launch Cloud Play' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/my-account/streaming');

  // the streaming mailing list: subscribe, then unsubscribe and complete
  await page.goto(`${base}/#!/streaming/subscribe`);
  const list = main.getByRole('form', { name: 'Get Cloud Play news by e-mail' });
  await expect(list.getByLabel('E-mail', { exact: true })).toHaveValue(shopper.email);
  await list.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(list.getByRole('status')).toHaveText('Please check your e-mail to confirm your subscription.');
  await expectNoSeriousA11yViolations(page, '/streaming/subscribe');
  await list.getByRole('button', { name: 'Unsubscribe' }).click();
  const leave = page.getByRole('dialog', { name: 'Unsubscribe from streaming news' });
  await expect(leave.getByLabel('E-mail', { exact: true })).toHaveValue(shopper.email);
  await leave.getByRole('button', { name: 'Unsubscribe' }).click();
  const done = page.getByRole('dialog', { name: 'Unsubscribed' });
  await expect(done.getByRole('status')).toHaveText('You have been removed from the streaming mailing list.');
  await done.getByRole('button', { name: 'OK' }).click();

  // none of the streaming pages led to /404
  await expect(page).toHaveURL(/#!\/streaming\/subscribe$/);
});
