import { expect, test } from '@playwright/test';
import { createShopper, loginContext } from './support/accounts.js';
import { firstVisitAnswered } from './support/firstVisit.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { STORE_URL } from './support/servers.js';

/** The showcase title whose Subscribe offer has a key pool (server seed: product 12). */
const KEYED_TITLE_ID = 12;

test.describe('premium', () => {
  test('should subscribe through the modals, show the subscription tab with a monthly title key, and stop renewing', async ({ page, context, request }) => {
    const shopper = await createShopper(request, STORE_URL, 'premium');
    await loginContext(context, STORE_URL, shopper);
    const games = ((await (await request.get(`${STORE_URL}/d2d/premium/active_games`)).json()) as { items: Array<{ id: number; title: string }> }).items;
    const keyed = games.find((g) => g.id === KEYED_TITLE_ID) ?? games[0]!;

    // the tab of an account without a plan
    await page.goto(`${STORE_URL}/#!/my-account/my-subscription`);
    const tab = page.getByRole('region', { name: 'Subscription' });
    await expect(tab).toContainText("You've not subscribed to the premium plan yet.");

    // the premium page's subscribe modal, then the premium checkout message
    await page.goto(`${STORE_URL}/#!/premium`);
    await page.getByRole('button', { name: 'Subscribe for $14.99/month' }).click();
    const subscribe = page.getByRole('dialog', { name: 'Subscribe to Premium' });
    await expect(subscribe).toContainText('5 hand-picked games every month');
    await expectNoSeriousA11yViolations(page, 'the subscribe dialog');
    await subscribe.getByRole('button', { name: 'Subscribe for $14.99/month' }).click();
    const message = page.getByRole('dialog', { name: 'Premium checkout' });
    await expect(message).toContainText('You are subscribing to the premium plan for $14.99 a month.');
    await message.getByRole('link', { name: 'Continue to checkout' }).click();

    // the hosted checkout returns to the premium page, which opens the subscribe-success modal
    await expect(page).toHaveURL(/\/sandbox\/premium\//);
    await page.getByRole('button', { name: 'Pay $14.99' }).click();
    await expect(page).toHaveURL(/#!\/premium\?subscribed=1$/, { timeout: 20_000 });
    const success = page.getByRole('dialog', { name: 'Welcome to Premium' });
    await expect(success).toContainText('Your subscription is active.');
    await expect(success).toContainText(/Your plan renews on .+\./);
    await expectNoSeriousA11yViolations(page, 'the subscribe-success dialog');
    await success.getByRole('button', { name: 'View my subscription' }).click();

    // the subscription tab: the already-subscribed text, the renewal, the month's titles and a key
    await expect(page).toHaveURL(/#!\/my-account\/my-subscription$/);
    await expect(tab).toContainText('You are already subscribed to the premium plan.');
    await expect(tab).toContainText(/Your plan renews on .+ at \$14\.99 a month\./);
    await expect(tab.getByRole('button', { name: /^Get key of / })).toHaveCount(games.length);
    await tab.getByRole('button', { name: `Get key of ${keyed.title}` }).click();
    const keys = tab.getByRole('list', { name: `Keys of ${keyed.title}` });
    await expect(keys.locator('code')).toHaveText(/^[A-Z0-9]{4,}(-[A-Z0-9]+)*$/);
    await expectNoSeriousA11yViolations(page, 'the subscription tab');

    // stop renewing: the plan stays until its end date
    await tab.getByRole('button', { name: 'Stop renewing' }).click();
    await expect(tab).toContainText(/Renewal is stopped\. Your plan stays active until .+\./);
    await expect(tab.getByRole('button', { name: 'Stop renewing' })).toHaveCount(0);
    await page.reload();
    await expect(tab).toContainText(/Renewal is stopped\./);
  });

  test('should gift a subscription and let its recipient claim it with the code, card authorised only', async ({ page, context, browser, request }) => {
    const giver = await createShopper(request, STORE_URL, 'giver');
    const friend = await createShopper(request, STORE_URL, 'friend');
    await loginContext(context, STORE_URL, giver);

    await page.goto(`${STORE_URL}/#!/my-account/my-subscription`);
    const tab = page.getByRole('region', { name: 'Subscription' });
    await tab.getByRole('button', { name: 'Gift a subscription' }).click();
    const gift = page.getByRole('dialog', { name: 'Gift a subscription' });
    await gift.getByLabel("Recipient's e-mail").fill(friend.email);
    await gift.getByLabel('Gift length').selectOption({ label: '2 months ($29.98)' });
    await expectNoSeriousA11yViolations(page, 'the gift dialog');
    await gift.getByRole('button', { name: 'Gift for $29.98' }).click();
    await page.getByRole('dialog', { name: 'Gift checkout' }).getByRole('link', { name: 'Continue to checkout' }).click();
    await page.getByRole('button', { name: 'Pay $29.98' }).click();
    await expect(page).toHaveURL(/#!\/my-account\/my-subscription$/, { timeout: 20_000 });
    const sent = tab.getByRole('region', { name: 'Gifts you sent' });
    await expect(sent).toContainText(`2 months for ${friend.email}: code`);
    const code = (await sent.locator('code').first().textContent())!.trim();

    // the recipient claims it in their own browser: the card is authorised, the plan runs two months
    const friendContext = await browser.newContext({ storageState: firstVisitAnswered() });
    await loginContext(friendContext, STORE_URL, friend);
    const friendPage = await friendContext.newPage();
    await friendPage.goto(`${STORE_URL}/#!/my-account/my-subscription`);
    const friendTab = friendPage.getByRole('region', { name: 'Subscription' });
    await expect(friendTab).toContainText("You've not subscribed to the premium plan yet.");
    await friendTab.getByLabel('Gift code').fill(code);
    await friendTab.getByRole('button', { name: 'Claim gift' }).click();
    await expect(friendTab).toContainText('Your card is authorised only');
    await friendTab.getByRole('link', { name: 'Continue to checkout' }).click();
    await friendPage.getByRole('button', { name: 'Pay $14.99' }).click();
    await expect(friendPage).toHaveURL(/#!\/my-account\/my-subscription$/, { timeout: 20_000 });
    await expect(friendTab).toContainText('You are already subscribed to the premium plan.');
    await expect(friendTab).toContainText(/Your plan renews on .+ at \$14\.99 a month\./);
    await friendContext.close();

    await page.reload();
    await expect(sent).toContainText('(claimed)');
  });
});
