import { expect, test, type Page } from '@playwright/test';
import { apiLogin, createShopper, loginContext } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { payCartWithCard } from './support/checkout.js';
import { CARD_STORE_URL, STORE_URL } from './support/servers.js';
import { apiAddToCart, GAMES } from './support/store.js';

/** The spec's text for a refused vote or report (§8). */
const VOTE_REFUSED = 'Sorry, we cannot process your request at this time.';

interface WireReview {
  title: string;
  score: number;
}

/** Every listed review of a product as findpage answers them (one page of 50), with the average. */
async function allReviews(page: Page, baseURL: string, productId: number, sortOrder = 0) {
  const res = await page.request.get(`${baseURL}/api/userreview/findpage`, { params: { productId, sortOrder, pageSize: 50, pageIndex: 1 } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { items: WireReview[]; totalItems: number; averageScore: number | null };
}

/** Opens a product page on its "User Reviews" tab and waits for the first reviews. */
async function openUserReviews(page: Page, url: string, title: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('tab', { name: 'User Reviews' }).click();
  await expect(page.getByRole('tab', { name: 'User Reviews' })).toHaveAttribute('aria-selected', 'true');
  return page.getByRole('tabpanel');
}

/** The findpage calls the page makes, as their query parameters. */
function recordFindPage(page: Page): Record<string, string>[] {
  const seen: Record<string, string>[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/userreview/findpage') seen.push(Object.fromEntries(url.searchParams));
  });
  return seen;
}

test.describe('user reviews', () => {
  test('should let a visitor read a product’s seeded reviews with their average, sorted and 5 per page', async ({ page }) => {
    const game = GAMES.stellarOdyssey;
    const seeded = await allReviews(page, STORE_URL, game.id);
    expect(seeded.totalItems).toBeGreaterThan(5);
    expect(seeded.averageScore, 'findpage answers the average score').toEqual(expect.any(Number));
    const calls = recordFindPage(page);

    const panel = await openUserReviews(page, `${STORE_URL}${game.path}`, game.title);
    const list = panel.getByRole('list', { name: 'User reviews' });
    await expect(panel.getByText(/^Average rating/)).toHaveText(`Average rating ${seeded.averageScore!.toFixed(1)} out of 10 · ${seeded.totalItems} reviews`);
    // the next pages come by infinite scroll, 5 at a time, to the end
    await expect(async () => {
      await list.getByRole('article').last().scrollIntoViewIfNeeded();
      await expect(panel.getByText('End of results')).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(list.getByRole('article')).toHaveCount(seeded.totalItems);
    expect(await list.getByRole('article').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))).toEqual(seeded.items.map((r) => r.title));
    expect(calls.map((q) => [q.pageIndex, q.pageSize, q.sortOrder, q.tab])).toEqual(
      Array.from({ length: Math.ceil(seeded.totalItems / 5) }, (_, i) => [String(i + 1), '5', '0', 'user']),
    );
    await expect(panel.getByRole('button', { name: 'Write a review' })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Yes' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'the User Reviews tab');

    // highest score first, from the first page again
    const highest = await allReviews(page, STORE_URL, game.id, 3);
    await panel.getByRole('combobox', { name: 'Sort reviews by' }).selectOption({ label: 'Highest score' });
    await expect(list.getByRole('article').first()).toHaveAccessibleName(highest.items[0]!.title);
    await expect(list.getByRole('article').nth(4)).toBeVisible();
    const scores = await list.getByRole('img', { name: /^Score \d+ out of 10$/ }).evaluateAll((els) => els.map((el) => Number(/\d+/.exec(el.getAttribute('aria-label')!)![0])));
    expect(scores.slice(0, 5)).toEqual(highest.items.slice(0, 5).map((r) => r.score));
    expect(calls.find((q) => q.sortOrder === '3')).toMatchObject({ pageIndex: '1', pageSize: '5' });
  });

  test('should let an owner write, preview and submit a review that others vote on and report, refusing second and own votes', async ({ page, context, browser, request }) => {
    test.setTimeout(120_000);
    const game = GAMES.velvetRequiem;
    const author = await createShopper(request, CARD_STORE_URL, 'author');
    const title = `Haunting and fair ${author.userName}`;
    const body = 'The <b>score</b> alone is worth it.\nEvery chapter <script>ends</script> on a high.';

    // the author buys the game with the sandbox card
    await apiAddToCart(request, CARD_STORE_URL, await apiLogin(request, CARD_STORE_URL, author), game.id);
    await loginContext(context, CARD_STORE_URL, author);
    await page.goto(`${CARD_STORE_URL}/#!/cart`);
    await payCartWithCard(page);

    // a reviewer profile first, then the review: write, preview, submit
    const panel = await openUserReviews(page, `${CARD_STORE_URL}${game.path}`, game.title);
    await panel.getByRole('button', { name: 'Write a review' }).click();
    const profile = page.getByRole('dialog', { name: 'Create your reviewer profile' });
    await expect(profile).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the reviewer profile modal');
    await profile.getByRole('textbox', { name: 'User name' }).fill(author.userName);
    await profile.getByRole('button', { name: 'Create profile' }).click();

    const writer = page.getByRole('dialog', { name: 'Write a review' });
    await expect(profile).toBeHidden();
    await expect(writer.getByRole('radio', { name: '1 out of 10' })).toBeFocused();
    await expect(writer.getByText(`${game.title} · published as ${author.userName}`)).toBeVisible();
    await writer.getByRole('button', { name: 'Submit review' }).click();
    await expect(writer.getByText('This field is required.')).toHaveCount(3);
    await writer.getByRole('radio', { name: '8 out of 10' }).check();
    await writer.getByRole('textbox', { name: 'Title' }).fill(title);
    await writer.getByRole('textbox', { name: 'Your review' }).fill(body);
    await expectNoSeriousA11yViolations(page, 'the review-writing modal');
    await writer.getByRole('button', { name: 'Preview' }).click();
    const preview = writer.getByRole('article', { name: title });
    await expect(preview).toBeVisible();
    await expect(preview.getByRole('img', { name: 'Score 8 out of 10' })).toBeVisible();
    await expect(preview).toContainText('The <b>score</b> alone is worth it.');
    await expect(preview.locator('b, script')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'the review preview');
    await writer.getByRole('button', { name: 'Submit review' }).click();
    await expect(writer.getByRole('status')).toHaveText('Thank you! Your review has been submitted.');
    await writer.getByRole('button', { name: 'Done' }).click();
    await expect(writer).toBeHidden();

    const list = panel.getByRole('list', { name: 'User reviews' });
    const mine = list.getByRole('article', { name: title });
    await expect(list.getByRole('article').first()).toHaveAccessibleName(title);
    await expect(mine).toContainText(author.userName);
    await expect(mine).toContainText('Every chapter <script>ends</script> on a high.');
    await expect(panel.getByRole('button', { name: 'Write a review' })).toHaveCount(0);

    // one's own review takes no vote and no report
    await mine.getByRole('button', { name: 'Yes' }).click();
    await expect(mine.getByRole('alert')).toHaveText(VOTE_REFUSED);

    // another shopper finds it helpful once, and reports it after the confirmation
    const readerContext = await browser.newContext();
    try {
      const reader = await createShopper(request, CARD_STORE_URL, 'reader', { address: false });
      await loginContext(readerContext, CARD_STORE_URL, reader);
      const readerPage = await readerContext.newPage();
      const readerPanel = await openUserReviews(readerPage, `${CARD_STORE_URL}${game.path}`, game.title);
      const theirs = readerPanel.getByRole('list', { name: 'User reviews' }).getByRole('article', { name: title });
      await expect(theirs).toBeVisible();
      await expect(readerPanel.getByRole('button', { name: 'Write a review' })).toHaveCount(0);

      const helpful = theirs.getByRole('group', { name: 'Was this review helpful?' });
      await helpful.getByRole('button', { name: 'Yes' }).click();
      await expect(theirs.getByRole('status')).toHaveText('Thank you for your feedback.');
      await expect(theirs).toContainText('1 of 1 players found this helpful');
      await expect(helpful.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
      await expectNoSeriousA11yViolations(readerPage, 'the User Reviews tab with votes');
      await helpful.getByRole('button', { name: 'No' }).click();
      await expect(theirs.getByRole('alert')).toHaveText(VOTE_REFUSED);

      await theirs.getByRole('button', { name: 'Report abuse' }).click();
      const confirm = readerPage.getByRole('alertdialog', { name: 'Report abuse' });
      await expect(confirm).toContainText('Report this review as abusive?');
      await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await expectNoSeriousA11yViolations(readerPage, 'the report-abuse confirmation');
      await confirm.press('Escape');
      await expect(confirm).toBeHidden();
      await expect(theirs.getByRole('button', { name: 'Report abuse' })).toBeFocused();
      await theirs.getByRole('button', { name: 'Report abuse' }).click();
      await confirm.getByRole('button', { name: 'Report' }).click();
      await expect(confirm).toBeHidden();
      await expect(theirs.getByRole('status')).toHaveText('Thank you. This review has been reported.');
      await theirs.getByRole('button', { name: 'Report abuse' }).click();
      await confirm.getByRole('button', { name: 'Report' }).click();
      await expect(theirs.getByRole('alert')).toHaveText(VOTE_REFUSED);

      // after a reload the page still shows the reader's vote, and the server still refuses another
      await readerPage.reload();
      await readerPage.getByRole('tab', { name: 'User Reviews' }).click();
      await expect(theirs.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
      await theirs.getByRole('button', { name: 'Yes' }).click();
      await expect(theirs.getByRole('alert')).toHaveText(VOTE_REFUSED);
    } finally {
      await readerContext.close();
    }
  });
});
