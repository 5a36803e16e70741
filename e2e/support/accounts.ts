import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** A shopper of one test: a fresh e-mail so tests never share a library or a cart. */
export interface Shopper {
  userName: string;
  email: string;
  password: string;
}

/** The billing address every API-made shopper gets (checkout refuses without one, spec §8 4011). */
export const BILLING_ADDRESS = {
  user_name: 'Jane Player',
  street_1: '1 Main Street',
  street_2: null,
  city: 'Springfield',
  state: 'IL',
  zipcode: '62701',
  country_code_id: 1,
} as const;

/**
 * A new shopper with a unique e-mail.
 * @param label - Names the journey in the address, which helps reading the dev mailbox.
 */
export function newShopper(label: string): Shopper {
  const id = randomBytes(4).toString('hex');
  return { userName: `${label}${id}`.slice(0, 20), email: `${label}-${id}@example.com`, password: `Play${id}9` };
}

/** One mail of the dev mailbox (`/dev/mail.json`). */
export interface DevMail {
  to: string;
  subject: string;
  links: string[];
}

/** The mails sent to `to`, newest first. */
export async function mailsTo(request: APIRequestContext, baseURL: string, to: string): Promise<DevMail[]> {
  const res = await request.get(`${baseURL}/dev/mail.json`, { params: { to } });
  expect(res.ok(), `the dev mailbox answers (${res.status()})`).toBe(true);
  return ((await res.json()) as { items: DevMail[] }).items;
}

/** Waits for the confirmation mail of `to` and returns its `…/#!/confirmation/{token}` link. */
export async function confirmationLink(request: APIRequestContext, baseURL: string, to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = (await mailsTo(request, baseURL, to)).flatMap((m) => m.links).find((l) => /#!\/confirmation\/[\w-]+$/.test(l));
      return link;
    }, { message: `a confirmation link is mailed to ${to}` })
    .toBeDefined();
  return link!;
}

/** Solves the sign-up captcha the way the browser widget does (ALTCHA proof of work). */
async function solvedCaptcha(request: APIRequestContext, baseURL: string): Promise<string> {
  const res = await request.get(`${baseURL}/api/captcha/challenge`);
  expect(res.ok()).toBe(true);
  const challenge = (await res.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error('the captcha could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Logs in through the API and returns the session token. */
export async function apiLogin(request: APIRequestContext, baseURL: string, shopper: Shopper): Promise<string> {
  const res = await request.post(`${baseURL}/api/account/login`, { data: { email: shopper.email, password: shopper.password } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

/**
 * Creates a confirmed shopper with a billing address through the API (journeys that are not
 * about signing up): sign-up with a solved captcha, the mailed confirmation link, the address.
 */
export async function createShopper(
  request: APIRequestContext,
  baseURL: string,
  label: string,
  options: { address?: boolean } = {},
): Promise<Shopper> {
  const shopper = newShopper(label);
  const signUp = await request.post(`${baseURL}/api/account/sign_up`, {
    data: {
      account: { user_name: shopper.userName, email: shopper.email, password: shopper.password },
      'g-recaptcha-response': await solvedCaptcha(request, baseURL),
    },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const token = /#!\/confirmation\/([\w-]+)$/.exec(await confirmationLink(request, baseURL, shopper.email))![1]!;
  const confirm = await request.get(`${baseURL}/d2d/account/confirmation`, { params: { confirmation_token: token } });
  expect(confirm.ok(), await confirm.text()).toBe(true);
  // the shopper answered the usage-tracking question, so its modal stays out of the journeys
  const bearer = await apiLogin(request, baseURL, shopper);
  const update = await request.patch(`${baseURL}/api/account/update`, {
    headers: { authorization: `Bearer ${bearer}` },
    data: { account: { allow_tracking: false, ...(options.address !== false ? { address: BILLING_ADDRESS } : {}) } },
  });
  expect(update.ok(), await update.text()).toBe(true);
  return shopper;
}

/**
 * Logs the browser context in as the shopper: the server's `token` cookie is what the store
 * reads on start, so the next page load opens signed in.
 */
export async function loginContext(context: BrowserContext, baseURL: string, shopper: Shopper): Promise<void> {
  const token = await apiLogin(context.request, baseURL, shopper);
  const { hostname } = new URL(baseURL);
  await context.addCookies([{ name: 'token', value: token, domain: hostname, path: '/', sameSite: 'Lax' }]);
}

/** Logs in through the store's login dialog (the header's Login button must be on the page). */
export async function loginThroughDialog(page: Page, shopper: Shopper): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('E-mail', { exact: true }).fill(shopper.email);
  await dialog.getByLabel('Password', { exact: true }).fill(shopper.password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: shopper.email })).toBeVisible();
}
