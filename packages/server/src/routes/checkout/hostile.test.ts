import fc from 'fast-check';
import { sql } from 'kysely';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCookie, attachBody, callerHeaders, caller as callerArb, contractResponse, expectErrorShape, expectNo5xx, hostilePayload, hostileQuery,
  hostileSegment, hostileText, hostileValue, malformedAuth, placeholder, resolveInText, resolvePlaceholders, type Caller, type HostilePayload,
  type HostileRequest,
} from '../__tests__/hostileKit.js';
import { P, REDIRECT_URL, STORE, openOrdersKit, type Buyer, type OrdersKit } from './__tests__/ordersKit.js';
import { orderRowCounts, storeInvariantViolations } from './__tests__/storeInvariants.js';

type Method = 'GET' | 'POST';

const FIELDS = [
  'redirect_url', 'locale', 'gift', 'gift_first_name', 'gift_last_name', 'gift_email', 'gift_mail_body', 'ris_session_id', 'payment_id',
  'payer_id', 'token', 'identifier', 'card_token', 'billing_details', 'name', 'email', 'address', 'line1', 'city', 'state', 'postal_code',
  'country', 'cart_id', 'error_code',
];
const redirect = fc.oneof(
  { arbitrary: fc.constantFrom(REDIRECT_URL, '/#!/cart', 'http://localhost:80/#!/cart'), weight: 4 },
  fc.constantFrom('https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', `${STORE}:99999/`, 'http://[::1', ''),
);
// placeholders name the caller's own payments and carts most of the time, another account's sometimes
const payment = fc.oneof({ arbitrary: placeholder('payment'), weight: 5 }, placeholder('foreignPayment'), fc.constantFrom('pay_000000000000000000000000', 'pay_'));
const cart = fc.oneof({ arbitrary: placeholder('cart'), weight: 5 }, placeholder('foreignCart'), fc.constantFrom(0, -1, 2 ** 53, 1.5));
const failCode = fc.oneof({ arbitrary: fc.constantFrom(3001, 4001, 4002, 5001), weight: 3 }, fc.constantFrom('4001', 'abc', 0, -1, 2 ** 31, 1.5, null));
const plausible = fc.oneof(payment, cart, redirect, failCode, fc.constantFrom('en-US', 'Ana', 'ana@example.com', 'US', 'CA', '94103', 'risk-1'));
const hostile = hostileValue(FIELDS, plausible);
const validGift = fc.constantFrom(
  { gift_first_name: 'Bo', gift_last_name: 'Lee', gift_email: 'bo@example.com', gift_mail_body: 'Enjoy the game, from Ana!' },
  { gift_first_name: 'Cy', gift_last_name: 'Ng', gift_email: 'buyer2@example.com', gift_mail_body: 'Happy birthday, have fun!' },
);
const checkoutBody = fc.record(
  { redirect_url: redirect, locale: fc.constantFrom('en-US', 'de-DE'), gift: fc.oneof(fc.constant(null), validGift), ris_session_id: fc.constant('risk-1') },
  { requiredKeys: ['redirect_url'] },
);
const billing = fc.constant({
  name: 'Ana Lee',
  email: 'ana@example.com',
  address: { line1: '1 Market St', city: 'San Francisco', state: 'CA', postal_code: '94103', country: 'US' },
});

/** Every checkout and completion call (routes/checkout) with the bodies a real store sends. */
const ROUTES: ReadonlyArray<{ method: Method; path: string; valid: fc.Arbitrary<Record<string, unknown>> }> = [
  { method: 'POST', path: '/api/account/shopping_carts/checkout', valid: checkoutBody },
  { method: 'POST', path: '/d2d/stripe/pay', valid: checkoutBody },
  { method: 'POST', path: '/d2d/xsolla/pay', valid: checkoutBody },
  { method: 'POST', path: '/d2d/paypal/pay', valid: checkoutBody },
  { method: 'POST', path: '/d2d/livegamer/pay', valid: checkoutBody },
  { method: 'POST', path: '/api/account/shopping_carts/abort_checkout/:id', valid: fc.constant({}) },
  { method: 'POST', path: '/d2d/stripe/purchase', valid: fc.record({ payment_id: payment }) },
  {
    method: 'POST',
    path: '/d2d/stripe/kt',
    valid: fc.record({ ris_session_id: fc.constant('risk-1'), payment_id: payment, identifier: fc.constant('id-1'), card_token: fc.constantFrom('tok_visa', 'tok_fraud'), billing_details: billing }),
  },
  { method: 'POST', path: '/d2d/paypal/purchase', valid: fc.record({ payment_id: payment, payer_id: placeholder('payer'), token: placeholder('paypalRef') }, { requiredKeys: ['payment_id'] }) },
  { method: 'POST', path: '/api/account/shopping_carts/purchase', valid: fc.record({ payment_id: payment, payer_id: placeholder('payer') }, { requiredKeys: ['payment_id'] }) },
  { method: 'POST', path: '/d2d/paypal/on_abort_checkout', valid: fc.record({ payment_id: payment }) },
  { method: 'POST', path: '/api/account/complete_purchased', valid: fc.record({ cart_id: cart, error_code: failCode }, { requiredKeys: ['cart_id'] }) },
  { method: 'POST', path: '/api/account/purchases', valid: fc.record({ cart_id: cart, payment_id: payment }, { requiredKeys: ['cart_id'] }) },
  { method: 'GET', path: '/api/account/complete_purchased', valid: fc.constant({}) },
  { method: 'GET', path: '/api/account/complete_purchased/:payment_id', valid: fc.constant({}) },
  { method: 'POST', path: '/api/account/purchases/fail', valid: fc.record({ cart_id: cart, payment_id: payment, error_code: failCode }, { requiredKeys: ['error_code'] }) },
];

