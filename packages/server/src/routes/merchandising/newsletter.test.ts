import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mailingListResultSchema } from '@d2d/contract';
import { startSmtp } from '../../mail/__tests__/smtpServer.js';
import { MAIL_CAP } from '../../mail/mailCap.js';
import { hashToken } from '../../services/accounts/tokens.js';
import { NEWSLETTER_TOKEN_TTL_MS } from '../../services/merchandising/newsletter.js';
import { STORE, mailbox, startTestStore, type TestStore } from '../account/__tests__/kit.js';

let store: TestStore;
beforeEach(async () => {
  store = await startTestStore();
});
afterEach(async () => {
  await store.close();
});

let client = 0;
const subscribe = async (email: string, region_id = 302) => {
  const res = await store.app.inject({ method: 'POST', url: '/d2d/mailchimp/subscribe', payload: { email, region_id }, remoteAddress: `198.51.100.${(client++ % 250) + 1}` });
  expect(res.statusCode, res.body).toBe(200);
  return mailingListResultSchema.parse(res.json());
};
const confirmationMails = async (to: string) => (await mailbox(store.app, to)).filter((m) => m.subject === 'Confirm your subscription');
const confirmLink = async (to: string) => {
  const link = (await confirmationMails(to))[0]?.links[0];
  if (!link) throw new Error(`no confirmation link mailed to ${to}`);
  return link;
};
const follow = (link: string) => {
  const url = new URL(link);
  return store.app.inject({ method: 'GET', url: url.pathname + url.search });
};
const row = (email: string) => store.db.selectFrom('newsletter_subscriptions').selectAll().where('email', '=', email).executeTakeFirst();

describe('mailing list double opt-in', () => {
  it('should record a pending sign-up, mail a confirmation link, and confirm it once by the link', async () => {
    expect(await subscribe('Fan@Example.com')).toEqual({ success: true, coupon_code: 'WELCOME10UK' });
    expect(await row('fan@example.com')).toMatchObject({ region_id: 302, confirmed_at: null });
    const [mail] = await confirmationMails('fan@example.com');
    expect(mail?.text).toContain('WELCOME10UK');
    const link = await confirmLink('fan@example.com');
    expect(link).toMatch(new RegExp(`^${STORE.replace(/\./g, '\\.')}/d2d/mailchimp/confirm\\?token=[\\w-]{43}$`));

    const confirmed = await follow(link);
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe('/?newsletter=confirmed#!/');
    expect(await row('fan@example.com')).toMatchObject({ confirmed_at: store.clock.now, token_hash: null });
    expect((await follow(link)).headers.location).toBe('/?newsletter=invalid#!/');
    expect((await store.app.inject({ method: 'GET', url: '/d2d/mailchimp/confirm?token=%3Cx%3E' })).headers.location).toBe('/?newsletter=invalid#!/');
  });

  it('should store the confirmation token hashed', async () => {
    await subscribe('fan@example.com');
    const token = new URL(await confirmLink('fan@example.com')).searchParams.get('token')!;
    const stored = await row('fan@example.com');
    expect(stored?.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('should hand out the coupon code once per address, and mail a confirmed address no more', async () => {
    expect((await subscribe('fan@example.com', 1)).coupon_code).toBe('WELCOME10US');
    expect((await subscribe('FAN@example.com', 1)).coupon_code).toBeNull();
    // still pending: the repeated sign-up sends the link again
    expect(await confirmationMails('fan@example.com')).toHaveLength(2);
    await follow(await confirmLink('fan@example.com'));
    expect((await subscribe('fan@example.com', 284)).coupon_code).toBeNull();
    expect(await confirmationMails('fan@example.com')).toHaveLength(2);
    expect(await row('fan@example.com')).toMatchObject({ region_id: 284 });
  });

  it('should mail one pending address at most 5 times a day, whatever the number of sign-ups', async () => {
    for (let i = 0; i < MAIL_CAP.perWindow + 3; i += 1) await subscribe('target@example.com');
    expect(await confirmationMails('target@example.com')).toHaveLength(MAIL_CAP.perWindow);
    store.clock.advance(MAIL_CAP.windowMs);
    await subscribe('target@example.com');
    expect(await confirmationMails('target@example.com')).toHaveLength(MAIL_CAP.perWindow + 1);
  });

  it('should refuse a confirmation link after it expired', async () => {
    await subscribe('late@example.com');
    const link = await confirmLink('late@example.com');
    store.clock.advance(NEWSLETTER_TOKEN_TTL_MS);
    expect((await follow(link)).headers.location).toBe('/?newsletter=invalid#!/');
    expect((await row('late@example.com'))?.confirmed_at).toBeNull();
  });
});

describe('mailing list confirmation over SMTP', () => {
  it('should deliver the confirmation mail right away, not on the next retry round', async () => {
    const smtp = await startSmtp();
    const mailed = await startTestStore({ config: { smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true` } });
    try {
      const res = await mailed.app.inject({ method: 'POST', url: '/d2d/mailchimp/subscribe', payload: { email: 'fan@example.com', region_id: 1 } });
      expect(res.statusCode).toBe(200);
      await expect.poll(() => smtp.received.length, { timeout: 5000 }).toBe(1);
      expect(smtp.received[0]?.data).toContain('Subject: Confirm your subscription');
    } finally {
      await mailed.close();
      smtp.server.close();
    }
  });
});
