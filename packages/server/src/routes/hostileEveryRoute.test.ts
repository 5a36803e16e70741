import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueTokens } from '../services/accounts/sessions.js';
import {
  MALFORMED_HOSTS, attachBody, callerHeaders, caller as callerArb, contentType, expectErrorShape, expectNo5xx, hostileQuery, hostileSegment,
  hostileValue, malformedAuth, mutated, rawBody, type HostileRequest,
} from './__tests__/hostileKit.js';
import { P, REDIRECT_URL, STORE, openOrdersKit, type Buyer, type OrdersKit } from './checkout/__tests__/ordersKit.js';
import { orderRowCounts, storeInvariantViolations } from './checkout/__tests__/storeInvariants.js';
import { reportFigure } from '../../../../tests/reliability/reportFigure.js';

/** A route as the app registered it. */
interface Registered {
  method: string;
  url: string;
}

/** Field names any area reads, so random bodies and queries hit real code paths. */
const FIELDS = [
  'id', 'product_id', 'skuId', 'skuIds', 'contentSkuIds', 'cart_id', 'payment_id', 'coupon_code', 'code', 'gift', 'email', 'password',
  'password_confirmation', 'current_password', 'user_name', 'account', 'remember_token', 'reset_password_token', 'confirmation_token',
  'redirect_url', 'return_url', 'error_code', 'game_item_id', 'account_inventory_id', 'card_number', 'client_secret', 'origin', 'days',
  'pagesize', 'pageindex', 'page', 'per_page', 'sorting', 'direction', 'region', 'region_id', 'aff', 'to', 'limit', 'shelves', 'query',
  'keywords', 'platform', 'genre', 'type', 'name', 'subscribe', 'gdpr', 'opt_in', 'locale', 'provider', 'token', 'payer_id',
];
const plausible = fc.constantFrom<unknown>(1, 2, 4, 16, 70, 160, 999_999, 'WELCOME10', REDIRECT_URL, 'ana@example.com', 'secret12', '4242424242424242', STORE, true);
const hostile = hostileValue(FIELDS, plausible);
const valid = fc.dictionary(fc.constantFrom(...FIELDS), plausible, { maxKeys: 4 });
const payload = fc.oneof(
  { arbitrary: fc.record({ json: fc.oneof(valid, mutated(valid, FIELDS, hostile)), type: fc.constant('application/json') }), weight: 3 },
  { arbitrary: fc.record({ json: hostile, type: contentType }), weight: 2 },
  fc.record({ raw: rawBody, type: contentType }),
);
const methods = fc.oneof({ arbitrary: fc.constant(null), weight: 6 }, fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'));
const extraHeaders = fc.oneof(
  { arbitrary: fc.constant({}), weight: 3 },
  fc.record(
    {
      origin: fc.constantFrom(STORE, 'null', 'https://evil.example', 'not a url'),
      'sec-fetch-site': fc.constantFrom('same-origin', 'cross-site', 'none', '?'),
      'accept-language': fc.constantFrom('en-US', '*', ';q=NaN', 'x'.repeat(500)),
      'if-none-match': fc.constantFrom('*', '"x"', 'W/'),
      'x-forwarded-for': fc.constantFrom('1.2.3.4', 'garbage', '::1, 10.0.0.1'),
      'x-forwarded-proto': fc.constantFrom('https', 'gopher'),
      'x-forwarded-host': fc.constantFrom('evil.example', 'a b'),
      'idempotency-key': fc.constantFrom('k', '\u00ff', ''),
    },
    { requiredKeys: [] },
  ),
);

/** Fills a route's `:params` and `*` with hostile segments. */
function fill(url: string, segments: readonly string[]): string {
  let i = 0;
  return url.replace(/:\w+|\*/g, () => segments[i++ % segments.length] ?? '1');
}

describe('hostile input to every route of the app', () => {
  let kit: OrdersKit;
  let routes: Registered[];
  let ana: Buyer;

  beforeAll(async () => {
    // every route the app registers, as it registers it: an onRoute hook added the moment the
    // Fastify instance exists, before any plugin runs
    const seen: Registered[] = [];
    const onInit = (message: unknown) => {
      (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', (route: RouteOptions) => {
        for (const method of ([] as string[]).concat(route.method)) seen.push({ method, url: route.url });
      });
    };
    subscribe('fastify.initialization', onInit);
    try {
      kit = await openOrdersKit();
    } finally {
      unsubscribe('fastify.initialization', onInit);
    }
    routes = seen;
    ana = await kit.buyer();
    await kit.add(ana, P.plainA, P.ads);
    await kit.checkout(ana);
  });
  afterAll(async () => {
    await kit.close();
  });

  it('should have found every area of the app', () => {
    const urls = new Set(routes.map((r) => r.url));
    for (const url of [
      '/api/account/login', '/api/account/shopping_carts', '/api/account/shopping_carts/checkout', '/api/account/complete_purchased', '/api/account/inventories',
      '/d2d/premium/campaign', '/api/productquery/findpage', '/embed/channel.html', '/sandbox/card/confirm', '/d2d/payment-frame.html', '/dev/mail',
    ]) {
      expect(urls, url).toContain(url);
    }
    expect(routes.length).toBeGreaterThan(100);
  });

  it('should never answer 5xx nor half-write, as a visitor or logged in, whatever the request', async () => {
    const prototypeKeys = Object.getOwnPropertyNames(Object.prototype);
    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        methods,
        fc.array(hostileSegment(fc.constantFrom('1', '2', '16', '160', 'WELCOME10', 'hpp_x', 'pay_x')), { minLength: 3, maxLength: 3 }),
        hostileQuery(FIELDS, plausible.map(String)),
        payload,
        callerArb,
        malformedAuth,
        extraHeaders,
        async (pick, otherMethod, segments, query, body, who, malformed, extra) => {
          const route = routes[pick % routes.length]!;
          // a logout, a password change or an account deletion may have ended the last session
          const { token } = await issueTokens(kit.db, ana.id, Date.now());
          const method = (otherMethod ?? route.method) as InjectOptions['method'];
          const headers: Record<string, string> = { ...extra, ...callerHeaders(who, token, malformed) };
          const options: HostileRequest = { method, url: `${fill(route.url, segments)}?${query}`, headers };
          if (method !== 'GET' && method !== 'HEAD') attachBody(options, body);
          const before = await orderRowCounts(kit.db);
          const res = await kit.app.inject(options);
          expectNo5xx(res, options);
          const label = `${String(method)} ${route.url} as ${route.method} → ${res.statusCode} ${res.body.slice(0, 200)}`;
          expectErrorShape(res, label);
          if (res.statusCode >= 400) expect(await orderRowCounts(kit.db), label).toEqual(before);
          expect(await storeInvariantViolations(kit.db)).toEqual({});
        },
      ),
      { numRuns: 700 },
    );
    // `__proto__` and `constructor.prototype` keys in bodies and queries polluted nothing
    expect(Object.getOwnPropertyNames(Object.prototype)).toEqual(prototypeKeys);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    reportFigure(`700 hostile requests over ${routes.length} routes, 0 5xx`);
  });

  it('should answer a broken percent escape or an over-long path parameter with a 400 model-state body', async () => {
    for (const [method, url] of [
      ['POST', '/api/account/shopping_carts/abort_checkout/%zz'],
      ['GET', `/api/product/get/${'9'.repeat(200)}`],
      ['POST', '/sandbox/hosted/%E0%A4%A/pay'],
    ] as const) {
      const res = await kit.app.inject({ method, url, headers: { authorization: `Bearer ${ana.token}` }, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(res.statusCode, `${url} → ${res.body}`).toBe(400);
      expect(res.json(), url).toMatchObject({ message: 'The request is invalid.', modelState: { request: [expect.any(String)] } });
    }
  });

  it('should refuse a malformed Host with a 4xx on every route, before anything is written', async () => {
    const before = await orderRowCounts(kit.db);
    for (const route of routes) {
      for (const host of MALFORMED_HOSTS) {
        const options: InjectOptions = {
          method: route.method as InjectOptions['method'],
          url: fill(route.url, ['1']),
          headers: { host, authorization: `Bearer ${ana.token}`, 'content-type': 'application/json' },
          ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { payload: JSON.stringify({ redirect_url: REDIRECT_URL, product_id: P.plainB }) }),
        };
        const res = await kit.app.inject(options);
        expectNo5xx(res, options);
        expect(res.statusCode, `${route.method} ${route.url} Host: ${host}`).toBeGreaterThanOrEqual(400);
      }
    }
    expect(await orderRowCounts(kit.db)).toEqual(before);
  });
});
