/**
 * Core's streaming resource against the real reference server (spec §3 Streaming info, §4
 * Streaming and Campaigns, §7 Streaming): the hours a purchase grants, the bonus-hours campaign,
 * the Instant Play spotlight, the server switch with its 1.8 s ticks, the mailing list with its
 * confirmation link, and the store client's launch info. Every answer is checked against the
 * contract's schemas by the store.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  SERVER_SWITCH_MAX_TICKS,
  SERVER_SWITCH_TICK_MS,
  STREAMING_LIST_LANDING,
  endpoints,
  pagePath,
  type StreamingInfo,
} from '@d2d/contract';
import { ApiError } from '@d2d/core';
import { STREAMABLE_GAME, startStreamingServer, type Shopper, type StreamingServer } from './support/streamingServer.js';

let server: StreamingServer;
let buyer: Shopper;

beforeAll(async () => {
  server = await startStreamingServer();
  buyer = await server.newShopper('streamer');
}, 120_000);

afterAll(async () => {
  await server?.close();
});

function paid(info: StreamingInfo) {
  return info.tickets.find((t) => !t.bonus);
}

describe('Cloud Play hours', () => {
  it('should have no tickets before a purchase and one paid hour per $10 of the order after it', async () => {
    const store = server.store(buyer);
    expect(await store.streaming.load()).toEqual({ tickets: [], pending_jobs: [] });
    // Stellar Odyssey on sale and Hollow Tides: well over $10
    const hours = await server.buy(buyer, [STREAMABLE_GAME.productId, 10]);
    expect(hours).toBeGreaterThanOrEqual(3);
    const after = server.store(buyer);
    const ticket = paid(await after.streaming.load());
    expect(ticket).toMatchObject({ time_left: { sign: '+', hours, minutes: 0 }, ticket_expire_at: { expired: false }, bonus: false });
    expect(ticket?.expireDateDiff).toBeGreaterThanOrEqual(364);
    expect(ticket?.ticket_expire_at.date).toMatch(/^\d\d\/\d\d\/\d{4}$/);
  });
});

describe('the bonus-hours campaign', () => {
  it('should run now and add its 20 bonus hours once, flagging the account', async () => {
    const shopper = await server.newShopper('bonus');
    const store = server.store(shopper);
    await store.session.restore();
    const campaign = await store.api.streaming.campaign();
    expect(campaign?.bonusHours).toBe(20);
    expect(store.session.account.value?.bonus20hrs).not.toBe(true);

    await store.campaigns.redeemBonusHours();
    expect(store.session.account.value?.bonus20hrs).toBe(true);
    expect((await store.streaming.load()).tickets).toEqual([
      expect.objectContaining({ time_left: { sign: '+', hours: 20, minutes: 0 }, bonus: true }),
    ]);
    await expect(store.campaigns.redeemBonusHours()).rejects.toSatisfy(
      (e: unknown) => e instanceof ApiError && e.status === 422 && e.message === 'You have already redeemed your bonus hours.',
    );
    expect((await store.session.refresh())?.bonus20hrs).toBe(true);
    expect((await store.streaming.load()).tickets).toHaveLength(1);
  });
});

describe('the Instant Play spotlight', () => {
  it('should list the streamable games with their open Instant Play offers', async () => {
    const store = server.store();
    const spotlight = await store.api.streaming.instantPlayCollection();
    expect(spotlight).not.toBeNull();
    const game = spotlight!.items.find((p) => p.id === STREAMABLE_GAME.productId);
    expect(game?.streaming_game_id).toBe(STREAMABLE_GAME.gameId);
    const offer = game?.offerActions?.find((o) => o.instant_play?.oid === STREAMABLE_GAME.offerItemId);
    expect(offer?.instant_play).toMatchObject({ instant_play_enable: true, canInstantPlay: true });
  });
});

describe('the server switch', () => {
  it('should tick every 1.8 s up to 10 and end All Set on the next server', async () => {
    const store = server.store(buyer);
    const before = await store.streaming.serverSwitch.loadStatus();
    expect(before.status).toBe('idle');
    expect(before.servers?.length).toBeGreaterThan(2);
    const from = before.server!;

    const done = store.streaming.serverSwitch.start();
    await server.calls.settle();
    expect(store.streaming.serverSwitch.state.value).toMatchObject({ phase: 'switching', progress: 0 });
    const seen: number[] = [];
    for (let tick = 1; tick < SERVER_SWITCH_MAX_TICKS; tick += 1) {
      await server.clock.advance(SERVER_SWITCH_TICK_MS);
      seen.push(store.streaming.serverSwitch.state.value.progress);
    }
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(store.streaming.serverSwitch.state.value.phase).toBe('switching');
    await server.clock.advance(SERVER_SWITCH_TICK_MS);
    expect(await done).toMatchObject({ phase: 'done', progress: 10, message: MESSAGES.allSet, reason: null });

    const after = await store.streaming.serverSwitch.loadStatus();
    expect(after.status).toBe('done');
    expect(after.server?.id).not.toBe(from.id);
    expect(store.streaming.serverSwitch.state.value.target?.id).toBe(after.server?.id);
    // the info reloaded once the switch settled: nothing pending
    expect(store.streaming.info.value?.pending_jobs).toEqual([]);
  });

  it("should end 'Switching server failed' on the sandbox's failing server and when the machine is already there", async () => {
    const store = server.store(buyer);
    const status = await store.streaming.serverSwitch.loadStatus();
    const failing = status.servers!.find((s) => s.name.startsWith('Sandbox'))!;
    const run = store.streaming.serverSwitch.start(failing.id);
    await server.clock.advance(SERVER_SWITCH_TICK_MS * SERVER_SWITCH_MAX_TICKS);
    expect(await run).toMatchObject({ phase: 'failed', progress: 10, message: MESSAGES.switchingServerFailed });

    const current = (await store.streaming.serverSwitch.loadStatus()).server!;
    expect(await store.streaming.serverSwitch.start(current.id)).toMatchObject({
      phase: 'failed',
      message: MESSAGES.switchingServerFailed,
      reason: 'Your Cloud Play machine is already on this server.',
    });
    store.streaming.serverSwitch.reset();
    expect(store.streaming.serverSwitch.state.value.phase).toBe('idle');
  });
});

describe('the streaming mailing list', () => {
  it('should mail a confirmation link that lands on the list page, and unsubscribe', async () => {
    const store = server.store();
    const email = `fan-${Date.now()}@example.com`;
    expect(await store.api.streaming.subscribe(email)).toEqual({ success: true, message: 'Please check your e-mail to confirm your subscription.' });
    const link = (await server.mailedLinks(email)).find((l) => l.includes(endpoints.streamingListConfirm.path));
    expect(link).toBeDefined();
    const confirmUrl = new URL(link!);
    expect(endpoints.streamingListConfirm.query.parse(Object.fromEntries(confirmUrl.searchParams)).token).toBeTruthy();

    const landing = await fetch(`${server.base}${confirmUrl.pathname}${confirmUrl.search}`, { redirect: 'manual' });
    expect(landing.status).toBe(303);
    expect(endpoints.streamingListConfirm.response.safeParse((await landing.text()) || undefined).success).toBe(true);
    const location = new URL(landing.headers.get('location')!, server.base);
    expect(location.searchParams.get(STREAMING_LIST_LANDING.key)).toBe(STREAMING_LIST_LANDING.confirmed);
    expect(location.hash).toBe(`#!${pagePath('streamingSubscribe')}`);

    expect(await store.api.streaming.subscribe(email)).toMatchObject({ message: 'You are already on the streaming mailing list.' });
    expect(await store.api.streaming.unsubscribe(email)).toEqual({ success: true, message: 'You have been removed from the streaming mailing list.' });
  });
});

describe('the store client', () => {
  it("should answer where the store client starts and where it is downloaded", async () => {
    const store = server.store(buyer);
    const info = await store.api.account.launchInfo();
    expect(info.launch_url).toMatch(/\/sandbox\/store-client$/);
    expect(info.download_url).toMatch(/\/sandbox\/store-client\/download$/);
  });
});
