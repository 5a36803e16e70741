/**
 * Shared pieces of the elements' browser tests: the two origins, a confirmed shopper made
 * through the store's own API (sign-up with the proof-of-work captcha, confirmation link from the
 * dev mailbox), the store's login in the login window, and the orders in the database.
 */
import Database from 'better-sqlite3';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { CaptchaChallenge } from '@d2d/contract';
import { solveChallenge } from '../../react/src/captcha/solveChallenge.js';

/** The store's origin. */
export const STORE = process.env.ELEMENTS_E2E_STORE ?? 'http://127.0.0.1:8095';
/** The partner site's origin: another port, so another origin. */
export const PARTNER = process.env.ELEMENTS_E2E_PARTNER ?? 'http://localhost:8096';
/** The affiliate id the example page configures on `<d2d-store>`. */
export const PAGE_AFFILIATE = 'savepoint';

let shoppers = 0;

/** A shopper with a confirmed e-mail (only confirmed accounts may buy, spec §6). */
export async function confirmedShopper(request: APIRequestContext): Promise<{ email: string; password: string }> {
  shoppers += 1;
  const email = `reader${Date.now()}${shoppers}@example.com`;
  const password = 'secret12';
  const challenge = (await (await request.get(`${STORE}/api/captcha/challenge`)).json()) as CaptchaChallenge;
  const captcha = await solveChallenge(challenge);
  const signUp = await request.post(`${STORE}/api/account/sign_up`, {
    data: { account: { user_name: `Reader ${shoppers}`, email, password, password_confirmation: password }, 'g-recaptcha-response': captcha },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const mail = (await (await request.get(`${STORE}/dev/mail.json`, { params: { to: email } })).json()) as { items: Array<{ links: string[] }> };
  const token = mail.items.flatMap((m) => m.links).map((link) => /#!\/confirmation\/([\w-]+)$/.exec(link)?.[1]).find(Boolean);
  expect(token, 'the confirmation mail has a link').toBeTruthy();
  const confirmed = await request.get(`${STORE}/d2d/account/confirmation`, { params: { confirmation_token: token! } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  // a billing address, without which the store refuses checkout (4011); and the usage-tracking
  // answer, so the store's consent modal does not cover the login window's page
  const countries = (await (await request.get(`${STORE}/api/countries`)).json()) as { data: { items: Array<{ country_code_id: number; code2: string }> } };
  const us = countries.data.items.find((c) => c.code2 === 'US')!;
  const { token: bearer } = (await signUp.json()) as { token: string };
  const address = { user_name: 'Reader', street_1: '1 Market St', city: 'San Francisco', state: 'CA', zipcode: '94105', country_code_id: us.country_code_id };
  const updated = await request.patch(`${STORE}/api/account/update`, { data: { account: { address, allow_tracking: false } }, headers: { authorization: `Bearer ${bearer}` } });
  expect(updated.status(), await updated.text()).toBe(200);
  return { email, password };
}

/**
 * Logs in on the store's own page (the login window the elements open at `#!/?login=1`, for
 * which the store opens its login dialog by itself).
 */
export async function logInOnStore(store: Page, shopper: { email: string; password: string }): Promise<void> {
  await store.waitForLoadState('domcontentloaded');
  expect(new URL(store.url()).origin).toBe(STORE);
  const dialog = store.getByRole('dialog', { name: 'Login' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('E-mail').fill(shopper.email);
  await dialog.getByLabel('Password', { exact: true }).fill(shopper.password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
}

/** The Add to Cart button of an element (locators pierce open shadow roots). */
export function addToCart(element: Locator): Locator {
  return element.getByRole('button', { name: /^Add to Cart/ });
}

/** The orders of a shopper, read from the store's database. */
export function ordersOf(email: string): Array<{ affiliate_id: string | null; affiliate_commission: number; subtotal: number; coupon_discount: number; redeem_amount: number }> {
  const db = new Database(process.env.ELEMENTS_E2E_DB!, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare('SELECT o.affiliate_id, o.affiliate_commission, o.subtotal, o.coupon_discount, o.redeem_amount FROM orders o JOIN accounts a ON a.id = o.account_id WHERE a.email = ? ORDER BY o.id')
      .all(email) as never;
  } finally {
    db.close();
  }
}
