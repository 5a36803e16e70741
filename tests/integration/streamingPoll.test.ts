/**
 * Core's streaming poll and launch lock against the real reference server (spec §4 Streaming,
 * §9): the store and the server share a clock the test moves, so the 12-second re-fetch, the
 * 5-minute window after page load and the 20 s / 30 s launch timeouts run against the server's
 * own pending jobs and sessions, over HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLOUD_PLAY_LAUNCH_IDS,
  CLOUD_PLAY_TIMEOUT_MS,
  INSTANT_PLAY_TIMEOUT_MS,
  MESSAGES,
  STREAMING_POLL_INTERVAL_MS,
  STREAMING_POLL_WINDOW_MS,
} from '@d2d/contract';
import type { LaunchResult, Store } from '@d2d/core';
import { STREAMABLE_GAME, startStreamingServer, type Shopper, type StreamingServer } from './support/streamingServer.js';

const INFO = 'GET /api/account/streaming';
const PLAY = 'GET /api/account/streaming/play';

let server: StreamingServer;
let buyer: Shopper;

beforeAll(async () => {
  server = await startStreamingServer();
  buyer = await server.newShopper('poller');
  // Stellar Odyssey and Hollow Tides: well over $10, so completion grants paid hours
  await server.buy(buyer, [STREAMABLE_GAME.productId, 10]);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** Polls from a fresh page load; `fetches()` counts the info calls this store sent. */
function page(shopper: Shopper = buyer): { store: Store; fetches: () => number } {
  const before = server.calls.count(INFO);
  const store = server.store(shopper);
  return { store, fetches: () => server.calls.count(INFO) - before };
}

/** Starts a Cloud Play launch straight through the API (no lock), leaving a pending job. */
async function pendingLaunch(store: Store): Promise<string> {
  const launch = await store.api.streaming.play({ game_id: CLOUD_PLAY_LAUNCH_IDS.windows });
  expect(launch.launch_url).toBeTruthy();
  return launch.launch_url!;
}

function minutesLeft(store: Store): number {
  const ticket = store.streaming.info.value?.tickets.find((t) => !t.bonus);
  return ticket ? ticket.time_left.hours * 60 + ticket.time_left.minutes : Number.NaN;
}

describe('the 12-second re-fetch while jobs are pending', () => {
  it('should re-fetch every 12 s while a launch waits for its client and stop once the server settles it', async () => {
    const { store, fetches } = page();
    await pendingLaunch(store);
    await store.streaming.load();
    expect(store.streaming.info.value?.pending_jobs).toEqual([{ status: 'launching' }]);
    expect(store.streaming.updating.value).toBe(true);
    expect(store.streaming.polling.value).toBe(true);

    await server.clock.advance(STREAMING_POLL_INTERVAL_MS - 1);
    expect(fetches()).toBe(1);
    await server.clock.advance(1);
    expect(fetches()).toBe(2);
    // the server fails a launch its client never answered after 20 s: at 24 s nothing is pending
    await server.clock.advance(STREAMING_POLL_INTERVAL_MS);
    expect(fetches()).toBe(3);
    expect(store.streaming.info.value?.pending_jobs).toEqual([]);
    expect(store.streaming.updating.value).toBe(false);
    expect(store.streaming.polling.value).toBe(false);
    await server.clock.advance(60_000);
    expect(fetches()).toBe(3);
  });

  it('should not poll when nothing is pending', async () => {
    const { store, fetches } = page();
    const info = await store.streaming.load();
    expect(info.pending_jobs).toEqual([]);
    expect(info.tickets[0]?.bonus).toBe(false);
    await server.clock.advance(60_000);
    expect(fetches()).toBe(1);
  });

  it('should show a server switch as pending until it is done', async () => {
    const { store, fetches } = page();
    await store.api.streaming.switchServer();
    await store.streaming.load();
    expect(store.streaming.info.value?.pending_jobs).toEqual([{ status: 'switching_server' }]);
    await server.clock.advance(STREAMING_POLL_INTERVAL_MS);
    expect(store.streaming.updating.value).toBe(true);
    // ten ticks of 1.8 s: done at 18 s, seen by the re-fetch at 24 s
    await server.clock.advance(STREAMING_POLL_INTERVAL_MS);
    expect(fetches()).toBe(3);
    expect(store.streaming.updating.value).toBe(false);
    expect(store.streaming.polling.value).toBe(false);
  });

  it('should keep re-fetching for 300,000 ms after page load and no longer', async () => {
    const { store, fetches } = page();
    await pendingLaunch(store);
    await store.streaming.load();
    // a launch fails after 20 s: a new one before each re-fetch keeps a job pending all along
    for (let elapsed = 0; elapsed < STREAMING_POLL_WINDOW_MS; elapsed += STREAMING_POLL_INTERVAL_MS) {
      await pendingLaunch(store);
      await server.clock.advance(STREAMING_POLL_INTERVAL_MS);
    }
    // fetches at 0, 12 s, …, 300 s: 26 in all, then the window is over
    expect(fetches()).toBe(26);
    await pendingLaunch(store);
    await server.clock.advance(120_000);
    expect(fetches()).toBe(26);
    expect(store.streaming.polling.value).toBe(false);
    expect(store.streaming.updating.value).toBe(true);
  });

  it('should count the window from page load, not from the first fetch', async () => {
    const { store, fetches } = page();
    await server.clock.advance(295_000);
    await pendingLaunch(store);
    await store.streaming.load();
    await server.clock.advance(60_000);
    expect(fetches()).toBe(1);
    expect(store.streaming.polling.value).toBe(false);
  });

  it('should stop when stopped or disposed', async () => {
    const { store, fetches } = page();
    await pendingLaunch(store);
    await store.streaming.load();
    store.streaming.stop();
    await server.clock.advance(STREAMING_POLL_INTERVAL_MS * 2);
    expect(fetches()).toBe(1);
    await pendingLaunch(store);
    await store.streaming.load();
    store.dispose();
    await server.clock.advance(STREAMING_POLL_INTERVAL_MS * 2);
    expect(fetches()).toBe(2);
  });
});

