import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { confirmedAccount, login, startTestStore, type TestStore } from '../../routes/account/__tests__/kit.js';
import { PRUNE_AGES, pruneExpired, type PruneCounts } from './prune.js';
import { pruneJob } from './pruneJob.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const NOTHING: PruneCounts = { accountTokens: 0, mailTokens: 0, outbox: 0, newsletter: 0, loginFailures: 0, knownClients: 0, captchaUses: 0, mailCaps: 0, rateLimitWindows: 0, webhookOutbox: 0, webhookEventsSeen: 0 };

let store: TestStore;
beforeEach(async () => {
  store = await startTestStore();
});
afterEach(async () => {
  await store.close();
});

const rows = async (table: 'account_tokens' | 'account_mail_tokens' | 'outbox' | 'newsletter_subscriptions' | 'login_failures' | 'login_known_clients' | 'captcha_uses' | 'mail_caps' | 'rate_limit_counters') =>
  Number((await store.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

/** Real traffic at the kit's clock: a sign-up and login, a failed login, a reset request and two mailing-list sign-ups. */
async function traffic() {
  const { app } = store;
  await confirmedAccount(app, 'ana@example.com'); // session + remember, captcha use, confirmation mail
  expect((await login(app, 'ana@example.com', 'secret12')).statusCode).toBe(200); // session + remember, known client
  await login(app, 'ana@example.com', 'wrong-password1', '198.51.100.9'); // a failure
  await app.inject({ method: 'POST', url: '/api/account/password', payload: { account: { email: 'ana@example.com' } } }); // reset link + mail
  for (const email of ['pending@example.com', 'fan@example.com']) {
    await app.inject({ method: 'POST', url: '/d2d/mailchimp/subscribe', payload: { email, region_id: 1 } });
  }
  await store.db.updateTable('newsletter_subscriptions').set({ confirmed_at: store.clock.now, token_hash: null }).where('email', '=', 'fan@example.com').execute();
  // the confirmation mail went out; the others wait for a transport
  await store.db.updateTable('outbox').set({ sent_at: store.clock.now }).where('subject', '=', 'Confirm your e-mail address').execute();
}

describe('pruneExpired', () => {
  it('should delete nothing that can still be used', async () => {
    await traffic();
    expect(await pruneExpired(store.db, store.clock.now)).toEqual(NOTHING);
    expect(await rows('account_tokens')).toBe(4);
  });

  it('should delete each kind of row once it expired or aged out, by the clock it is given', async () => {
    const start = store.clock.now;
    await traffic();
    const at = (ms: number) => pruneExpired(store.db, start + ms);

    // a minute on: the rate limits' windows ended (captcha, sign-up, login from two addresses, reset request, mailing list)
    expect(await at(60_000)).toEqual({ ...NOTHING, rateLimitWindows: 6 });
    // an hour on: the failed login left the throttling window; the sign-up captcha's challenge expired
    expect(await at(HOUR + 1000)).toEqual({ ...NOTHING, loginFailures: 1, captchaUses: 1 });
    // 6 hours: the reset link; a day: the mail caps' windows (confirmation, reset, mailing list × 2)
    expect(await at(DAY)).toEqual({ ...NOTHING, mailTokens: 1, mailCaps: 4 });
    // 14 days: both session tokens; the remember tokens live on
    expect(await at(14 * DAY)).toEqual({ ...NOTHING, accountTokens: 2 });
    // 30 days: the delivered mail and the never-confirmed mailing-list sign-up
    expect(await at(PRUNE_AGES.sentMailMs)).toEqual({ ...NOTHING, outbox: 1, newsletter: 1 });
    expect((await store.db.selectFrom('newsletter_subscriptions').select('email').execute()).map((r) => r.email)).toEqual(['fan@example.com']);
    // 90 days: remember tokens, the known client, and mail that never found a transport (reset, 2 × mailing list)
    expect(await at(90 * DAY)).toEqual({ ...NOTHING, accountTokens: 2, knownClients: 1, outbox: 3 });
    for (const table of ['account_tokens', 'account_mail_tokens', 'outbox', 'login_failures', 'login_known_clients', 'captcha_uses', 'mail_caps', 'rate_limit_counters'] as const) {
      expect(await rows(table), table).toBe(0);
    }
    // the account and the confirmed subscriber stay
    expect(await rows('newsletter_subscriptions')).toBe(1);
  });
});

describe('pruneExpired and the payment webhooks', () => {
  it('should delete delivered webhooks and handled event ids after 7 days, keeping webhooks still owed', async () => {
    const start = store.clock.now;
    const event = (id: string, deliveredAt: number | null) => ({
      id, provider: 'sandbox', type: 'payment.approved', ref: `ref_${id}`, body: '{}', created_at: start, next_attempt_at: start, delivered_at: deliveredAt, last_status: deliveredAt === null ? 0 : 200,
    });
    await store.db.insertInto('webhook_outbox').values([event('evt_delivered', start), event('evt_owed', null)]).execute();
    await store.db.insertInto('webhook_events_seen').values({ id: 'evt_delivered', provider: 'sandbox', received_at: start }).execute();

    expect(await pruneExpired(store.db, start + PRUNE_AGES.webhookMs - 1)).toEqual(NOTHING);
    expect(await pruneExpired(store.db, start + PRUNE_AGES.webhookMs)).toEqual({ ...NOTHING, webhookOutbox: 1, webhookEventsSeen: 1 });
    expect((await store.db.selectFrom('webhook_outbox').select('id').execute()).map((r) => r.id)).toEqual(['evt_owed']);
    expect(await store.db.selectFrom('webhook_events_seen').select('id').execute()).toEqual([]);
    // a webhook never acknowledged is still owed, however old
    expect(await pruneExpired(store.db, start + 365 * DAY)).toMatchObject({ webhookOutbox: 0 });
  });
});

describe('pruneJob', () => {
  it('should prune on its timer and stop with the app', async () => {
    const start = store.clock.now;
    await traffic();
    const app = Fastify();
    await app.register(pruneJob, { db: store.db, accounts: { now: () => start + 2 * HOUR }, firstRunMs: 5, intervalMs: 5 });
    await app.ready();
    await expect.poll(() => rows('login_failures'), { timeout: 5000 }).toBe(0);
    await app.close();
    // closed: no further runs, even with rows that a run would delete
    await store.db.insertInto('captcha_uses').values({ signature: 'late', expires_at: start }).execute();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await rows('captcha_uses')).toBe(1);
  });
});
