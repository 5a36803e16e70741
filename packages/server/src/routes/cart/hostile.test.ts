import { endpoints, type EndpointDefinition } from '@d2d/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStatusShape, jsonOrRaw, jsonRequest, nestedValue } from '../__tests__/hostileKit.js';
import { CARTS, openCartKit, type CartKit, type Method, type Shopper } from './__tests__/cartKit.js';

/** Every call of the cart area, with the contract entry its 200 answer must match. */
const ROUTES: ReadonlyArray<{ method: Method; path: string; endpoint: EndpointDefinition }> = [
  { method: 'GET', path: CARTS, endpoint: endpoints.cartGet },
  { method: 'POST', path: CARTS, endpoint: endpoints.cartAdd },
  { method: 'DELETE', path: `${CARTS}/:id`, endpoint: endpoints.cartRemoveLine },
  { method: 'PUT', path: `${CARTS}/:id`, endpoint: endpoints.cartUpdate },
  { method: 'POST', path: `${CARTS}/coupon`, endpoint: endpoints.cartApplyCoupon },
  { method: 'DELETE', path: `${CARTS}/coupon/:code`, endpoint: endpoints.cartRemoveCoupon },
  { method: 'POST', path: `${CARTS}/redeem`, endpoint: endpoints.cartRedeem },
  { method: 'POST', path: `${CARTS}/remove_redeem`, endpoint: endpoints.cartRemoveRedeem },
  { method: 'GET', path: '/api/account/wallet', endpoint: endpoints.accountWallet },
  { method: 'GET', path: '/api/account/vips', endpoint: endpoints.accountVips },
  { method: 'POST', path: '/api/account/loyalty_1st_welcome', endpoint: endpoints.accountLoyaltyWelcome },
  { method: 'GET', path: '/api/account/coupons', endpoint: endpoints.accountCoupons },
];

const FIELDS = [
  'product_id', 'allowNonRequiredBase', 'skuId', 'contentSkuIds', 'coupon_code', 'gift', 'gift_first_name', 'gift_last_name',
  'gift_email', 'gift_mail_body', 'id', 'code', '__proto__', 'constructor',
];
const plausibleId = fc.oneof(fc.constantFrom(1, 2, 4, 5, 7, 8, 11, 14, 16, 70, 71, 160, 999_999), fc.integer({ min: -5, max: 300 }));
const plausibleText = fc.constantFrom('WELCOME10', 'welcome10', 'HALFPRICE', 'EXPIRED15', 'SAVE5', '', ' ', 'x'.repeat(70), '\u0000', "' OR 1=1 --", 'bo@example.com', 'Enjoy!');
const leaf = fc.oneof(plausibleId, plausibleText, fc.string({ maxLength: 30 }), fc.double(), fc.boolean(), fc.constant(null));
const value = nestedValue(leaf, FIELDS, { maxLength: 4, maxKeys: 4 });
const near = <T>(arb: fc.Arbitrary<T>) => fc.oneof({ arbitrary: arb, weight: 3 }, { arbitrary: value, weight: 1 });
const gift = fc.record(
  { gift_first_name: near(plausibleText), gift_last_name: near(plausibleText), gift_email: near(plausibleText), gift_mail_body: near(plausibleText) },
  { requiredKeys: [] },
);
// real-looking requests reach the deep paths (limit, coupons, gift) that random keys never do
const realistic = fc.oneof(
  fc.record({ product_id: fc.constantFrom(1, 2, 3, 4, 5, 8, 11, 12, 13, 16, 17, 18, 19) }),
  fc.record({ skuId: fc.constant(70), contentSkuIds: fc.shuffledSubarray([10, 40, 110, 120, 160, 170, 180, 190], { minLength: 2, maxLength: 4 }) }),
  fc.record({ coupon_code: fc.constantFrom('WELCOME10', 'HALFPRICE', 'ONETIME25', 'SAVE5', 'EXPIRED15', 'WELCOME10UK', 'NOPE') }),
  fc.record({ product_id: fc.constantFrom(16, 17), coupon_code: fc.constantFrom('WELCOME10', 'SAVE5', 'NOPE') }),
  fc.record({ gift: fc.oneof(fc.constant(null), fc.constant({ gift_first_name: 'Bo', gift_last_name: 'Lee', gift_email: 'bo@example.com', gift_mail_body: 'Enjoy!' })) }),
);
const body = fc.oneof(
  { arbitrary: realistic, weight: 3 },
  fc.record(
    {
      product_id: near(plausibleId),
      allowNonRequiredBase: near(fc.boolean()),
      skuId: near(plausibleId),
      contentSkuIds: near(fc.array(plausibleId, { maxLength: 5 })),
      coupon_code: near(plausibleText),
    },
    { requiredKeys: [] },
  ),
  fc.record({ gift: fc.oneof(fc.constant(null), gift, value) }, { requiredKeys: [] }),
  fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 5 }),
  value,
);
const segment = fc.oneof({ arbitrary: fc.constantFrom('1', '2', '3', '4', '5', 'WELCOME10', 'welcome10', 'SAVE5'), weight: 3 }, plausibleId.map(String), plausibleText, fc.string({ maxLength: 20 }));
const rawPayload = fc.constantFrom('{', '{"product_id":', '[1,2', 'null', '"x"', '{"__proto__":{"x":1}}', '\u0000');

describe('hostile input to the cart area', () => {
  let kit: CartKit;
  let ana: Shopper;
  beforeAll(async () => {
    kit = await openCartKit();
    ana = await kit.shopper('ana@example.com');
    await kit.setWallet(ana, 2500);
  });
  afterAll(async () => {
    await kit.close();
  });

  it('should never answer 5xx, and answer every status with the contract shape', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        segment,
        jsonOrRaw(body, rawPayload),
        fc.oneof({ arbitrary: fc.constant(true), weight: 3 }, fc.constant(false)),
        fc.constantFrom(undefined, 301, 302, 284, 1, 2, 286, 999),
        async (route, seg, payload, loggedIn, region) => {
          const url = route.path.replace(/:(id|code)/, encodeURIComponent(seg));
          const withBody = route.method === 'POST' || route.method === 'PUT';
          const res = await kit.app.inject(
            jsonRequest(route.method, url, {
              token: loggedIn ? ana.token : null,
              cookie: region === undefined ? undefined : `region=${region}`,
              body: withBody ? payload : undefined,
            }),
          );
          expect(res.statusCode, `${route.method} ${url} ${res.body.slice(0, 200)}`).toBeLessThan(500);
          expect([200, 400, 401, 404, 409, 422]).toContain(res.statusCode);
          const json: unknown = res.json();
          if (res.statusCode === 200) route.endpoint.response.parse(json);
          else expectStatusShape(res.statusCode, json);
        },
      ),
      { numRuns: 500 },
    );
    // whatever happened, the cart still holds at most 5 lines and the wallet is untouched
    expect((await kit.cart(ana, 'GET', CARTS)).cart_details.length).toBeLessThanOrEqual(5);
    expect((await kit.call(ana, 'GET', '/api/account/wallet')).json().balance).toBe(25);
  });
});
