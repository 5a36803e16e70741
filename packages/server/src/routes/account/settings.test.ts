import type { Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../config.js';
import { startSmtp } from '../../mail/__tests__/smtpServer.js';
import { signUp, solveCaptcha, startTestStore, type TestStore } from './__tests__/kit.js';

describe('mail and captcha settings', () => {
  let store: TestStore | undefined;
  let server: Server | undefined;
  afterEach(async () => {
    await store?.close();
    server?.close();
    store = undefined;
    server = undefined;
  });

  it('should read PUBLIC_URL, SMTP_URL, MAIL_FROM, CAPTCHA_HMAC_KEY and DEV_MAILBOX', () => {
    expect(readConfig({})).toMatchObject({ publicUrl: undefined, smtpUrl: undefined, devMailbox: undefined });
    const config = readConfig({ PUBLIC_URL: 'https://store.example.com', SMTP_URL: 'smtp://mail:25', MAIL_FROM: 'S <s@example.com>', CAPTCHA_HMAC_KEY: 'k', DEV_MAILBOX: '1' });
    expect(config).toMatchObject({ publicUrl: 'https://store.example.com', smtpUrl: 'smtp://mail:25', mailFrom: 'S <s@example.com>', captchaHmacKey: 'k', devMailbox: true });
    expect(readConfig({ DEV_MAILBOX: '0' }).devMailbox).toBe(false);
  });

  it('should refuse SMTP without PUBLIC_URL, and a PUBLIC_URL that is not an origin', () => {
    expect(() => readConfig({ SMTP_URL: 'smtp://mail:25' })).toThrow(/PUBLIC_URL must be set/);
    expect(() => readConfig({ PUBLIC_URL: 'store.example.com' })).toThrow(/PUBLIC_URL must be an origin/);
    expect(() => readConfig({ PUBLIC_URL: 'https://store.example.com/shop' })).toThrow(/PUBLIC_URL must be an origin/);
  });

  it('should send the sign-up mail through SMTP_URL and mark it sent', async () => {
    const smtp = await startSmtp();
    server = smtp.server;
    store = await startTestStore({ config: { smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`, mailFrom: 'D2D <no-reply@store.test>' } });
    expect((await signUp(store.app, { email: 'ana@example.com' })).statusCode).toBe(201);
    await expect.poll(() => smtp.received.length, { timeout: 5000 }).toBe(1);
    expect(smtp.received[0]?.data).toMatch(/^From: D2D <no-reply@store\.test>/m);
    expect(smtp.received[0]?.data).toContain('https://store.test/#!/confirmation/');
    await expect
      .poll(async () => (await store!.db.selectFrom('outbox').select('sent_at').executeTakeFirstOrThrow()).sent_at, { timeout: 5000 })
      .not.toBeNull();
  });

  it('should build links from the request origin when no PUBLIC_URL is set, and never from an odd Host', async () => {
    store = await startTestStore({ config: { publicUrl: undefined } });
    const send = async (host: string, email: string) =>
      store!.app.inject({
        method: 'POST',
        url: '/api/account/sign_up',
        headers: { host },
        payload: { account: { user_name: 'Ana', email, password: 'secret12' }, 'g-recaptcha-response': await solveCaptcha(store!.app) },
      });
    expect((await send('localhost:5173', 'ana@example.com')).statusCode).toBe(201);
    // a malformed Host is refused before any route runs (http/hostGuard.ts)
    expect((await send('evil.test/"><b', 'bob@example.com')).statusCode).toBe(400);
    const links = async (to: string) => (await store!.app.inject({ method: 'GET', url: '/dev/mail.json', query: { to } })).json().items[0].links[0];
    expect(await links('ana@example.com')).toMatch(/^http:\/\/localhost:5173\/#!\/confirmation\/[\w-]+$/);
    expect((await store!.app.inject({ method: 'GET', url: '/dev/mail.json', query: { to: 'bob@example.com' } })).json().items).toEqual([]);
  });

  it('should refuse to start sending mail without a public origin for its links', async () => {
    await expect(startTestStore({ config: { publicUrl: undefined, smtpUrl: 'smtp://127.0.0.1:9' } })).rejects.toThrow(/PUBLIC_URL/);
  });
});
