import { endpoints, type EndpointDefinition } from '@d2d/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStatusShape, jsonOrRaw, jsonRequest, nestedValue } from '../__tests__/hostileKit.js';
import { SUBSCRIBE_SKU, STORE, openPremiumKit, type Buyer, type Method, type PremiumKit } from './__tests__/premiumKit.js';

/** Every call of the premium area, with the contract entry its 200 answer must match. */
const ROUTES: ReadonlyArray<{ method: Method; path: string; endpoint: EndpointDefinition }> = [
  { method: 'GET', path: '/d2d/premium/campaign', endpoint: endpoints.premiumCampaign },
  { method: 'GET', path: '/d2d/premium/redeem_free_trial', endpoint: endpoints.premiumRedeemFreeTrial },
  { method: 'GET', path: '/d2d/premium/active_games', endpoint: endpoints.premiumActiveGames },
  { method: 'GET', path: '/d2d/premium/plan_price', endpoint: endpoints.premiumPlanPrice },
  { method: 'GET', path: '/api/account/premium', endpoint: endpoints.premiumStatus },
  { method: 'GET', path: '/api/account/premium/subscribed', endpoint: endpoints.premiumSubscribed },
  { method: 'POST', path: '/api/account/premium/stop_renewing', endpoint: endpoints.premiumStopRenewing },
  { method: 'POST', path: '/api/account/premium/cancel', endpoint: endpoints.premiumCancel },
  { method: 'POST', path: '/d2d/xsolla/subscribe_premium', endpoint: endpoints.premiumSubscribe },
  { method: 'GET', path: '/api/product/getsubscriptionactivationkeys', endpoint: endpoints.productSubscriptionActivationKeys },
  { method: 'POST', path: '/d2d/xsolla/rent', endpoint: endpoints.rentalRent },
];
const SANDBOX_PATHS = ['/sandbox/premium/:ref', '/sandbox/premium/:ref/pay', '/sandbox/premium/:ref/cancel'] as const;

const FIELDS = ['return_url', 'skuId', 'card_number', 'days', 'product_id', 'again', 'months', '__proto__', 'constructor'];
const plausibleText = fc.constantFrom(
  `${STORE}/#!/premium`, '/#!/premium', 'https://evil.example/', 'javascript:alert(1)', '//evil.example', '', ' ', 'x'.repeat(3000),
  '\u0000', "' OR 1=1 --", '4242 4242 4242 4242', '4000 0000 0000 0002', String(SUBSCRIBE_SKU), '120abc', '-1', '1e3',
);
const leaf = fc.oneof(plausibleText, fc.string({ maxLength: 30 }), fc.integer({ min: -5, max: 1_000_000 }), fc.double(), fc.boolean(), fc.constant(null));
const value = nestedValue(leaf, FIELDS, { maxLength: 4, maxKeys: 4 });
const body = fc.oneof(
  fc.record({ return_url: fc.oneof(plausibleText, value) }, { requiredKeys: [] }),
  fc.record({ card_number: fc.oneof(plausibleText, value) }, { requiredKeys: [] }),
  fc.record(
    { days: fc.oneof(fc.integer({ min: -1, max: 7 }), value), product_id: fc.oneof(fc.constantFrom(1, 2, 4, 8, 12, 14, 16, 999_999), value), again: fc.oneof(fc.boolean(), value) },
    { requiredKeys: [] },
  ),
  fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 4 }),
  value,
);
const query = fc.oneof(fc.constant(''), fc.constantFrom(`skuId=${SUBSCRIBE_SKU}`, 'skuId=10', 'skuId=0', 'skuId=-4', 'skuId=abc', 'skuId=1&skuId=2', 'skuId[]=120', 'skuId=99999999999999999999'));
const rawPayload = fc.constantFrom('{', '{"return_url":', '[1,2', 'null', '"x"', '{"__proto__":{"x":1}}', '\u0000');

describe('hostile input to the premium area', () => {
  let kit: PremiumKit;
  let member: Buyer;
  let shopper: Buyer;
  let openRef: string;
  beforeAll(async () => {
    kit = await openPremiumKit();
    member = await kit.buyer();
    await kit.subscribePaid(member);
    shopper = await kit.buyer();
    openRef = new URL(await kit.subscribe(shopper)).pathname.split('/').pop()!;
  });
  afterAll(async () => {
    await kit.close();
  });

  it('should never answer 5xx, and answer every status with the contract shape', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        query,
        jsonOrRaw(body, rawPayload),
        fc.constantFrom<'member' | 'shopper' | 'visitor'>('member', 'shopper', 'visitor'),
        fc.constantFrom(undefined, 301, 302, 284, 999),
        async (route, q, payload, who, region) => {
          const url = q === '' ? route.path : `${route.path}?${q}`;
          const withBody = route.method === 'POST';
          const token = who === 'member' ? member.token : who === 'shopper' ? shopper.token : null;
          const res = await kit.app.inject(
            jsonRequest(route.method, url, { token, cookie: region === undefined ? undefined : `region=${region}`, body: withBody ? payload : undefined }),
          );
          expect(res.statusCode, `${route.method} ${url} ${res.body.slice(0, 200)}`).toBeLessThan(500);
          expect([200, 400, 401, 403, 404, 409, 422]).toContain(res.statusCode);
          const json: unknown = res.json();
          if (res.statusCode === 200) route.endpoint.response.parse(json);
          else expectStatusShape(res.statusCode, json);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('should never answer 5xx from the sandbox pages, whatever the ref and body', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...SANDBOX_PATHS),
        fc.oneof(fc.constant(openRef), fc.constantFrom('hpp_0', '..', '%00', 'x'.repeat(500)), fc.string({ maxLength: 20 })),
        jsonOrRaw(body, rawPayload),
        async (path, ref, payload) => {
          const url = path.replace(':ref', encodeURIComponent(ref));
          const isPost = path !== '/sandbox/premium/:ref';
          const res = await kit.app.inject(jsonRequest(isPost ? 'POST' : 'GET', url, { body: isPost ? payload : undefined }));
          expect(res.statusCode, `${url} ${res.body.slice(0, 200)}`).toBeLessThan(500);
        },
      ),
      { numRuns: 200 },
    );
  });
});