type Route = (typeof ROUTES)[number];

const extraHeaders = fc.oneof(
  { arbitrary: fc.constant({}), weight: 3 },
  fc.record(
    {
      'idempotency-key': fc.oneof(fc.constantFrom('key-1', 'key-2', ' ', '\u00ff', 'x'.repeat(300)), placeholder('payment')),
      origin: fc.constantFrom(STORE, 'null', 'https://evil.example', 'not a url', 'http://[::1', 'file://'),
      'accept-language': fc.constantFrom('en-US', '*', 'x'.repeat(500), ';q=NaN'),
    },
    { requiredKeys: [] },
  ),
);

interface HostileStep {
  kind: 'hostile';
  route: Route;
  who: number;
  caller: Caller;
  malformed: Record<string, string>;
  payload: HostilePayload;
  query: string;
  segment: string;
  headers: Record<string, string>;
  region: string | undefined;
}
type Step =
  | HostileStep
  | { kind: 'refill'; who: number; products: number[]; coupon: string | null; redeem: boolean }
  | { kind: 'pay'; ref: string; card: string }
  | { kind: 'confirm'; secret: string; card: string }
  | { kind: 'approve'; ref: string }
  | { kind: 'buy'; who: number; card: string };

const hostileStep: fc.Arbitrary<HostileStep> = fc.constantFrom(...ROUTES).chain((route) =>
  fc.record({
    kind: fc.constant('hostile' as const),
    route: fc.constant(route),
    who: fc.oneof({ arbitrary: fc.nat({ max: 1 }), weight: 5 }, fc.constantFrom(2, 3)),
    caller: callerArb,
    malformed: malformedAuth,
    payload: hostilePayload(route.valid, FIELDS, hostile, 4),
    query: fc.oneof(cart.map((c) => `cart_id=${String(c)}`), hostileQuery(['cart_id', 'payment_id'], fc.oneof(placeholder('cart'), placeholder('payment')))),
    segment: route.path.endsWith(':id') ? hostileSegment(placeholder('cart')) : hostileSegment(placeholder('payment')),
    headers: extraHeaders,
    region: fc.constantFrom(undefined, undefined, '301', '302', '284', '999', 'x'),
  }),
);

const cards = fc.constantFrom('4242 4242 4242 4242', '4242424242424242', '4000000000000002', '4000002760003184', '4000000000009995', '1234', '');
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: hostileStep, weight: 7 },
  {
    arbitrary: fc.record({
      kind: fc.constant('refill' as const),
      who: fc.nat({ max: 1 }),
      products: fc.subarray([P.plainA, P.plainB, P.plainC, P.oneKeyA, P.oneKeyB, P.preorder, P.free, P.ads, P.bundle, P.restricted], { minLength: 1, maxLength: 3 }),
      coupon: fc.constantFrom(null, null, 'WELCOME10', 'SAVE5', 'ONETIME25', 'HALFPRICE'),
      redeem: fc.boolean(),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('pay' as const), ref: placeholder('hostedRef'), card: cards }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('confirm' as const), secret: placeholder('secret'), card: cards }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('approve' as const), ref: placeholder('paypalRef') }), weight: 2 },
  // a whole purchase now and then: the cart steps abort most open payments, and without this the
  // runs could end with no completion for the hostile calls to race against
  {
    arbitrary: fc.record({ kind: fc.constant('buy' as const), who: fc.nat({ max: 1 }), card: fc.constantFrom('4242424242424242', '4242424242424242', '4000000000000002') }),
    weight: 2,
  },
);

