import { expect, test } from '@playwright/test';
import { confirmationLink, loginThroughDialog, newShopper } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';

test('a visitor signs up with the captcha, confirms through the mailed link, logs in and saves a billing address', async ({ page, request, baseURL }) => {
  const shopper = newShopper('signup');
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign Up' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('User name', { exact: true }).fill(shopper.userName);
  await dialog.getByLabel('E-mail', { exact: true }).fill(shopper.email);
  await dialog.getByLabel('Password', { exact: true }).fill(shopper.password);
  const submit = dialog.getByRole('button', { name: 'Sign Up', exact: true });
  await expect(submit).toBeDisabled();
  await dialog.getByRole('checkbox', { name: "I'm not a robot" }).check();
  await expect(dialog.getByRole('status').filter({ hasText: 'Verified' })).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page, 'sign-up dialog');
  await submit.click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/#!\/complete-registration$/);

  // a new account is offered the running 20-hour Cloud Play campaign once (spec §4 Campaigns)
  const bonus = page.getByRole('dialog', { name: '20 Bonus Cloud Play Hours' });
  await expect(bonus).toBeVisible();
  await bonus.getByRole('button', { name: 'Not now' }).click();
  await expect(bonus).toBeHidden();

  // then the usage-tracking question, asked once a signed-in shopper has not answered it
  const consent = page.getByRole('dialog', { name: 'Usage tracking' });
  await expect(consent).toBeVisible();
  await consent.getByRole('button', { name: 'Do not allow' }).click();
  await expect(consent).toBeHidden();

  // the confirmation link of the dev mailbox activates the account
  const link = await confirmationLink(request, baseURL!, shopper.email);
  expect(link).toMatch(/\/#!\/confirmation\/[\w-]+$/);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Your e-mail is confirmed' })).toBeVisible();

  // sign-up opened a session; log out and back in with the new password
  const userMenu = page.getByRole('banner').getByRole('button', { name: shopper.email });
  await userMenu.click();
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await loginThroughDialog(page, shopper);
  await expect(bonus).toHaveCount(0); // shown once, not again on the next login
  await expect(consent).toHaveCount(0); // answered: not asked again

  // the billing address, in My account → Account info
  await page.goto('/#!/my-account/account-info');
  await expect(page.getByRole('tab', { name: 'Account Info', selected: true })).toBeVisible();
  const main = page.getByRole('main');
  await main.getByLabel('Full name', { exact: true }).fill('Jane Player');
  await main.getByLabel('Address line 1', { exact: true }).fill('1 Main Street');
  await main.getByLabel('City', { exact: true }).fill('Springfield');
  await main.getByLabel('State', { exact: true }).fill('IL');
  await main.getByLabel('ZIP', { exact: true }).fill('62701');
  await main.getByLabel('Country', { exact: true }).selectOption({ label: 'United States' });
  await main.getByRole('button', { name: 'Save address' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'Your billing address was saved.' })).toBeVisible();
  await expect(bonus).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, '/my-account/account-info');

  // it is kept: a fresh load shows it
  await page.reload();
  await expect(main.getByLabel('Address line 1', { exact: true })).toHaveValue('1 Main Street');
});
