import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attachBody, callerHeaders, caller as callerArb, encodeText, expectErrorShape, expectNo5xx, hostilePayload, hostileQuery, hostileSegment, hostileText,
  hostileValue, malformedAuth, placeholder, resolveInText, type HostileRequest,
} from '../../routes/__tests__/hostileKit.js';
import { P, REDIRECT_URL, STORE, openOrdersKit, type Buyer, type OrdersKit } from '../../routes/checkout/__tests__/ordersKit.js';
import { orderRowCounts, storeInvariantViolations } from '../../routes/checkout/__tests__/storeInvariants.js';

type Method = 'GET' | 'POST';

/** The origin `inject` requests come to (its default Host, `localhost:80`). */
const SERVER = 'http://localhost';

/** The origin a text names, as the URL parser normalises it (default ports dropped, lower case). */
function originOf(text: string | undefined): string | undefined {
  try {
    return text === undefined ? undefined : new URL(text).origin;
  } catch {
    return undefined;
  }
}

const FIELDS = ['card_number', 'client_secret', 'origin', 'payment_id', 'status'];
const cards = fc.oneof(
  { arbitrary: fc.constantFrom('4242 4242 4242 4242', '4242424242424242'), weight: 3 },
  fc.constantFrom(
    '4000000000000002', '4000002760003184', '4000000000009995', '4000 0000 0000 0069', '0000', ' ', '4242-4242-4242-4242', '٤٢٤٢٤٢٤٢٤٢٤٢٤٢٤٢',
    '4242424242424242424242424242424242424242', 'x'.repeat(41),
  ),
);
const secret = fc.oneof({ arbitrary: placeholder('secret'), weight: 4 }, fc.constantFrom('pi_x_secret_y', '', '%', 'x'.repeat(201)));
const hostile = hostileValue(FIELDS, fc.oneof(cards, secret));
const cardBody = fc.record({ card_number: cards });

/** Every route of the sandbox provider and the payment relay frame (payments/sandboxRoutes.ts). */
const ROUTES: ReadonlyArray<{ method: Method; path: string; valid: fc.Arbitrary<Record<string, unknown>>; ref: string; weight: number }> = [
  { method: 'GET', path: '/sandbox/hosted/:ref', valid: fc.constant({}), ref: 'hostedRef', weight: 1 },
  { method: 'POST', path: '/sandbox/hosted/:ref/pay', valid: cardBody, ref: 'hostedRef', weight: 3 },
  { method: 'POST', path: '/sandbox/hosted/:ref/cancel', valid: fc.constant({}), ref: 'hostedRef', weight: 1 },
  { method: 'GET', path: '/sandbox/paypal/:ref', valid: fc.constant({}), ref: 'paypalRef', weight: 1 },
  { method: 'POST', path: '/sandbox/paypal/:ref/approve', valid: fc.constant({}), ref: 'paypalRef', weight: 2 },
  { method: 'POST', path: '/sandbox/paypal/:ref/cancel', valid: fc.constant({}), ref: 'paypalRef', weight: 1 },
  { method: 'POST', path: '/sandbox/card/confirm', valid: fc.record({ client_secret: secret, card_number: cards }), ref: 'cardRef', weight: 3 },
  { method: 'GET', path: '/d2d/payment-frame.html', valid: fc.constant({}), ref: 'cardRef', weight: 2 },
];

// relay targets: the store, this server, look-alikes and things that are not origins
const relayOrigin = fc.oneof(
  { arbitrary: fc.constantFrom(STORE, SERVER, 'http://localhost:5173'), weight: 3 },
  fc.constantFrom(
    'https://evil.example', 'null', 'javascript:alert(1)', `${STORE}.evil.example`, `${STORE}@evil.example`, 'HTTPS://STORE.TEST', `${STORE}:443`,
    `${STORE}/`, ` ${STORE}`, `${STORE}/#!/x`, 'file:///etc/passwd', 'data:text/html,x', 'http://[::1', `${STORE}\u0000`, 'x'.repeat(400), "'none'; script-src *",
  ),
  hostileText.map((t) => t.slice(0, 400)),
);
const relayQuery = fc.oneof(
  { arbitrary: relayOrigin.map((o) => `origin=${encodeText(o)}`), weight: 3 },
  fc.tuple(relayOrigin, relayOrigin).map(([a, b]) => `origin=${encodeText(a)}&origin=${encodeText(b)}`),
  relayOrigin.map((o) => `origin[]=${encodeText(o)}`),
  hostileQuery(['origin'], relayOrigin),
);
const originHeader = fc.constantFrom(undefined, undefined, STORE, 'http://localhost:5173', 'https://evil.example', 'null', 'not a url', 'http://[::1');

const request = fc.oneof(...ROUTES.map((route) => ({ arbitrary: fc.constant(route), weight: route.weight }))).chain((route) =>
  fc.record({
    route: fc.constant(route),
    who: fc.nat({ max: 5 }),
    caller: callerArb,
    malformed: malformedAuth,
    payload: hostilePayload(route.valid, FIELDS, hostile),
    query: relayQuery,
    origin: originHeader,
    segment: fc.oneof(
      { arbitrary: hostileSegment(placeholder(route.ref)), weight: 4 },
      // a ref of the other kind: a hosted page must not act on a PayPal-type payment and back
      hostileSegment(placeholder(route.ref === 'hostedRef' ? 'paypalRef' : 'hostedRef')),
    ),
  }),
);