describe('hostile input to the checkout and completion calls', () => {
  let kit: OrdersKit;
  let buyers: Buyer[];

  /** Live values the placeholders name, seen from one shopper: theirs, and another account's. */
  async function pools(who: Buyer | undefined): Promise<Record<string, unknown[]>> {
    // open payments first: they are the ones a purchase, a pay or an abort can still move
    const open = sql<number>`CASE WHEN status IN ('pending', 'approved') THEN 0 ELSE 1 END`;
    const payments = await kit.db.selectFrom('payments').select(['id', 'cart_id', 'account_id']).orderBy(open).orderBy('created_at', 'desc').limit(40).execute();
    const sandbox = await kit.db
      .selectFrom('sandbox_payments as s')
      .innerJoin('payments as p', 'p.id', 's.payment_id')
      .select(['s.ref', 's.kind', 's.client_secret', 's.payer_id'])
      .orderBy(sql`CASE WHEN p.status IN ('pending', 'approved') THEN 0 ELSE 1 END`)
      .orderBy('s.created_at', 'desc')
      .limit(40)
      .execute();
    const carts = await kit.db.selectFrom('carts').select(['id', 'account_id']).orderBy('id', 'desc').limit(20).execute();
    const mine = (row: { account_id: number }) => row.account_id === who?.id;
    return {
      payment: payments.filter(mine).map((p) => p.id),
      foreignPayment: payments.filter((p) => !mine(p)).map((p) => p.id),
      cart: carts.filter(mine).map((c) => c.id),
      foreignCart: carts.filter((c) => !mine(c)).map((c) => c.id),
      hostedRef: sandbox.filter((s) => s.kind === 'hosted').map((s) => s.ref),
      paypalRef: sandbox.filter((s) => s.kind === 'paypal').map((s) => s.ref),
      payer: sandbox.map((s) => s.payer_id).filter((p) => p !== null),
      secret: sandbox.filter((s) => s.kind === 'card').map((s) => s.client_secret),
    };
  }

  async function send(options: InjectOptions): Promise<LightMyRequestResponse> {
    const res = await kit.app.inject(options);
    expectNo5xx(res, options);
    return res;
  }

  async function drive(s: Exclude<Step, HostileStep>): Promise<void> {
    const live = await pools(undefined);
    if (s.kind === 'refill') {
      const auth = { authorization: `Bearer ${buyers[s.who]!.token}` };
      for (const product_id of s.products) await send({ method: 'POST', url: '/api/account/shopping_carts', payload: { product_id }, headers: auth });
      if (s.coupon) await send({ method: 'POST', url: '/api/account/shopping_carts/coupon', payload: { coupon_code: s.coupon }, headers: auth });
      if (s.redeem) await send({ method: 'POST', url: '/api/account/shopping_carts/redeem', headers: auth });
    } else if (s.kind === 'pay') {
      await send({ method: 'POST', url: `/sandbox/hosted/${resolveInText(s.ref, live)}/pay`, payload: { card_number: s.card } });
    } else if (s.kind === 'buy') {
      const auth = { authorization: `Bearer ${buyers[s.who]!.token}` };
      const checkout = await send({ method: 'POST', url: '/api/account/shopping_carts/checkout', payload: { redirect_url: REDIRECT_URL }, headers: auth });
      const callUrl = checkout.statusCode === 200 ? checkout.json<{ call_url?: unknown }>().call_url : undefined;
      if (typeof callUrl === 'string') expectNo5xx(await kit.payHosted(callUrl, s.card), { method: 'POST', url: callUrl });
    } else if (s.kind === 'confirm') {
      await send({ method: 'POST', url: '/sandbox/card/confirm', payload: { client_secret: resolvePlaceholders(s.secret, live), card_number: s.card } });
    } else {
      await send({ method: 'POST', url: `/sandbox/paypal/${resolveInText(s.ref, live)}/approve` });
    }
  }

  /** One hostile request; `alone` when no other request runs meanwhile, so its writes can be counted. */
  async function attack(s: HostileStep, alone: boolean): Promise<void> {
    const who = buyers[s.who];
    const live = await pools(who);
    const headers: Record<string, string> = { ...s.headers, ...callerHeaders(s.caller, who?.token ?? null, s.malformed) };
    if (headers['idempotency-key']) headers['idempotency-key'] = String(resolvePlaceholders(headers['idempotency-key'], live));
    if (s.region !== undefined) addCookie(headers, 'region', s.region);
    const path = s.route.path.replace(/:\w+/, resolveInText(s.segment, live));
    const url = s.route.path === '/api/account/complete_purchased' && s.route.method === 'GET' ? `${path}?${resolveInText(s.query, live)}` : path;
    const options: HostileRequest = { method: s.route.method, url, headers };
    if (s.route.method === 'POST') attachBody(options, s.payload, live);
    const before = await orderRowCounts(kit.db);
    const res = await send(options);
    const label = `${s.route.method} ${url} ${String(options.payload).slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
    expect([200, 400, 401, 403, 404, 409, 422], label).toContain(res.statusCode);
    if (res.statusCode === 200) {
      contractResponse(s.route.method, s.route.path)?.parse(res.json());
      return;
    }
    expectErrorShape(res, label);
    // a refused request writes no order, payment, library item, key or wallet movement
    if (alone) expect(await orderRowCounts(kit.db), label).toEqual(before);
  }

  beforeAll(async () => {
    kit = await openOrdersKit();
    const ana = await kit.buyer();
    const bo = await kit.buyer();
    buyers = [ana, bo, await kit.buyer({ confirmed: false }), await kit.buyer({ address: null })];
    // a finished order and a trade-in, so receipts and wallet redeems have something real to act on
    await kit.add(ana, P.ads, P.plainD);
    const bought = await kit.checkout(ana);
    expect((await kit.payHosted(bought.call_url as string)).json()).toMatchObject({ status: 'success' });
    const item = await kit.db.selectFrom('inventory_items').select('id').where('account_id', '=', ana.id).where('product_id', '=', P.ads).executeTakeFirstOrThrow();
    expect((await kit.call(ana, 'POST', '/api/account/wallet/trade_in', { game_item_id: item.id })).statusCode).toBe(200);
    // open checkouts of every provider, for both shoppers
    for (const who of [ana, bo]) {
      await kit.add(who, P.plainA, P.plainB);
      for (const url of ['/d2d/stripe/pay', '/d2d/paypal/pay', '/d2d/xsolla/pay', '/api/account/shopping_carts/checkout']) {
        expect((await kit.call(who, 'POST', url, { redirect_url: REDIRECT_URL })).statusCode, url).toBe(200);
      }
    }
  });
  afterAll(async () => {
    await kit.close();
  });

  it('should never answer 5xx, refuse without writing, and leave no half-written order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 4 }), fc.boolean(), async (steps, together) => {
        // declined cards and reported failures block a shopper for a while; each run starts
        // unblocked so its steps reach the checkout and the completion, not only "blocked"
        await kit.db.deleteFrom('purchase_failures').execute();
        // sometimes all at once: a pay racing a purchase, an abort or a second checkout must
        // still leave whole orders only
        if (together) await Promise.all(steps.map((s) => (s.kind === 'hostile' ? attack(s, false) : drive(s))));
        else for (const s of steps) await (s.kind === 'hostile' ? attack(s, true) : drive(s));
        expect(await storeInvariantViolations(kit.db)).toEqual({});
      }),
      { numRuns: 200 },
    );
    // the runs reached the completion: more orders than the one made before them
    const orders = await kit.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(orders.n)).toBeGreaterThan(1);
  });

  it('should refuse a payment of another account without touching it', async () => {
    const [ana, bo] = buyers as [Buyer, Buyer];
    const theirs = await kit.db.selectFrom('payments').select(['id', 'status', 'cart_id']).where('account_id', '=', bo.id).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    for (const [url, body] of [
      ['/d2d/stripe/purchase', { payment_id: theirs.id }],
      ['/d2d/paypal/on_abort_checkout', { payment_id: theirs.id }],
      ['/api/account/shopping_carts/purchase', { payment_id: theirs.id }],
      ['/api/account/purchases/fail', { payment_id: theirs.id, error_code: 4001 }],
      ['/api/account/complete_purchased', { cart_id: theirs.cart_id, error_code: 4001 }],
      [`/api/account/shopping_carts/abort_checkout/${theirs.cart_id}`, {}],
    ] as const) {
      const res = await kit.call(ana, 'POST', url, body);
      expect([403, 404], `${url} ${res.body}`).toContain(res.statusCode);
    }
    const after = await kit.db.selectFrom('payments').select('status').where('id', '=', theirs.id).executeTakeFirstOrThrow();
    expect(after.status).toBe(theirs.status);
  });

  it('should answer hostile text in every string field of a real checkout with a 4xx or a checkout', async () => {
    const [ana] = buyers as [Buyer];
    // whatever the fuzz left in the cart, one more game so the checkout gets past "empty cart"
    await kit.call(ana, 'POST', '/api/account/shopping_carts', { product_id: P.plainC });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('redirect_url', 'locale', 'ris_session_id'), hostileText, async (field, text) => {
        const before = await orderRowCounts(kit.db);
        const res = await kit.call(ana, 'POST', '/api/account/shopping_carts/checkout', { redirect_url: REDIRECT_URL, [field]: text });
        expect(res.statusCode, `${field}=${JSON.stringify(text).slice(0, 80)} → ${res.body.slice(0, 200)}`).toBeLessThan(500);
        if (res.statusCode >= 400) expect(await orderRowCounts(kit.db)).toEqual(before);
      }),
      { numRuns: 60 },
    );
  });
});
