/**
 * The reference server in-process on a fresh SQLite file for the streaming integration tests,
 * its clock shared with the stores under test, and real shoppers: signed up with a solved
 * captcha, confirmed through the mailed link, given a billing address, and buying with the
 * sandbox card so completion grants their Cloud Play hours. Nothing is mocked.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { endpoints, TOKEN_COOKIE, type StreamingClientReport } from '@d2d/contract';
import { createStore, memoryCookies, memoryStorage, systemClock, type Store } from '@d2d/core';
import { buildApp, migrateToLatest, openDatabase, seedIfEmpty, type Db } from '@d2d/server';
import type { FastifyInstance } from 'fastify';
import { manualClock, trackedFetch, type ManualClock, type TrackedFetch } from './manualClock.js';

// cheaper password hashing and captcha work than production; the server's tests cover those costs
const CHEAP = {
  passwordCost: { memoryKiB: 64, passes: 1, parallelism: 1 },
  captchaDifficulty: { cost: 10, minCounter: 5, maxCounter: 30 },
};

/** The seeded showcase game with an open Instant Play offer (`streaming_game_id` 6000001, oid 900001). */
export const STREAMABLE_GAME = { productId: 1, gameId: 6_000_001, offerItemId: 900_001 } as const;

/** A shopper of one test. */
export interface Shopper {
  email: string;
  token: string;
}

/** The running server and what the tests drive it with. */
export interface StreamingServer {
  base: string;
  db: Db;
  /** The clock of the server and of every store from {@link StreamingServer.store}. */
  clock: ManualClock;
  /** The calls of every store on the shared clock. */
  calls: TrackedFetch;
  /**
   * A store on the shared clock that checks every call against the contract, holding the
   * shopper's login token; its page "loads" now (the 5-minute poll window starts here). Core
   * keeps one store per api base: this disposes the stores made before it.
   */
  store(shopper?: Shopper): Store;
  /** A confirmed shopper with a billing address, signed up through the real calls (disposes the current store). */
  newShopper(label: string): Promise<Shopper>;
  /**
   * Buys products with the sandbox card through core's checkout and completion (disposes the
   * current store).
   * @returns The Cloud Play hours the receipt says the order earned.
   */
  buy(shopper: Shopper, productIds: readonly number[]): Promise<number>;
  /** The streaming client's report for a launch url, answered and checked against the contract. */
  report(launchUrl: string, status: 'running' | 'ended' | 'failed'): Promise<StreamingClientReport>;
  /** The links of the mails sent to an address (the dev mailbox). */
  mailedLinks(to: string): Promise<string[]>;
  close(): Promise<void>;
}