describe('hostile input to the sandbox provider and the payment relay', () => {
  let kit: OrdersKit;
  let buyers: Buyer[];

  /** Live refs and secrets of the sandbox ledger, open payments first. */
  async function pools(): Promise<Record<string, unknown[]>> {
    const rows = await kit.db
      .selectFrom('sandbox_payments as s')
      .innerJoin('payments as p', 'p.id', 's.payment_id')
      .select(['s.ref', 's.kind', 's.client_secret', 'p.status'])
      .orderBy('s.created_at', 'desc')
      .execute();
    const open = [...rows.filter((r) => r.status === 'pending'), ...rows.filter((r) => r.status !== 'pending')];
    return {
      hostedRef: open.filter((r) => r.kind === 'hosted').map((r) => r.ref),
      paypalRef: open.filter((r) => r.kind === 'paypal').map((r) => r.ref),
      cardRef: open.filter((r) => r.kind === 'card').map((r) => r.ref),
      secret: open.filter((r) => r.kind === 'card').map((r) => r.client_secret),
    };
  }

  /** Where each kind of sandbox payment is opened: the card modal, the PayPal-type button, the hosted frame. */
  const OPENERS = { cardRef: '/d2d/stripe/pay', paypalRef: '/d2d/paypal/pay', hostedRef: '/api/account/shopping_carts/checkout' } as const;
  // games to refill a cart with after a purchase (owned ones are refused, so there are spares)
  const GAMES = [P.plainA, P.plainB, P.plainC, P.plainD, P.oneKeyA, P.oneKeyB, P.onSale, P.bundle, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29];

  /**
   * Keeps one open checkout of the route's kind to pay, approve or cancel: each shopper has one
   * provider, since a new checkout of a cart replaces the open one. Declined cards block a
   * shopper for a while, so a reopened checkout starts unblocked.
   */
  let reopened = 0;
  async function ensureOpen(kind: string): Promise<void> {
    const url = OPENERS[kind as keyof typeof OPENERS];
    if (!url) return;
    const owners = buyers.filter((_, i) => Object.values(OPENERS)[i % 3] === url);
    const open = await kit.db.selectFrom('payments').select('id').where('status', '=', 'pending').where('account_id', 'in', owners.map((b) => b.id)).executeTakeFirst();
    if (open) return;
    reopened += 1;
    const who = owners[reopened % owners.length]!;
    await kit.db.deleteFrom('purchase_failures').where('account_id', '=', who.id).execute();
    // one game at a time: a game sold out (its keys all taken) or owned already is swapped for the next
    for (const product_id of GAMES) {
      const added = await kit.call(who, 'POST', '/api/account/shopping_carts', { product_id });
      if (added.statusCode !== 200) continue;
      if ((await kit.call(who, 'POST', url, { redirect_url: REDIRECT_URL })).statusCode === 200) return;
      for (const line of added.json<{ cart_details: Array<{ id: number }> }>().cart_details) {
        await kit.call(who, 'DELETE', `/api/account/shopping_carts/${line.id}`);
      }
    }
    throw new Error(`no game left to open a checkout with ${url}`);
  }

  beforeAll(async () => {
    kit = await openOrdersKit();
    buyers = [];
    for (let i = 0; i < 6; i++) buyers.push(await kit.buyer());
    for (const kind of Object.keys(OPENERS)) await ensureOpen(kind);
  });
  afterAll(async () => {
    await kit.close();
  });

  it('should never answer 5xx, refuse without writing, and never charge without an order', async () => {
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        await ensureOpen(r.route.ref);
        const live = await pools();
        const headers: Record<string, string> = callerHeaders(r.caller, buyers[r.who]?.token ?? null, r.malformed);
        if (r.origin !== undefined) headers.origin = r.origin;
        const path = r.route.path.replace(':ref', resolveInText(r.segment, live));
        const url = r.route.path === '/d2d/payment-frame.html' ? `${path}?${r.query}` : path;
        const options: HostileRequest = { method: r.route.method, url, headers };
        if (r.route.method === 'POST') attachBody(options, r.payload, live);
        const before = await orderRowCounts(kit.db);
        const res = await kit.app.inject(options);
        expectNo5xx(res, options);
        const label = `${r.route.method} ${url} ${JSON.stringify(headers).slice(0, 200)} ${String(options.payload).slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect([200, 400, 403, 404, 409], label).toContain(res.statusCode);
        if (res.statusCode >= 400) {
          expectErrorShape(res, label);
          expect(await orderRowCounts(kit.db), label).toEqual(before);
        } else if (r.route.method === 'GET') {
          expect(res.headers['content-type'], label).toContain('text/html');
          const csp = String(res.headers['content-security-policy']);
          expect(csp, label).toMatch(/frame-ancestors [^;]+$/);
          if (r.route.path === '/d2d/payment-frame.html') {
            // the relay posts only to the exact origin it was asked for, and only a store origin
            const target = csp.replace(/^.*frame-ancestors /, '');
            expect([STORE, SERVER, originOf(headers.origin)], label).toContain(target);
            expect(res.body, label).toContain(`"storeOrigin":${JSON.stringify(target)}`);
          }
        } else {
          expect(['success', 'failed', 'pending', 'cancelled', 'approved', 'succeeded', 'requires_action'], label).toContain(res.json().status);
        }
        expect(await storeInvariantViolations(kit.db)).toEqual({});
      }),
      { numRuns: 250 },
    );
  });

  it('should never relay to an origin other than the store, this server or the calling page', async () => {
    await fc.assert(
      fc.asyncProperty(relayOrigin, originHeader, async (origin, header) => {
        const res = await kit.app.inject({ method: 'GET', url: `/d2d/payment-frame.html?origin=${encodeText(origin)}`, headers: header ? { origin: header } : {} });
        expect(res.statusCode).toBeLessThan(500);
        if (res.statusCode === 200) expect([STORE, SERVER, originOf(header)]).toContain(originOf(origin));
      }),
      { numRuns: 150 },
    );
  });
});
