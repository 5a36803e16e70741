/**
 * The headless core in Node against the real reference server on loopback: the journey of the
 * core issue, end to end over HTTP with the real database (nothing mocked).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, MESSAGES, type InventoryItem } from '@d2d/contract';
import { createStore, memoryCookies, memoryStorage, RefusedError, systemClock, type Store } from '@d2d/core';
import { buildApp, migrateToLatest, openDatabase, seedIfEmpty, type Db } from '@d2d/server';
import type { FastifyInstance } from 'fastify';

// Cheaper password hashing and captcha work than production so the journey runs in seconds; the
// server's own tests cover the production costs.
const CHEAP = {
  passwordCost: { memoryKiB: 64, passes: 1, parallelism: 1 },
  captchaDifficulty: { cost: 10, minCounter: 5, maxCounter: 30 },
};

let dir: string;
let db: Db;
let app: FastifyInstance;
let base: string;
let store: Store;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'd2d-core-journey-'));
  db = openDatabase(join(dir, 'store.db'));
  await migrateToLatest(db);
  await seedIfEmpty(db);
  app = await buildApp({
    db,
    config: { maintenance: false, devMailbox: true, paymentProvider: 'card', partnerOrigins: [] },
    accounts: CHEAP,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  store = createStore({
    apiBase: base,
    site: 1,
    adapters: { fetch: globalThis.fetch, cookies: memoryCookies(Date.now), storage: memoryStorage(), clock: systemClock() },
    // every request and answer of the journey is checked against the contract's schemas
    validate: endpoints,
  });
}, 120_000);

afterAll(async () => {
  store?.dispose();
  await app?.close();
  await db?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

async function mailedLinks(to: string): Promise<string[]> {
  const res = await fetch(`${base}/dev/mail.json?to=${encodeURIComponent(to)}`);
  const body = (await res.json()) as { items: { links: string[] }[] };
  return body.items.flatMap((mail) => mail.links);
}

describe('core against the reference server', () => {
  const email = `journey-${Date.now()}@example.com`;
  const password = 'journey12';
  let bought: { id: number; title: string }[] = [];

  it('should browse the real catalogue', async () => {
    const page = await store.api.catalogue.findPage({ pagesize: 25, pageindex: 1, platform: [1100] });
    expect(page.products.items).toHaveLength(25);
    expect(page.products.totalItems).toBeGreaterThan(25);
    expect(page.products.items.every((p) => (p.platformIds ?? [p.platformId]).includes(1100))).toBe(true);
  });

  it('should sign up with a solved captcha and confirm the e-mail from the outbox', async () => {
    const challenge = await store.api.account.captchaChallenge();
    const solution = await solveChallenge({ challenge: challenge as never, deriveKey, timeout: 10_000 });
    expect(solution).toBeTruthy();
    const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    await store.session.signUp({ account: { user_name: 'Journey', email, password }, 'g-recaptcha-response': captcha });

    const link = (await mailedLinks(email)).find((l) => l.includes('/#!/confirmation/'));
    expect(link).toBeDefined();
    const token = link!.split('/#!/confirmation/')[1]!;
    await store.api.account.confirm({ confirmation_token: token });
  });

  it('should log in and hold the confirmed account', async () => {
    await store.session.logout();
    const account = await store.session.login({ email, password });
    expect(account.emailAddress).toBe(email);
    expect(store.session.isLoggedIn.value).toBe(true);
    expect(store.session.isEmailUnconfirmed.value).toBe(false);
  });

  it('should fill the cart to 5 and refuse a sixth item with the limit message', async () => {
    const page = await store.api.catalogue.findPage({ pagesize: 25, pageindex: 1, platform: [1100], 'sort.field': 'title' });
    const buyable = page.products.items.filter((p) =>
      p.productType !== 'CustomBundle' && p.productType !== 'Bundle' && p.productType !== 'DLC' &&
      (p.offerActions ?? []).some((o) => o.offerActionType === 'Purchase' && o.buyableFromCountry !== 'N' && !o.isPreorderOffer && !o.isFreePurchase),
    );
    expect(buyable.length).toBeGreaterThanOrEqual(6);
    for (const product of buyable.slice(0, 5)) await store.cart.add({ product_id: product.id });
    expect(store.cart.lines.value).toHaveLength(5);

    await expect(store.cart.add({ product_id: buyable[5]!.id })).rejects.toSatisfy(
      (e: unknown) => e instanceof RefusedError && e.message === MESSAGES.cartLimit,
    );
    expect(store.cart.lines.value).toHaveLength(5);
    bought = buyable.slice(0, 5).map((p) => ({ id: p.id, title: p.title }));
  });

  it('should apply a coupon and lower the net total', async () => {
    const before = store.cart.totals.value!.netMinor;
    await store.cart.applyCoupon('WELCOME10');
    expect(store.cart.coupon.value?.code).toBe('WELCOME10');
    expect(store.cart.totals.value!.netMinor).toBeLessThan(before);
  });

  it('should pay with the sandbox card, poll the completion and show the keys in the library', async () => {
    await store.api.account.update({
      account: {
        address: { user_name: 'Journey Tester', street_1: '1 Main St', city: 'Austin', state: 'TX', zipcode: '78701', country_code_id: 1 },
      },
    });
    const started = await store.checkout.start({ redirectUrl: `${base}/`, locale: 'en' });
    expect(started.step).toBe('card');
    if (started.step !== 'card') return;

    const paid = await store.checkout.submitCard({
      billing: {
        name: 'Journey Tester',
        email,
        address: { line1: '1 Main St', city: 'Austin', state: 'TX', postal_code: '78701', country: 'US' },
      },
      confirm: async ({ clientSecret }) => {
        const res = await fetch(`${base}/sandbox/card/confirm`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ client_secret: clientSecret, card_number: '4242424242424242' }),
        });
        return (await res.json()) as { status: 'succeeded' };
      },
    });
    expect(paid.step).toBe('card');
    if (paid.step !== 'card') return;
    expect(paid.card).toBe('submitted');

    const done = await store.completion.start({ paymentId: paid.paymentId, status: 'success' });
    expect(done.step).toBe('complete');
    if (done.step !== 'complete') return;
    expect(done.completion.products.map((p) => p.title).sort()).toEqual(bought.map((p) => p.title).sort());

    const library = await store.api.account.inventories({ purchase_type: 'purchase', page: 1, per_page: 10 });
    const items = library.items as InventoryItem[];
    const titles = items.map((i) => i.product_item?.title);
    for (const { title } of bought) expect(titles).toContain(title);
    const keys = items.flatMap((i) => i.game_keys ?? []).map((k) => k.key).filter(Boolean);
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