/** Starts the server on loopback with a fresh database seeded at the shared clock's start. */
export async function startStreamingServer(): Promise<StreamingServer> {
  const dir = mkdtempSync(join(tmpdir(), 'd2d-streaming-it-'));
  const db = openDatabase(join(dir, 'store.db'));
  const calls = trackedFetch();
  const clock = manualClock(Date.now(), () => calls.settle());
  await migrateToLatest(db);
  await seedIfEmpty(db, { catalogue: { now: new Date(clock.now()) } });
  const app: FastifyInstance = await buildApp({
    db,
    config: { maintenance: false, devMailbox: true, paymentProvider: 'card', partnerOrigins: [] },
    accounts: { ...CHEAP, now: () => clock.now() },
    orders: { jobs: false },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const stores: Store[] = [];
  let made = 0;
  // core keeps one store per api base and site: each new one takes the slot of the one before
  const disposeStores = () => {
    for (const store of stores.splice(0)) store.dispose();
  };

  // sign-up and checkout run on a store of their own with real timers (the completion poll)
  const setupStore = (token?: string) => {
    disposeStores();
    const cookies = memoryCookies(Date.now);
    if (token) cookies.set(TOKEN_COOKIE, token);
    const store = createStore({
      apiBase: base,
      site: 1,
      adapters: { fetch: globalThis.fetch, cookies, storage: memoryStorage(), clock: systemClock() },
      fingerprint: `setup-fingerprint-${String(++made).padStart(4, '0')}`,
      validate: endpoints,
    });
    stores.push(store);
    return store;
  };

  const mailedLinks = async (to: string) => {
    const res = await fetch(`${base}/dev/mail.json?to=${encodeURIComponent(to)}`);
    const body = (await res.json()) as { items: { links: string[] }[] };
    return body.items.flatMap((mail) => mail.links);
  };

  return {
    base,
    db,
    clock,
    calls,
    store(shopper) {
      disposeStores();
      const cookies = memoryCookies(() => clock.now());
      if (shopper) cookies.set(TOKEN_COOKIE, shopper.token);
      const store = createStore({
        apiBase: base,
        site: 1,
        adapters: { fetch: calls.fetch, cookies, storage: memoryStorage(), clock },
        fingerprint: `stream-fingerprint-${String(++made).padStart(4, '0')}`,
        validate: endpoints,
      });
      stores.push(store);
      return store;
    },
    async newShopper(label) {
      const store = setupStore();
      const email = `${label}-${++made}@example.com`;
      const challenge = await store.api.account.captchaChallenge();
      const solution = await solveChallenge({ challenge: challenge as never, deriveKey, timeout: 10_000 });
      if (!solution) throw new Error('the captcha could not be solved');
      const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
      await store.session.signUp({ account: { user_name: label, email, password: 'stream1234' }, 'g-recaptcha-response': captcha });
      const link = (await mailedLinks(email)).find((l) => l.includes('/#!/confirmation/'));
      if (!link) throw new Error(`no confirmation link was mailed to ${email}`);
      await store.api.account.confirm({ confirmation_token: link.split('/#!/confirmation/')[1]! });
      await store.api.account.update({
        account: { address: { user_name: 'Stream Tester', street_1: '1 Main St', city: 'Austin', state: 'TX', zipcode: '78701', country_code_id: 1 } },
      });
      const token = store.session.token;
      if (!token) throw new Error('sign-up left no session token');
      return { email, token };
    },
    async buy(shopper, productIds) {
      const store = setupStore(shopper.token);
      await store.session.restore();
      for (const id of productIds) await store.cart.add({ product_id: id });
      const started = await store.checkout.start({ redirectUrl: `${base}/`, locale: 'en' });
      if (started.step !== 'card') throw new Error(`checkout answered ${started.step}, not the card modal`);
      const paid = await store.checkout.submitCard({
        billing: { name: 'Stream Tester', email: shopper.email, address: { line1: '1 Main St', city: 'Austin', state: 'TX', postal_code: '78701', country: 'US' } },
        confirm: async ({ clientSecret }) => {
          const res = await fetch(`${base}/sandbox/card/confirm`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ client_secret: clientSecret, card_number: '4242424242424242' }),
          });
          return (await res.json()) as { status: 'succeeded' };
        },
      });
      if (paid.step !== 'card' || paid.card !== 'submitted') throw new Error('the sandbox card was not taken');
      const done = await store.completion.start({ paymentId: paid.paymentId, status: 'success' });
      if (done.step !== 'complete') throw new Error(`the purchase did not complete (${done.step})`);
      return done.completion.payment.estimated_hours ?? 0;
    },
    async report(launchUrl, status) {
      const token = decodeURIComponent(new URL(launchUrl).pathname.split('/').pop() ?? '');
      const res = await fetch(`${base}${endpoints.streamingClientReport.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(endpoints.streamingClientReport.body.parse({ token, status })),
      });
      if (!res.ok) throw new Error(`the client report answered ${res.status}: ${await res.text()}`);
      return endpoints.streamingClientReport.response.parse(await res.json());
    },
    mailedLinks,
    async close() {
      disposeStores();
      await app.close();
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
