import { expect, test, type Page } from '@playwright/test';
import { createShopper, loginContext } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { STORE_URL } from './support/servers.js';

/** The showcase ADS title rented at $2.99 a day (server seed `showcase.ts`, product 4). */
const ROGUE_CIRCUIT = { id: 4, title: 'Rogue Circuit', path: '/#!/download-rogue-circuit/4' };
const HOUR_MS = 3_600_000;

/** The rentals of My games. */
function rentals(page: Page) {
  return page.getByRole('region', { name: 'Rentals' });
}

async function openProduct(page: Page): Promise<void> {
  await page.goto(`${STORE_URL}${ROGUE_CIRCUIT.path}`);
  await expect(page.getByRole('heading', { level: 1, name: ROGUE_CIRCUIT.title })).toBeVisible();
}

test.describe('rentals', () => {
  test('should rent a game for 3 days from its page and list it in My games with its time left, then expired', async ({ page, context, request }) => {
    const shopper = await createShopper(request, STORE_URL, 'renter');
    await loginContext(context, STORE_URL, shopper);

    // the rental list rents from each card
    await page.goto(`${STORE_URL}/#!/pc/rental`);
    await expect(page.getByRole('heading', { level: 1, name: 'Rent a Game' })).toBeVisible();
    const firstRent = page.getByRole('main').getByRole('button', { name: /^Rent .+ from \$\d+\.\d\d a day$/ }).first();
    const listed = /^Rent (.+) from /.exec((await firstRent.getAttribute('aria-label'))!)![1]!;
    await firstRent.click();
    const fromList = page.getByRole('dialog', { name: `Rent ${listed}` });
    await expect(fromList.getByLabel('Rental length')).toBeVisible();
    await fromList.getByRole('button', { name: 'Cancel' }).click();
    await expect(fromList).toBeHidden();

    // the product page's rent button opens the rental modal: 1 to 5 days at the day price
    await openProduct(page);
    await page.getByRole('button', { name: `Rent ${ROGUE_CIRCUIT.title} from $2.99 a day` }).click();
    const rent = page.getByRole('dialog', { name: `Rent ${ROGUE_CIRCUIT.title}` });
    await expect(rent).toContainText('Rent for 1 to 5 days at $2.99 a day.');
    const length = rent.getByLabel('Rental length');
    await expect(length.locator('option')).toHaveCount(5);
    await length.selectOption({ label: '3 days ($8.97)' });
    await expect(rent).toContainText('Total: $8.97');
    await expectNoSeriousA11yViolations(page, 'the rental dialog');
    await rent.getByRole('button', { name: 'Rent for $8.97' }).click();

    // the rental checkout message leads to the hosted checkout, which returns to My games
    const message = page.getByRole('dialog', { name: 'Rental checkout' });
    await expect(message).toContainText(`You are renting ${ROGUE_CIRCUIT.title} for 3 days for $8.97.`);
    await message.getByRole('link', { name: 'Continue to checkout' }).click();
    await expect(page).toHaveURL(/\/sandbox\/premium\//);
    const paidAt = Date.now();
    await page.getByRole('button', { name: 'Pay $8.97' }).click();
    await expect(page).toHaveURL(/#!\/my-account\/my-games$/, { timeout: 20_000 });

    // My games lists the rental with its expiry and about 3 days left
    const item = rentals(page).getByRole('listitem').filter({ hasText: ROGUE_CIRCUIT.title });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(/Rental · expires .+ · 2 days 23 hours left/);
    await expectNoSeriousA11yViolations(page, 'My games with a rental');

    // renting it again while it runs warns (spec §8 4006) and offers to extend
    await openProduct(page);
    await page.getByRole('button', { name: `Rent ${ROGUE_CIRCUIT.title} from $2.99 a day` }).click();
    await rent.getByRole('button', { name: 'Rent for $2.99' }).click();
    await expect(page.getByRole('alertdialog', { name: `Rent ${ROGUE_CIRCUIT.title}` }).getByRole('alert')).toHaveText('You are already renting this game.');
    await expect(page.getByRole('alertdialog').getByRole('button', { name: 'Extend by 1 day' })).toBeVisible();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Close' }).first().click();

    // once its end has passed (the rental's own expiry plus an hour, on the page's clock) it reads expired
    const expiresAt = await (async () => {
      const res = await context.request.get(`${STORE_URL}/api/account/inventories`, { params: { purchase_type: 'rental', page: 1, per_page: 10 } });
      expect(res.ok()).toBe(true);
      const body = (await res.json()) as { items: { rental: { expired_at: string } | null }[] };
      return Date.parse(body.items[0]!.rental!.expired_at);
    })();
    expect(expiresAt - paidAt).toBeGreaterThan(3 * 24 * HOUR_MS - 60_000);
    await page.clock.setFixedTime(expiresAt + HOUR_MS);
    await page.goto(`${STORE_URL}/#!/my-account/my-games`);
    await page.reload();
    await expect(item).toContainText(/^.*Rental expired on /);
    await expect(item).not.toContainText('left');
    await expect(item.getByRole('button')).toHaveCount(0);
  });
});