describe('the launch lock', () => {
  /** Launches, returning the result promise and the url the client was opened at. */
  function launch(store: Store, gameId: number = CLOUD_PLAY_LAUNCH_IDS.windows) {
    let opened: string | undefined;
    const result = store.streaming.launchCloudPlay(gameId, (url) => {
      opened = url;
    });
    return { result, url: async () => {
      await server.calls.settle();
      expect(opened, 'the launch opened its client').toBeDefined();
      return opened!;
    } };
  }

  it('should lock the launch until the client reports running, then spend the hours while it runs', async () => {
    const { store } = page();
    const { result, url } = launch(store, CLOUD_PLAY_LAUNCH_IDS.steam);
    const launchUrl = await url();
    expect(store.streaming.locked.value).toBe(true);
    expect(store.streaming.launch.value).toMatchObject({ kind: 'cloudPlay', gameId: CLOUD_PLAY_LAUNCH_IDS.steam });
    expect(store.streaming.updating.value).toBe(true);
    const before = minutesLeft(store);

    expect(await server.report(launchUrl, 'running')).toEqual({ success: true, status: 'running' });
    // still locked until the store sees the report: the next re-fetch, 12 s later
    await server.clock.advance(STREAMING_POLL_INTERVAL_MS - 1);
    expect(store.streaming.locked.value).toBe(true);
    await server.clock.advance(1);
    expect(await result).toEqual<LaunchResult>({ outcome: 'reported' });
    expect(store.streaming.locked.value).toBe(false);
    expect(store.streaming.updating.value).toBe(false);
    // twelve seconds streamed: the whole minutes left went down by one
    expect(minutesLeft(store)).toBe(before - 1);

    await server.clock.advance(30 * 60_000);
    expect(await server.report(launchUrl, 'ended')).toEqual({ success: true, status: 'ended' });
    await store.streaming.load();
    expect(minutesLeft(store)).toBe(before - 31);
  });

  it('should unlock when the client reports a failure, charging nothing', async () => {
    const { store } = page();
    const { result, url } = launch(store, CLOUD_PLAY_LAUNCH_IDS.origin);
    const launchUrl = await url();
    const before = minutesLeft(store);
    expect(store.streaming.locked.value).toBe(true);
    // a client built on core reports through the store's API
    const token = decodeURIComponent(new URL(launchUrl).pathname.split('/').pop()!);
    expect(await store.api.streaming.clientReport({ token, status: 'failed' })).toEqual({ success: true, status: 'failed' });
    await server.clock.advance(STREAMING_POLL_INTERVAL_MS);
    expect(await result).toEqual<LaunchResult>({ outcome: 'reported' });
    expect(store.streaming.locked.value).toBe(false);
    expect(minutesLeft(store)).toBe(before);
  });

  it('should hold the lock 20 s without a report and end as not installed', async () => {
    const { store } = page();
    const { result } = launch(store, CLOUD_PLAY_LAUNCH_IDS.blizzard);
    await server.calls.settle();
    expect(store.streaming.locked.value).toBe(true);
    // a second launch while locked sends nothing
    const playsBefore = server.calls.count(PLAY);
    expect(await store.streaming.launchCloudPlay(CLOUD_PLAY_LAUNCH_IDS.windows)).toEqual({ outcome: 'busy' });
    expect(server.calls.count(PLAY)).toBe(playsBefore);

    await server.clock.advance(CLOUD_PLAY_TIMEOUT_MS - 1);
    expect(store.streaming.locked.value).toBe(true);
    await server.clock.advance(1);
    expect(await result).toEqual<LaunchResult>({ outcome: 'not-installed' });
    expect(store.streaming.locked.value).toBe(false);
    // the server gave up on it as well: nothing pending afterwards
    await server.clock.advance(1000);
    expect((await store.streaming.load()).pending_jobs).toEqual([]);
  });

  it('should refuse a launch without hours with the spec text and leave the buttons unlocked', async () => {
    const { store } = page(await server.newShopper('hourless'));
    expect(await store.streaming.launchCloudPlay()).toEqual<LaunchResult>({ outcome: 'refused', message: MESSAGES.noStreamingTicket });
    expect(store.streaming.locked.value).toBe(false);
  });

  it('should run one Instant Play trial per game, acknowledged once the client reported, and refuse the second with the server text', async () => {
    const trialist = await server.newShopper('trialist');
    const { store } = page(trialist);
    const spotlight = await store.api.streaming.instantPlayCollection();
    expect(spotlight?.items.map((p) => p.id)).toContain(STREAMABLE_GAME.productId);
    const game = { game_id: STREAMABLE_GAME.gameId, collection_id: spotlight!.id, offer_item_id: STREAMABLE_GAME.offerItemId };

    let opened: string | undefined;
    const result = store.streaming.launchInstantPlay(game, (url) => {
      opened = url;
    });
    await server.calls.settle();
    expect(store.streaming.launch.value).toMatchObject({ kind: 'instantPlay', gameId: STREAMABLE_GAME.gameId });
    await server.report(opened!, 'running');
    const acks = server.calls.count('POST /d2d/streaming/instant_play_ack');
    await server.clock.advance(STREAMING_POLL_INTERVAL_MS);
    expect(await result).toEqual<LaunchResult>({ outcome: 'reported' });
    await server.calls.settle();
    expect(server.calls.count('POST /d2d/streaming/instant_play_ack')).toBe(acks + 1);

    expect(await store.streaming.launchInstantPlay(game)).toEqual<LaunchResult>({ outcome: 'refused', message: MESSAGES.instantPlayTrialUsed });
    expect(store.streaming.locked.value).toBe(false);
  });

  it('should wait 30 s for an Instant Play client', async () => {
    const { store } = page(await server.newShopper('slowtrial'));
    const spotlight = await store.api.streaming.instantPlayCollection();
    const result = store.streaming.launchInstantPlay({ game_id: STREAMABLE_GAME.gameId, collection_id: spotlight!.id, offer_item_id: STREAMABLE_GAME.offerItemId });
    await server.clock.advance(CLOUD_PLAY_TIMEOUT_MS);
    expect(store.streaming.locked.value).toBe(true);
    await server.clock.advance(INSTANT_PLAY_TIMEOUT_MS - CLOUD_PLAY_TIMEOUT_MS);
    expect(await result).toEqual<LaunchResult>({ outcome: 'not-installed' });
  });
});
