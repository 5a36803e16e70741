import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCookie, attachBody, callerHeaders, caller as callerArb, contractResponse, expectErrorShape, expectNo5xx, hostilePayload, hostileQuery,
  hostileSegment, hostileValue, malformedAuth, placeholder, resolveInText, type HostileRequest,
} from '../__tests__/hostileKit.js';
import { P, openOrdersKit, type Buyer, type OrdersKit } from '../checkout/__tests__/ordersKit.js';
import { orderRowCounts, storeInvariantViolations } from '../checkout/__tests__/storeInvariants.js';

/** A released SecuRom title of the seeded catalogue (the store's own DRM). */
const SECUROM = 30;

type Method = 'GET' | 'POST';

const QUERY_KEYS = ['purchase_type', 'page', 'per_page', 'sorting', 'direction', 'skuId'];
const FIELDS = ['account_inventory_id', 'game_item_id', 'trade_in_pid', ...QUERY_KEYS];
const item = fc.oneof({ arbitrary: placeholder('item'), weight: 5 }, placeholder('foreignItem'), fc.constantFrom(0, -1, 1.5, 2 ** 53, 2 ** 63));
const hostile = hostileValue(FIELDS, item);
// the numbers at the edges of what the query schemas accept, where offsets and limits overflow
const bigNumbers = fc.constantFrom('1', '2', '100', '65355', '65356', '9007199254740991', '9007199254740993', '1e3', '-1', '0');
const queryValue = fc.oneof(bigNumbers, fc.constantFrom('purchase', 'rental', 'title', 'date', 'asc', 'desc', 'price'), placeholder('sku'));

/** Every library and history call (routes/library). */
const ROUTES: ReadonlyArray<{ method: Method; path: string; valid: fc.Arbitrary<Record<string, unknown>> }> = [
  { method: 'GET', path: '/api/account/inventories', valid: fc.constant({}) },
  { method: 'POST', path: '/api/account/inventories/get_securom_key', valid: fc.record({ account_inventory_id: item }) },
  { method: 'GET', path: '/api/product/getpurchasedactivationkeys', valid: fc.constant({}) },
  { method: 'GET', path: '/api/account/payments', valid: fc.constant({}) },
  { method: 'GET', path: '/api/account/purchases', valid: fc.constant({}) },
  { method: 'POST', path: '/api/account/wallet/trade_in', valid: fc.record({ game_item_id: item }) },
  { method: 'POST', path: '/api/account/wallet/trade_in/:trade_in_pid', valid: fc.constant({}) },
];

const validQuery = fc
  .record(
    {
      purchase_type: fc.constantFrom('purchase', 'rental'),
      page: bigNumbers,
      per_page: bigNumbers,
      sorting: fc.constantFrom('title', 'date'),
      direction: fc.constantFrom('asc', 'desc'),
      skuId: placeholder('sku'),
    },
    { requiredKeys: [] },
  )
  .map((q) => Object.entries(q).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&'));

const request = fc.constantFrom(...ROUTES).chain((route) =>
  fc.record({
    route: fc.constant(route),
    who: fc.nat({ max: 2 }),
    caller: callerArb,
    malformed: malformedAuth,
    payload: hostilePayload(route.valid, FIELDS, hostile),
    query: fc.oneof({ arbitrary: validQuery, weight: 3 }, hostileQuery(QUERY_KEYS, queryValue)),
    segment: hostileSegment(fc.oneof(placeholder('item'), placeholder('foreignItem'))),
    region: fc.constantFrom(undefined, undefined, '301', '302', '284', 'x'),
  }),
);

describe('hostile input to the library and history calls', () => {
  let kit: OrdersKit;
  let buyers: Buyer[];

  async function buy(who: Buyer, products: number[], gift?: string): Promise<void> {
    await kit.add(who, ...products);
    const answer = await kit.checkout(who, gift ? { gift: { gift_first_name: 'Cy', gift_last_name: 'Ng', gift_email: gift, gift_mail_body: 'Happy birthday, have fun!' } } : {});
    expect((await kit.payHosted(answer.call_url as string)).json()).toMatchObject({ status: 'success' });
  }

  /** Live library items (the caller's and another account's) and the SKUs bought. */
  async function pools(who: Buyer | undefined): Promise<Record<string, unknown[]>> {
    const items = await kit.db.selectFrom('inventory_items').select(['id', 'account_id', 'sku_id']).orderBy('traded_in_at', 'desc').orderBy('id', 'desc').execute();
    return {
      item: items.filter((i) => i.account_id === who?.id).map((i) => i.id),
      foreignItem: items.filter((i) => i.account_id !== who?.id).map((i) => i.id),
      sku: [...new Set(items.map((i) => i.sku_id))],
    };
  }

  beforeAll(async () => {
    kit = await openOrdersKit();
    const [ana, bo, cy] = [await kit.buyer(), await kit.buyer(), await kit.buyer()];
    buyers = [ana, bo, cy];
    await buy(ana, [P.ads, SECUROM, P.bundle]);
    await buy(ana, [P.plainA]);
    await buy(bo, [P.ads, P.plainB]);
    // gifts: one to cy, one held for an address with no account yet
    await buy(ana, [P.plainC], cy.email);
    await buy(ana, [P.plainD], 'later@example.com');
  });
  afterAll(async () => {
    await kit.close();
  });

  it('should never answer 5xx, refuse without writing, and keep wallet and library consistent', async () => {
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const who = buyers[r.who];
        const live = await pools(who);
        const headers: Record<string, string> = callerHeaders(r.caller, who?.token ?? null, r.malformed);
        if (r.region !== undefined) addCookie(headers, 'region', r.region);
        const path = r.route.path.replace(/:\w+/, resolveInText(r.segment, live));
        const options: HostileRequest = { method: r.route.method, url: r.route.method === 'GET' ? `${path}?${resolveInText(r.query, live)}` : path, headers };
        if (r.route.method === 'POST') attachBody(options, r.payload, live);
        const before = await orderRowCounts(kit.db);
        const res = await kit.app.inject(options);
        expectNo5xx(res, options);
        const label = `${r.route.method} ${String(options.url)} ${String(options.payload).slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect([200, 400, 401, 403, 404, 422], label).toContain(res.statusCode);
        if (res.statusCode === 200) contractResponse(r.route.method, r.route.path)?.parse(res.json());
        else {
          expectErrorShape(res, label);
          expect(await orderRowCounts(kit.db), label).toEqual(before);
        }
        expect(await storeInvariantViolations(kit.db)).toEqual({});
      }),
      // a fixed seed: the check below needs runs that reach both trade-ins, which a random seed
      // missed about once in many runs (the other hostile tests keep random seeds)
      { numRuns: 250, seed: 20261124 },
    );
    // the runs reached the trade-in: both shoppers' ADS copies left their libraries (each credited
    // once, which the invariants check)
    const tradeIns = await kit.db.selectFrom('trade_ins').select('account_id').execute();
    expect(new Set(tradeIns.map((t) => t.account_id))).toEqual(new Set([buyers[0]!.id, buyers[1]!.id]));
  });

  it('should answer the largest page numbers the query schemas accept with an empty page, not a database error', async () => {
    const [ana] = buyers as [Buyer];
    for (const url of [
      '/api/account/inventories?page=9007199254740991&per_page=100',
      '/api/account/payments?page=9007199254740991&per_page=65355',
      '/api/account/purchases?page=9007199254740991',
    ]) {
      const res = await kit.call(ana, 'GET', url);
      expect(res.statusCode, `${url} → ${res.body}`).toBe(200);
      expect(res.json().items).toEqual([]);
    }
  });
});
