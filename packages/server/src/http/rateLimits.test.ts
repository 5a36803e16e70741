import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { confirmedAccount, login, startTestStore, type TestStore } from '../routes/account/__tests__/kit.js';
import { DEFAULT_RATE_LIMITS, RATE_LIMITED_ROUTES, TOO_MANY_REQUESTS, type RateLimitedCall, type RateLimits } from './rateLimits.js';

const ATTACKER = '203.0.113.50';

function expectTooMany(res: LightMyRequestResponse, label = ''): void {
  expect(res.statusCode, label).toBe(429);
  expect(res.json(), label).toEqual({ message: TOO_MANY_REQUESTS });
  expect(Number(res.headers['retry-after']), label).toBeGreaterThan(0);
  expect(Number(res.headers['retry-after']), label).toBeLessThanOrEqual(60);
}

/** Every limit lowered to `max` calls a minute. */
function every(max: number): RateLimits {
  const limits = {} as RateLimits;
  for (const call of Object.keys(DEFAULT_RATE_LIMITS) as RateLimitedCall[]) limits[call] = { max, windowMs: 60_000 };
  return limits;
}

describe('per-address rate limits', () => {
  let store: TestStore | undefined;
  afterEach(async () => {
    await store?.close();
    store = undefined;
  });

  it('should meet 40 rapid failed logins from one address with a 429 and Retry-After, at the default limits', async () => {
    store = await startTestStore();
    await confirmedAccount(store.app, 'ana@example.com');
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login(store!.app, 'ana@example.com', `guess${i}xyz`, ATTACKER)));
    const limited = answers.filter((res) => res.statusCode === 429);
    expect(limited).toHaveLength(40 - DEFAULT_RATE_LIMITS.login.max);
    for (const res of limited) expectTooMany(res);
    // the other answers are the login's own (wrong password, then the spec's failure throttle)
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(DEFAULT_RATE_LIMITS.login.max);
    // another address is not held back by the attacker's
    expect((await login(store.app, 'ana@example.com', 'secret12', '198.51.100.20')).statusCode).toBe(200);
  });

  it('should limit each listed call on its own counter', async () => {
    store = await startTestStore({ rateLimits: every(2) });
    const bodies: Record<string, object | undefined> = {
      'POST /api/account/login': { email: 'x@example.com', password: 'secret12' },
      'POST /api/account/sign_up': {},
      'GET /api/captcha/challenge': undefined,
      'POST /api/account/password': { account: { email: 'x@example.com' } },
      'PUT /api/account/password': { account: { reset_password_token: 'x', password: 'newpass12', password_confirmation: 'newpass12' } },
      'POST /d2d/account/confirmation': { account: { email: 'x@example.com' } },
      'POST /d2d/mailchimp/subscribe': { email: 'x@example.com', region_id: 1 },
      'POST /d2d/streaming/subscribe': { email: 'x@example.com' },
      'PATCH /api/account/update_email': { account: { email: 'y@example.com', current_password: 'secret12' } },
      'GET /api/account/auth/:provider/authorize': undefined,
      'POST /api/account/auth/google': { code: 'x', state: 'y' },
      'POST /api/account/auth/facebook': { code: 'x', state: 'y' },
    };
    expect(Object.keys(bodies).sort()).toEqual(Object.values(RATE_LIMITED_ROUTES).flat().sort());
    const call = (route: string) => {
      const [method, url] = route.split(' ') as [InjectOptions['method'], string];
      return store!.app.inject({ method, url, payload: bodies[route], remoteAddress: ATTACKER });
    };
    for (const [name, routes] of Object.entries(RATE_LIMITED_ROUTES)) {
      // the routes of one call (the two mailing lists) share its allowance
      for (let i = 0; i < 2; i += 1) {
        const route = routes[i % routes.length]!;
        expect((await call(route)).statusCode, `${name}: ${route} #${i + 1}`).not.toBe(429);
      }
      for (const route of routes) expectTooMany(await call(route), route);
    }
  });

  it('should count HEAD with the GET it runs', async () => {
    store = await startTestStore({ rateLimits: { captcha: { max: 1, windowMs: 60_000 } } });
    expect((await store.app.inject({ method: 'HEAD', url: '/api/captcha/challenge', remoteAddress: ATTACKER })).statusCode).toBe(200);
    expect((await store.app.inject({ method: 'GET', url: '/api/captcha/challenge', remoteAddress: ATTACKER })).statusCode).toBe(429);
  });

  it('should leave unlisted calls alone', async () => {
    store = await startTestStore({ rateLimits: every(1) });
    for (let i = 0; i < 5; i += 1) {
      expect((await store.app.inject({ method: 'GET', url: '/api/countries', remoteAddress: ATTACKER })).statusCode).toBe(200);
    }
  });

  it('should count the client behind a trusted proxy, and not let an untrusted X-Forwarded-For dodge the limit', async () => {
    store = await startTestStore({ rateLimits: { captcha: { max: 1, windowMs: 60_000 } } });
    const challenge = (forwardedFor: string) =>
      store!.app.inject({ method: 'GET', url: '/api/captcha/challenge', remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': forwardedFor } });
    expect((await challenge('192.0.2.1')).statusCode).toBe(200);
    // without TRUST_PROXY the header is the client's own say-so
    expectTooMany(await challenge('192.0.2.2'));
    await store.close();

    store = await startTestStore({ config: { trustProxy: 1 }, rateLimits: { captcha: { max: 1, windowMs: 60_000 } } });
    expect((await challenge('192.0.2.1')).statusCode).toBe(200);
    expect((await challenge('192.0.2.2')).statusCode).toBe(200);
    expectTooMany(await challenge('192.0.2.1'));
    // with one trusted hop, an address the client adds in front does not count
    expectTooMany(await challenge('198.51.100.9, 192.0.2.1'));
  });
});
