import {
  CLOUD_PLAY_LAUNCH_IDS,
  CLOUD_PLAY_TIMEOUT_MS,
  MESSAGES,
  STREAMING_CODE,
  cartSchema,
  checkoutResponseSchema,
  streamingInfoSchema,
  streamingLaunchSchema,
  type Cart,
} from '@d2d/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS, STORE, TRIAL_GAME, openStreamingKit, tokenOf, type StreamingKit } from './__tests__/streamingKit.js';

let kit: StreamingKit;
beforeEach(async () => {
  kit = await openStreamingKit();
});
afterEach(async () => {
  await kit.close();
});

async function ticketRows(accountId: number) {
  return kit.db.selectFrom('streaming_tickets').select(['id', 'bonus', 'seconds', 'seconds_used']).where('account_id', '=', accountId).orderBy('id').execute();
}

describe('GET /api/account/streaming', () => {
  it('should answer no tickets and no jobs for a shopper who never bought', async () => {
    const ana = await kit.buyer();
    expect(await kit.info(ana)).toEqual({ tickets: [], pending_jobs: [] });
  });

  it('should sum the live paid tickets and show the bonus ticket apart, paid first', async () => {
    const ana = await kit.buyer();
    await kit.grant(ana, 3, { expiresAt: kit.clock.now + 100 * DAY_MS });
    await kit.grant(ana, 2, { expiresAt: kit.clock.now + 200 * DAY_MS });
    await kit.grant(ana, 7, { expiresAt: kit.clock.now - HOUR_MS });
    await kit.grant(ana, 20, { bonus: true, expiresAt: kit.clock.now + 90 * DAY_MS });
    const info = await kit.info(ana);
    expect(info.tickets).toEqual([
      { time_left: { sign: '+', hours: 5, minutes: 0 }, ticket_expire_at: { expired: false, human: 'in 7 months', date: expect.stringMatching(/^\d\d\/\d\d\/\d{4}$/) }, expireDateDiff: 200, bonus: false },
      { time_left: { sign: '+', hours: 20, minutes: 0 }, ticket_expire_at: { expired: false, human: 'in 3 months', date: expect.any(String) }, expireDateDiff: 90, bonus: true },
    ]);
  });

  it('should show an expired ticket as expired with nothing left', async () => {
    const ana = await kit.buyer();
    await kit.grant(ana, 4, { expiresAt: kit.clock.now + 2 * DAY_MS });
    kit.clock.advance(3 * DAY_MS);
    const [ticket] = (await kit.info(ana)).tickets;
    expect(ticket).toEqual({
      time_left: { sign: '+', hours: 0, minutes: 0 },
      ticket_expire_at: { expired: true, human: 'yesterday', date: expect.any(String) },
      expireDateDiff: -1,
      bonus: false,
    });
  });

  it('should answer 401 to a visitor on every account call of the area', async () => {
    for (const [method, url] of [
      ['GET', '/api/account/streaming'],
      ['GET', '/api/account/streaming/play'],
      ['GET', '/api/account/streaming/bonus20hrs'],
      ['POST', '/api/account/streaming/switching_server'],
      ['GET', '/api/account/streaming/switching_server_status'],
      ['POST', '/d2d/streaming/instant_play'],
      ['POST', '/d2d/streaming/instant_play_ack'],
      ['GET', '/d2d/monterey/launch_info'],
    ] as const) {
      const res = await kit.call(null, method, url, method === 'POST' ? { game_id: TRIAL_GAME.gameId, offer_item_id: TRIAL_GAME.offerItemId, collection_id: 1 } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('GET /api/account/streaming/play', () => {
  it('should refuse with code 101 and the spec text when the account has no live ticket', async () => {
    const ana = await kit.buyer();
    expect(await kit.play(ana)).toEqual({ status: 1, code: STREAMING_CODE.noTicket, message: MESSAGES.noStreamingTicket, launch_url: null });
    await kit.grant(ana, 1, { expiresAt: kit.clock.now - SECOND_MS });
    expect((await kit.play(ana)).code).toBe(STREAMING_CODE.noTicket);
  });

  it('should launch each of the four choices, the Windows desktop by default', async () => {
    const ana = await kit.buyer();
    await kit.grant(ana, 2);
    const first = await kit.play(ana);
    expect(first).toMatchObject({ status: 1, code: null, launch_url: expect.stringMatching(/^https:\/\/store\.test\/sandbox\/streaming\/client\//) });
    let session = await kit.db.selectFrom('streaming_sessions').select(['game_id', 'status']).where('account_id', '=', ana.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(session).toEqual({ game_id: CLOUD_PLAY_LAUNCH_IDS.windows, status: 'launching' });
    for (const id of Object.values(CLOUD_PLAY_LAUNCH_IDS)) {
      const launch = await kit.play(ana, id);
      expect(launch.launch_url).toBeTruthy();
      session = await kit.db.selectFrom('streaming_sessions').select(['game_id', 'status']).where('account_id', '=', ana.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(session).toEqual({ game_id: id, status: 'launching' });
    }
    // one streaming client per account: each launch ended the one before
    const live = await kit.db.selectFrom('streaming_sessions').select('id').where('account_id', '=', ana.id).where('status', 'in', ['launching', 'running']).execute();
    expect(live).toHaveLength(1);
  });

  it('should launch a streamable game by its streaming_game_id and refuse an unknown game with 404', async () => {
    const ana = await kit.buyer();
    await kit.grant(ana, 1);
    expect((await kit.play(ana, TRIAL_GAME.gameId)).launch_url).toBeTruthy();
    expect((await kit.call(ana, 'GET', '/api/account/streaming/play?game_id=5009905')).statusCode).toBe(404);
    expect((await kit.call(ana, 'GET', '/api/account/streaming/play?game_id=abc')).statusCode).toBe(400);
  });
});

describe('a Cloud Play session', () => {
  it('should show the launch as a pending job until the client reports running', async () => {
    const ana = await kit.buyer();
    await kit.grant(ana, 2);
    const launch = await kit.play(ana);
    expect((await kit.info(ana)).pending_jobs).toEqual([{ status: 'launching' }]);
    const res = await kit.report(launch.launch_url!, 'running');
    expect(res.json()).toEqual({ success: true, status: 'running' });
    expect((await kit.info(ana)).pending_jobs).toEqual([]);
  });

  it('should spend hours by the server clock while it runs and charge them when it ends', async () => {
    const ana = await kit.buyer();
    await kit.grant(ana, 2);
    const launch = await kit.play(ana);
    kit.clock.advance(5 * SECOND_MS);
    await kit.report(launch.launch_url!, 'running');
    kit.clock.advance(45 * MINUTE_MS + 30 * SECOND_MS);
    expect((await kit.info(ana)).tickets[0]?.time_left).toEqual({ sign: '+', hours: 1, minutes: 14 });
    // nothing is charged while it runs; the clock is the source of truth
    expect((await ticketRows(ana.id))[0]?.seconds_used).toBe(0);
    kit.clock.advance(15 * MINUTE_MS);
    expect((await kit.report(launch.launch_url!, 'ended')).json()).toEqual({ success: true, status: 'ended' });
    expect((await ticketRows(ana.id))[0]?.seconds_used).toBe(60 * 60 + 30);
    kit.clock.advance(HOUR_MS);
    expect((await kit.info(ana)).tickets[0]?.time_left).toEqual({ sign: '+', hours: 0, minutes: 59 });
    // reports are idempotent; a session that ended cannot run again
    expect((await kit.report(launch.launch_url!, 'ended')).json()).toEqual({ success: true, status: 'ended' });
    expect((await kit.report(launch.launch_url!, 'running')).statusCode).toBe(409);
  });

  it('should spend the ticket that expires first', async () => {
    const ana = await kit.buyer();
    const later = await kit.grant(ana, 5, { expiresAt: kit.clock.now + 300 * DAY_MS });
    const sooner = await kit.grant(ana, 1, { bonus: true, expiresAt: kit.clock.now + 30 * DAY_MS });
    const launch = await kit.play(ana);
    await kit.report(launch.launch_url!, 'running');
    kit.clock.advance(90 * MINUTE_MS);
    const info = await kit.info(ana);
    expect(info.tickets.map((t) => [t.bonus, t.time_left])).toEqual([
      [false, { sign: '+', hours: 4, minutes: 30 }],
      [true, { sign: '+', hours: 0, minutes: 0 }],
    ]);
    await kit.report(launch.launch_url!, 'ended');
    const rows = await ticketRows(ana.id);
    expect(rows.find((r) => r.id === sooner)?.seconds_used).toBe(3600);
    expect(rows.find((r) => r.id === later)?.seconds_used).toBe(1800);
  });

  it('should end on its own when the hours run out, and then refuse with 101', async () => {
    const ana = await kit.buyer();
    await kit.grant(ana, 1);
    const launch = await kit.play(ana);
    await kit.report(launch.launch_url!, 'running');
    kit.clock.advance(3 * HOUR_MS);
    expect((await kit.info(ana)).tickets[0]?.time_left).toEqual({ sign: '+', hours: 0, minutes: 0 });
    const session = await kit.db.selectFrom('streaming_sessions').select(['status', 'seconds_charged']).where('account_id', '=', ana.id).executeTakeFirstOrThrow();
    expect(session).toEqual({ status: 'ended', seconds_charged: 3600 });
    expect((await ticketRows(ana.id))[0]?.seconds_used).toBe(3600);
    expect((await kit.play(ana)).code).toBe(STREAMING_CODE.noTicket);
    // the client's late report changes nothing
    expect((await kit.report(launch.launch_url!, 'ended')).json()).toEqual({ success: true, status: 'ended' });
  });

  it('should fail a launch the client never answered once the store has given up', async () => {
    const ana = await kit.buyer();
    await kit.grant(ana, 1);
    const launch = await kit.play(ana);
    kit.clock.advance(CLOUD_PLAY_TIMEOUT_MS);
    expect((await kit.info(ana)).pending_jobs).toEqual([{ status: 'launching' }]);
    kit.clock.advance(1);
    expect((await kit.info(ana)).pending_jobs).toEqual([]);
    expect((await kit.report(launch.launch_url!, 'running')).statusCode).toBe(409);
    expect((await kit.info(ana)).tickets[0]?.time_left).toEqual({ sign: '+', hours: 1, minutes: 0 });
  });

  it('should record a failure the client reports, without charging', async () => {
    const ana = await kit.buyer();
    await kit.grant(ana, 1);
    const launch = await kit.play(ana);
    expect((await kit.report(launch.launch_url!, 'failed')).json()).toEqual({ success: true, status: 'failed' });
    expect((await kit.info(ana)).pending_jobs).toEqual([]);
    expect((await ticketRows(ana.id))[0]?.seconds_used).toBe(0);
  });

  it('should charge the running session when a new launch replaces it', async () => {
    const ana = await kit.buyer();
    await kit.grant(ana, 2);
    const first = await kit.play(ana);
    await kit.report(first.launch_url!, 'running');
    kit.clock.advance(20 * MINUTE_MS);
    const second = await kit.play(ana, CLOUD_PLAY_LAUNCH_IDS.steam);
    expect((await ticketRows(ana.id))[0]?.seconds_used).toBe(20 * 60);
    expect((await kit.report(first.launch_url!, 'running')).statusCode).toBe(409);
    const budget = await kit.db.selectFrom('streaming_sessions').select('budget_seconds').where('token_hash', 'is not', null).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(budget.budget_seconds).toBe(100 * 60);
    expect(tokenOf(second.launch_url!)).not.toBe(tokenOf(first.launch_url!));
  });

  it('should start one live session of many launches at once', async () => {
    const ana = await kit.buyer();
    await kit.grant(ana, 1);
    const answers = await Promise.all(Array.from({ length: 12 }, () => kit.call(ana, 'GET', '/api/account/streaming/play')));
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      streamingLaunchSchema.parse(res.json());
    }
    const live = await kit.db.selectFrom('streaming_sessions').select('id').where('account_id', '=', ana.id).where('status', 'in', ['launching', 'running']).execute();
    expect(live).toHaveLength(1);
  });
});

describe('the streaming client report', () => {
  it('should answer 404 to an unknown token and 400 to a bad body', async () => {
    expect((await kit.call(null, 'POST', '/d2d/streaming/client_report', { token: 'x'.repeat(43), status: 'running' })).statusCode).toBe(404);
    expect((await kit.call(null, 'POST', '/d2d/streaming/client_report', { token: 'short', status: 'running' })).statusCode).toBe(404);
    expect((await kit.call(null, 'POST', '/d2d/streaming/client_report', { token: 'x'.repeat(43), status: 'paused' })).statusCode).toBe(400);
  });

  it('should serve the sandbox client page of a launch, and a 404 page for an unknown one', async () => {
    const ana = await kit.buyer();
    await kit.grant(ana, 1);
    const launch = await kit.play(ana, CLOUD_PLAY_LAUNCH_IDS.origin);
    const page = await kit.app.inject({ method: 'GET', url: new URL(launch.launch_url!).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'nonce-");
    expect(page.body).toContain('Cloud Play sandbox client');
    expect(page.body).toContain('Origin');
    const missing = await kit.app.inject({ method: 'GET', url: `/sandbox/streaming/client/${'y'.repeat(43)}` });
    expect(missing.statusCode).toBe(404);
  });
});

describe('hours from a purchase', () => {
  it('should show the hours a completed purchase granted (what the cart promised), and let them be streamed', async () => {
    const ana = await kit.buyer();
    let cart: Cart | undefined;
    for (const productId of [16, 17, 18]) {
      cart = await kit.ok(ana, 'POST', '/api/account/shopping_carts', cartSchema, { product_id: productId });
    }
    const hours = cart?.streaming?.estimated_hours ?? 0;
    expect(hours).toBeGreaterThan(0);
    const answer = await kit.ok(ana, 'POST', '/api/account/shopping_carts/checkout', checkoutResponseSchema, { redirect_url: `${STORE}/#!/cart` });
    const paid = await kit.app.inject({ method: 'POST', url: `${new URL(answer.call_url as string).pathname}/pay`, payload: { card_number: '4242 4242 4242 4242' } });
    expect(paid.json()).toMatchObject({ status: 'success' });
    const info = streamingInfoSchema.parse(await kit.info(ana));
    expect(info.tickets).toEqual([expect.objectContaining({ time_left: { sign: '+', hours, minutes: 0 }, bonus: false, ticket_expire_at: expect.objectContaining({ expired: false }) })]);
    expect((await kit.play(ana)).launch_url).toBeTruthy();
  });
});
