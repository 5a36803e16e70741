import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { solveCaptcha, startTestStore, type TestStore } from '../routes/account/__tests__/kit.js';

function secureOf(res: LightMyRequestResponse, name: string): boolean | undefined {
  const cookie = res.cookies.find((c) => c.name === name);
  if (!cookie) throw new Error(`no ${name} cookie in ${JSON.stringify(res.headers['set-cookie'])}`);
  return (cookie as { secure?: boolean }).secure === true;
}

/** The token, region and aff cookies the store sets, and whether each is Secure. */
async function cookieFlags(store: TestStore, headers: Record<string, string> = {}) {
  const payload = { account: { user_name: 'Ana', email: 'ana@example.com', password: 'secret12' }, 'g-recaptcha-response': await solveCaptcha(store.app) };
  const loggedIn = await store.app.inject({ method: 'POST', url: '/api/account/sign_up', payload, headers });
  const region = await store.app.inject({ method: 'POST', url: '/d2d/regions/switch', payload: { code: 'UK' }, headers });
  const aff = await store.app.inject({ method: 'GET', url: '/api/countries?aff=blog42', headers });
  return { token: secureOf(loggedIn, 'token'), region: secureOf(region, 'region'), aff: secureOf(aff, 'aff') };
}

describe('Secure cookies', () => {
  let store: TestStore | undefined;
  afterEach(async () => {
    await store?.close();
    store = undefined;
  });

  it('should mark the token, region and aff cookies Secure when PUBLIC_URL is https, even on a plain-http hop', async () => {
    store = await startTestStore({ config: { publicUrl: 'https://store.test' } });
    expect(await cookieFlags(store)).toEqual({ token: true, region: true, aff: true });
  });

  it('should leave them without Secure on a plain-http store', async () => {
    store = await startTestStore({ config: { publicUrl: 'http://localhost:8080' } });
    expect(await cookieFlags(store)).toEqual({ token: false, region: false, aff: false });
  });

  it("should read https from a trusted proxy's X-Forwarded-Proto, and only from a trusted one", async () => {
    store = await startTestStore({ config: { publicUrl: undefined, trustProxy: ['127.0.0.1'] } });
    expect(await cookieFlags(store, { 'x-forwarded-proto': 'https' })).toEqual({ token: true, region: true, aff: true });
    await store.close();
    store = await startTestStore({ config: { publicUrl: undefined } });
    expect(await cookieFlags(store, { 'x-forwarded-proto': 'https' })).toEqual({ token: false, region: false, aff: false });
  });
});
