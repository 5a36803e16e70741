import { expect, test, type Page } from '@playwright/test';
import { mailsTo } from './support/accounts.js';

/**
 * Social login through the local identity provider that `d2d-server start` runs outside
 * production (spec §1, §6): a new account from a Google identity without an e-mail, linking and
 * unlinking Facebook in account info, and a password chosen through forgot-password.
 */

/**
 * Answers the pop-ups a new account meets after signing in: the running 20-hour Cloud Play
 * campaign (spec §4 Campaigns), then the usage-tracking question, which waits while another
 * modal is open.
 */
async function answerFirstVisitDialogs(page: Page): Promise<void> {
  const bonus = page.getByRole('dialog', { name: '20 Bonus Cloud Play Hours' });
  await expect(bonus).toBeVisible();
  await bonus.getByRole('button', { name: 'Not now' }).click();
  await expect(bonus).toBeHidden();
  const consent = page.getByRole('dialog', { name: 'Usage tracking' });
  await expect(consent).toBeVisible();
  await consent.getByRole('button', { name: 'Do not allow' }).click();
  await expect(consent).toBeHidden();
}

test('a visitor signs in with Google, links and unlinks Facebook, and chooses a password through forgot-password', async ({ page, request, baseURL }) => {
  await page.goto('/#!/pc');
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Login', exact: true }).click();
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByRole('button', { name: 'Login with Google' }).click();

  // the local identity provider's page stands in for Google: pick the identity without an e-mail
  await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
  await page.getByRole('button', { name: /Sam Okafor/ }).click();

  // back on the store, signed in to a new account: its header shows the user name (temporary e-mail)
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/#!\/pc$/);
  await answerFirstVisitDialogs(page);
  await expect(banner.getByRole('button', { name: 'Sam Okafor' })).toBeVisible();

  await page.goto('/#!/my-account/account-info');
  const main = page.getByRole('main');
  const emailRow = main.getByRole('definition').filter({ hasText: '@temporary-email.d2d.test' });
  await expect(emailRow).toContainText('(temporary)');
  const temporaryEmail = /\S+@temporary-email\.d2d\.test/.exec((await emailRow.textContent()) ?? '')![0];
  await expect(main.getByRole('heading', { name: 'Replace your temporary email address' })).toBeVisible();

  // link Facebook: the provider's page again, then back to account info
  const linked = main.getByRole('region', { name: 'Linked accounts' });
  await expect(linked.getByRole('button', { name: 'Unlink Google' })).toBeVisible();
  await linked.getByRole('button', { name: 'Link Facebook' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with Facebook' })).toBeVisible();
  await page.getByRole('button', { name: /Kim Lee/ }).click();
  await expect(page).toHaveURL(/#!\/my-account\/account-info$/);
  await expect(linked.getByRole('button', { name: 'Unlink Facebook' })).toBeVisible();

  // unlink it: Google still signs the shopper in, so the session stays
  await linked.getByRole('button', { name: 'Unlink Facebook' }).click();
  await expect(linked.getByRole('status')).toHaveText('Facebook is no longer linked to your account.');
  await expect(linked.getByRole('button', { name: 'Link Facebook' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Sam Okafor' })).toBeVisible();

  // log out and choose a password through forgot-password (the dev mailbox holds the link)
  await banner.getByRole('button', { name: 'Sam Okafor' }).click();
  await banner.getByRole('button', { name: 'Logout' }).click();
  await banner.getByRole('button', { name: 'Login', exact: true }).click();
  await login.getByRole('button', { name: 'Forgot your password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot Password' });
  await forgot.getByLabel('E-mail', { exact: true }).fill(temporaryEmail);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  // the store shows its answer first: the mail can reach the dev mailbox before the browser has the
  // answer, and a link opened then would be replaced by this page
  await expect(main.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  let resetLink: string | undefined;
  await expect
    .poll(async () => {
      resetLink = (await mailsTo(request, baseURL!, temporaryEmail)).flatMap((m) => m.links).find((l) => /#!\/reset-password\/[\w-]+$/.test(l));
      return resetLink;
    }, { message: `a reset link is mailed to ${temporaryEmail}` })
    .toBeDefined();
  await page.goto(resetLink!);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await main.getByLabel('New password', { exact: true }).fill('Chosen2024');
  await main.getByLabel('Confirm new password', { exact: true }).fill('Chosen2024');
  await main.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/#!\/complete-reset-password$/);

  // the chosen password signs the same account in
  await banner.getByRole('button', { name: 'Login', exact: true }).click();
  await login.getByLabel('E-mail', { exact: true }).fill(temporaryEmail);
  await login.getByLabel('Password', { exact: true }).fill('Chosen2024');
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(login).toBeHidden();
  await expect(banner.getByRole('button', { name: 'Sam Okafor' })).toBeVisible();
});
