import { ackSchema, endpoints, type EndpointDefinition } from '@d2d/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStatusShape, jsonRequest, nestedValue } from '../__tests__/hostileKit.js';
import { MINUTE_MS, TRIAL_GAME, openStreamingKit, tokenOf, type Buyer, type Method, type StreamingKit } from './__tests__/streamingKit.js';

/** Every call of the streaming area, with the schema its 200 answer must match. */
const ROUTES: ReadonlyArray<{ method: Method; path: string; response: EndpointDefinition['response'] }> = [
  { method: 'GET', path: '/api/account/streaming', response: endpoints.streamingInfo.response },
  { method: 'GET', path: '/api/account/streaming/play', response: endpoints.streamingPlay.response },
  { method: 'POST', path: '/d2d/streaming/instant_play', response: endpoints.streamingInstantPlay.response },
  { method: 'POST', path: '/d2d/streaming/instant_play_ack', response: endpoints.streamingInstantPlayAck.response },
  { method: 'GET', path: '/d2d/streaming/campaign', response: endpoints.streamingCampaign.response },
  { method: 'GET', path: '/api/account/streaming/bonus20hrs', response: endpoints.streamingBonus20hrs.response },
  { method: 'POST', path: '/api/account/streaming/switching_server', response: endpoints.streamingSwitchServer.response },
  { method: 'GET', path: '/api/account/streaming/switching_server_status', response: endpoints.streamingSwitchServerStatus.response },
  { method: 'POST', path: '/d2d/streaming/subscribe', response: endpoints.streamingSubscribe.response },
  { method: 'POST', path: '/d2d/streaming/unsubscribe', response: endpoints.streamingUnsubscribe.response },
  { method: 'GET', path: '/d2d/streaming/active_instant_play_collection', response: endpoints.streamingInstantPlayCollection.response },
  { method: 'GET', path: '/d2d/monterey/launch_info', response: endpoints.accountLaunchInfo.response },
  { method: 'POST', path: '/d2d/streaming/client_report', response: ackSchema },
  { method: 'GET', path: '/d2d/streaming/confirm', response: ackSchema },
];

const FIELDS = ['game_id', 'offer_item_id', 'collection_id', 'email', 'server_id', 'token', 'status', '__proto__', 'constructor'];
const plausible = fc.constantFrom<unknown>(
  TRIAL_GAME.gameId, TRIAL_GAME.offerItemId, 1, 5, 5009901, 5009904, 0, -1, 2 ** 53, 1.5, '6000001', 'fan@example.com', 'a@b', '',
  'x'.repeat(3000), '\u0000', "' OR 1=1 --", 'running', 'ended', 'failed', 'paused', null, true, [], {},
);
const leaf = fc.oneof(plausible, fc.string({ maxLength: 30 }), fc.integer({ min: -5, max: 10_000_000 }), fc.double(), fc.boolean(), fc.constant(null));
const value = nestedValue(leaf, FIELDS, { maxLength: 3, maxKeys: 3 });
const body = fc.oneof(
  fc.record({ game_id: fc.oneof(plausible, value), offer_item_id: fc.oneof(plausible, value), collection_id: fc.oneof(plausible, value) }, { requiredKeys: [] }),
  fc.record({ email: fc.oneof(plausible, value) }, { requiredKeys: [] }),
  fc.record({ server_id: fc.oneof(plausible, value) }, { requiredKeys: [] }),
  fc.record({ token: fc.oneof(plausible, value), status: fc.oneof(plausible, value) }, { requiredKeys: [] }),
  fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 4 }),
  value,
);
const query = fc.oneof(
  fc.constant(''),
  fc.constantFrom('game_id=5009902', 'game_id=0', 'game_id=-3', 'game_id=abc', 'game_id=1&game_id=2', 'game_id[]=1', 'game_id=99999999999999999999', 'pagesize=0', 'pagesize=1001', 'pagesize=5', 'token=%00', 'token=' + 'a'.repeat(43)),
);
const rawPayload = fc.constantFrom('{', '{"game_id":', '[1,2', 'null', '"x"', '{"__proto__":{"x":1}}', '\u0000');

describe('hostile input to the streaming area', () => {
  let kit: StreamingKit;
  let streamer: Buyer;
  let shopper: Buyer;
  let token: string;
  beforeAll(async () => {
    kit = await openStreamingKit({ rateLimits: { newsletter: { max: 100_000, windowMs: MINUTE_MS } } });
    streamer = await kit.buyer();
    await kit.grant(streamer, 2);
    token = tokenOf((await kit.play(streamer)).launch_url!);
    shopper = await kit.buyer();
  });
  afterAll(async () => {
    await kit.close();
  });

  it('should never answer 5xx, and answer every status with the contract shape', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        query,
        fc.oneof({ arbitrary: body.map((b) => ({ json: b })), weight: 5 }, { arbitrary: rawPayload.map((raw) => ({ raw })), weight: 1 }, { arbitrary: fc.constant({ token: true as const }), weight: 1 }),
        fc.constantFrom<'streamer' | 'shopper' | 'visitor'>('streamer', 'shopper', 'visitor'),
        fc.integer({ min: 0, max: 3 * 24 * 60 * MINUTE_MS }),
        async (route, q, payload, who, later) => {
          kit.clock.advance(later % 2 === 0 ? 0 : later);
          const url = q === '' ? route.path : `${route.path}?${q}`;
          const withBody = route.method === 'POST';
          const auth = who === 'streamer' ? streamer.token : who === 'shopper' ? shopper.token : null;
          const json = 'token' in payload ? { token, status: 'running' } : 'json' in payload ? payload.json : undefined;
          const res = await kit.app.inject(
            jsonRequest(route.method, url, {
              token: auth ? (await kit.relogin(who === 'streamer' ? streamer : shopper)).token : null,
              body: withBody ? ('raw' in payload ? payload : { json }) : undefined,
            }),
          );
          expect(res.statusCode, `${route.method} ${url} ${res.body.slice(0, 200)}`).toBeLessThan(500);
          if (route.path === '/d2d/streaming/confirm') {
            expect(res.statusCode).toBe(303);
            return;
          }
          expect([200, 400, 401, 403, 404, 409, 422]).toContain(res.statusCode);
          const answer: unknown = res.json();
          if (res.statusCode === 200) route.response.parse(answer);
          else expectStatusShape(res.statusCode, answer);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('should never answer 5xx from the sandbox client pages, whatever the token', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.constant(token), fc.constantFrom('..', '%00', 'x'.repeat(500), '%2F%2E%2E'), fc.string({ maxLength: 60 })), async (t) => {
        const res = await kit.app.inject({ method: 'GET', url: `/sandbox/streaming/client/${encodeURIComponent(t)}` });
        expect(res.statusCode, `${t} ${res.body.slice(0, 200)}`).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });
});
