import { badRequestBodySchema } from '@d2d/contract';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueTokens } from '../../services/accounts/sessions.js';
import { contractResponse, expectStatusShape, nestedValue } from '../__tests__/hostileKit.js';
import { confirmedAccount, startTestStore, type TestStore } from './__tests__/kit.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Every call of the accounts area. */
const ROUTES: ReadonlyArray<readonly [Method, string]> = [
  ['POST', '/api/account/sign_up'],
  ['POST', '/api/account/login'],
  ['DELETE', '/api/account/logout'],
  ['GET', '/api/account/getcurrent'],
  ['GET', '/api/account/show'],
  ['PATCH', '/api/account/update'],
  ['POST', '/api/account/password'],
  ['PUT', '/api/account/password'],
  ['PATCH', '/api/account/update_password'],
  ['PATCH', '/api/account/update_email'],
  ['POST', '/api/account/gdpr'],
  ['GET', '/d2d/account/confirmation'],
  ['POST', '/d2d/account/confirmation'],
  ['GET', '/api/captcha/challenge'],
  ['GET', '/dev/mail'],
  ['GET', '/dev/mail.json'],
];

const FIELDS = [
  'account', 'email', 'password', 'password_confirmation', 'current_password', 'user_name', 'last_name', 'gdpr', 'subscribe',
  'allow_tracking', 'address', 'street_1', 'street_2', 'city', 'state', 'zipcode', 'country_code_id', 'remember_token',
  'reset_password_token', 'confirmation_token', 'email_confirmation', 'opt_in', 'source', 'g-recaptcha-response', 'to', 'limit',
  '__proto__', 'constructor',
];

const plausible = fc.constantFrom('ana@example.com', 'secret12', 'newpass12', 'a@mailinator.com', '', ' ', '0', 'true', 'x'.repeat(300), '\u0000', '<script>', "' OR 1=1 --");
const leaf = fc.oneof(plausible, fc.string({ maxLength: 40 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const value = nestedValue(leaf, FIELDS, { maxLength: 3, maxKeys: 5 });
// bodies close to real ones reach deeper than random keys: each known field, sometimes odd
const nearField = fc.oneof({ arbitrary: plausible, weight: 3 }, { arbitrary: value, weight: 1 });
const nearAccount = fc.record(
  {
    email: nearField,
    password: nearField,
    password_confirmation: nearField,
    current_password: nearField,
    user_name: nearField,
    remember_token: nearField,
    reset_password_token: nearField,
    opt_in: fc.oneof(fc.boolean(), value),
    address: fc.oneof(value, fc.record({ user_name: nearField, street_1: nearField, city: nearField, state: nearField, zipcode: nearField, country_code_id: fc.oneof(fc.integer({ min: -1, max: 300 }), value) }, { requiredKeys: [] })),
  },
  { requiredKeys: [] },
);
const body = fc.oneof(
  value,
  fc.record({ account: nearAccount, 'g-recaptcha-response': nearField }, { requiredKeys: [] }),
  nearAccount,
  fc.record({ account: fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 }) }),
  fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 }),
);
const rawPayload = fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom('{', '{"account":', '[1,2', 'null', '"x"', '{"__proto__":{"x":1}}', '\u0000'));
const query = fc.dictionary(fc.constantFrom(...FIELDS, 'confirmation_token'), fc.oneof(fc.string({ maxLength: 50 }), plausible), { maxKeys: 3 });

describe('hostile input to the account calls', () => {
  let store: TestStore;
  let accountId: number;

  beforeAll(async () => {
    // hundreds of calls from one address: the per-address rate limits have their own tests
    const many = { max: 100_000, windowMs: 60_000 };
    store = await startTestStore({
      rateLimits: { login: many, signUp: many, captcha: many, passwordResetRequest: many, passwordReset: many, confirmationResend: many, newsletter: many, emailChange: many },
    });
    accountId = (await confirmedAccount(store.app, 'ana@example.com')).id;
  });
  afterAll(async () => {
    await store.close();
  });

  it('should never answer 5xx, and answer every failure in the shape of its status', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        fc.oneof({ arbitrary: fc.record({ kind: fc.constant('json' as const), body }), weight: 5 }, { arbitrary: fc.record({ kind: fc.constant('raw' as const), raw: rawPayload }), weight: 1 }),
        query,
        fc.constantFrom('none', 'valid', 'garbage', 'cookie'),
        async ([method, url], payload, qs, auth) => {
          const headers: Record<string, string> = {};
          if (auth === 'valid' || auth === 'cookie') {
            const { token } = await issueTokens(store.db, accountId, store.clock.now);
            if (auth === 'valid') headers.authorization = `Bearer ${token}`;
            else headers.cookie = `token=${token}`;
          } else if (auth === 'garbage') headers.authorization = 'Bearer \u00ff%%';
          const options: InjectOptions = { method, url, query: qs, headers };
          if (method !== 'GET') {
            if (payload.kind === 'json') options.payload = JSON.stringify(payload.body ?? null);
            else options.payload = payload.raw;
            headers['content-type'] = 'application/json';
          }
          const res = await store.app.inject(options);
          expect(res.statusCode, `${method} ${url} ${res.body}`).toBeLessThan(500);
          expect([200, 201, 400, 401, 409, 422]).toContain(res.statusCode);
          if (res.statusCode >= 400) expectStatusShape(res.statusCode, res.json());
          else if (res.headers['content-type']?.toString().startsWith('application/json')) contractResponse(method, url)?.parse(res.json());
        },
      ),
      { numRuns: 800 },
    );
  });

  it("should list every account call in the contract's endpoint table", () => {
    const contractOnly = ROUTES.filter(([, url]) => !url.startsWith('/dev/') && url !== '/api/captcha/challenge');
    for (const [method, url] of contractOnly) expect(contractResponse(method, url), `${method} ${url}`).toBeDefined();
  });

  it('should answer malformed JSON and unsupported content types with a 400 model-state body', async () => {
    for (const [method, url] of ROUTES.filter(([m]) => m !== 'GET')) {
      const broken = await store.app.inject({ method, url, payload: '{"account":', headers: { 'content-type': 'application/json' } });
      expect(broken.statusCode, url).toBe(400);
      badRequestBodySchema.parse(broken.json());
      const form = await store.app.inject({ method, url, payload: 'email=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(form.statusCode, url).toBe(400);
      badRequestBodySchema.parse(form.json());
    }
  });
});
