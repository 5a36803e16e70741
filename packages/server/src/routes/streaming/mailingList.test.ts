import { ackSchema, launchInfoSchema } from '@d2d/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MINUTE_MS, STORE, openStreamingKit, type StreamingKit } from './__tests__/streamingKit.js';

let kit: StreamingKit;
beforeEach(async () => {
  kit = await openStreamingKit({ rateLimits: { newsletter: { max: 1000, windowMs: MINUTE_MS } } });
});
afterEach(async () => {
  await kit.close();
});

const row = (email: string) => kit.db.selectFrom('streaming_mailing_list').selectAll().where('email', '=', email).executeTakeFirst();
const mails = (to: string) => kit.db.selectFrom('outbox').select(['subject', 'text']).where('to', '=', to).orderBy('id').execute();
function linkIn(text: string): string {
  const match = /https:\/\/store\.test(\/d2d\/streaming\/confirm\?token=[\w%-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no link in ${text}`);
  return match[1];
}

describe('the streaming mailing list', () => {
  it('should mail a confirmation link and confirm once through it', async () => {
    const res = await kit.ok(null, 'POST', '/d2d/streaming/subscribe', ackSchema, { email: ' Fan@Example.com ' });
    expect(res).toEqual({ success: true, message: 'Please check your e-mail to confirm your subscription.' });
    expect(await row('fan@example.com')).toMatchObject({ confirmed_at: null, unsubscribed_at: null });
    const [mail] = await mails('fan@example.com');
    expect(mail?.subject).toBe('Confirm your streaming news subscription');
    const link = linkIn(mail!.text);
    const confirmed = await kit.app.inject({ method: 'GET', url: link });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe('/?streaming_list=confirmed#!/streaming/subscribe');
    expect((await row('fan@example.com'))?.confirmed_at).toBe(kit.clock.now);
    const reused = await kit.app.inject({ method: 'GET', url: link });
    expect(reused.headers.location).toBe('/?streaming_list=invalid#!/streaming/subscribe');
    // a confirmed address is left as it is: no second mail
    expect(await kit.ok(null, 'POST', '/d2d/streaming/subscribe', ackSchema, { email: 'fan@example.com' })).toMatchObject({ message: 'You are already on the streaming mailing list.' });
    expect(await mails('fan@example.com')).toHaveLength(1);
  });

  it('should unsubscribe, answer the same for an unknown address, and ask for confirmation again on a new sign-up', async () => {
    await kit.ok(null, 'POST', '/d2d/streaming/subscribe', ackSchema, { email: 'fan@example.com' });
    await kit.app.inject({ method: 'GET', url: linkIn((await mails('fan@example.com'))[0]!.text) });
    const off = await kit.ok(null, 'POST', '/d2d/streaming/unsubscribe', ackSchema, { email: 'fan@example.com' });
    const unknown = await kit.ok(null, 'POST', '/d2d/streaming/unsubscribe', ackSchema, { email: 'nobody@example.com' });
    expect(unknown).toEqual(off);
    expect((await row('fan@example.com'))?.unsubscribed_at).toBe(kit.clock.now);
    expect(await row('nobody@example.com')).toBeUndefined();
    await kit.ok(null, 'POST', '/d2d/streaming/subscribe', ackSchema, { email: 'fan@example.com' });
    expect(await row('fan@example.com')).toMatchObject({ confirmed_at: null, unsubscribed_at: null });
    expect(await mails('fan@example.com')).toHaveLength(2);
  });

  it('should refuse an expired link and a bad address', async () => {
    await kit.ok(null, 'POST', '/d2d/streaming/subscribe', ackSchema, { email: 'late@example.com' });
    kit.clock.advance(3 * 24 * 60 * MINUTE_MS + 1);
    const res = await kit.app.inject({ method: 'GET', url: linkIn((await mails('late@example.com'))[0]!.text) });
    expect(res.headers.location).toBe('/?streaming_list=invalid#!/streaming/subscribe');
    const bad = await kit.call(null, 'POST', '/d2d/streaming/subscribe', { email: 'not-an-address' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ errors: { email: [expect.any(String)] } });
    expect((await kit.call(null, 'POST', '/d2d/streaming/unsubscribe', {})).statusCode).toBe(422);
  });
});

describe('GET /d2d/monterey/launch_info', () => {
  it('should answer the sandbox store client and its download page, both served', async () => {
    const ana = await kit.buyer();
    const info = await kit.ok(ana, 'GET', '/d2d/monterey/launch_info', launchInfoSchema);
    expect(info).toEqual({ launch_url: `${STORE}/sandbox/store-client`, download_url: `${STORE}/sandbox/store-client/download` });
    for (const url of [info.launch_url!, info.download_url!]) {
      const page = await kit.app.inject({ method: 'GET', url: new URL(url).pathname });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('store client');
    }
  });
});
