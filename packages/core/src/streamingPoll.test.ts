// What the reference server cannot be made to do: fail a re-fetch, go offline mid-launch, answer
// a launch with status 0, or leave a server switch pending forever. The poll, the launch lock and
// the switch against the real server are in tests/integration/streaming*.test.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, SERVER_SWITCH_TICK_MS, type StreamingInfo } from '@d2d/contract';
import type { Store } from './index.js';
import { testStore } from './__tests__/fixtures.js';

const stores: Store[] = [];
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(Date.parse('2024-06-15T12:00:00Z'));
});
afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
  vi.useRealTimers();
});

const INFO = '/api/account/streaming';
const pending: StreamingInfo = { tickets: [], pending_jobs: [{ status: 'launching' }] };

function setup() {
  const t = testStore({ token: 'tok' });
  stores.push(t.store);
  return t;
}

describe('streaming failures the server does not produce', () => {
  it('should end polling on a failed re-fetch and keep the last info on screen', async () => {
    const { store, server } = setup();
    server.on('GET', INFO, { status: 502, body: { message: 'Bad gateway' } });
    server.on('GET', INFO, { body: pending }, 1);
    await store.streaming.load();
    await vi.advanceTimersByTimeAsync(12_000);
    // the transport retries a 502 read twice before giving up
    await vi.advanceTimersByTimeAsync(10_000);
    expect(store.streaming.polling.value).toBe(false);
    expect(store.streaming.info.value).toEqual(pending);
    const fetched = server.calls('GET', INFO).length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls('GET', INFO)).toHaveLength(fetched);
  });

  it('should answer a launch with status 0 or no network with the service-unavailable text and unlock', async () => {
    const { store, server } = setup();
    server.on('GET', '/api/account/streaming/play', { body: { status: 0 } });
    expect(await store.streaming.launchCloudPlay()).toEqual({ outcome: 'refused', message: MESSAGES.serviceUnavailable });
    expect(store.streaming.locked.value).toBe(false);
    server.offline();
    // the transport retries a failed read with a back-off on the clock
    const offline = store.streaming.launchCloudPlay();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await offline).toEqual({ outcome: 'refused', message: MESSAGES.serviceUnavailable });
    expect(await store.streaming.launchInstantPlay({ game_id: 6000001, collection_id: 1, offer_item_id: 900001 })).toEqual({
      outcome: 'refused',
      message: MESSAGES.serviceUnavailable,
    });
    expect(store.streaming.locked.value).toBe(false);
  });

  it('should count a switch that never settles as failed a few ticks past the tenth', async () => {
    const { store, server } = setup();
    server.on('POST', '/api/account/streaming/switching_server', { body: { success: true } });
    server.on('GET', '/api/account/streaming/switching_server_status', { body: { status: 'pending' } });
    server.on('GET', INFO, { body: { tickets: [], pending_jobs: [] } });
    // the switch's calls load on first use; the ticks below count fake time from the switch's start
    await store.streaming.preload();
    const run = store.streaming.serverSwitch.start();
    await vi.advanceTimersByTimeAsync(SERVER_SWITCH_TICK_MS * 10);
    expect(store.streaming.serverSwitch.state.value).toMatchObject({ phase: 'switching', progress: 10 });
    await vi.advanceTimersByTimeAsync(SERVER_SWITCH_TICK_MS * 5);
    expect(await run).toMatchObject({ phase: 'failed', progress: 10, message: MESSAGES.switchingServerFailed, reason: null });
  });

  it('should keep ticking through a status call that fails once', async () => {
    const { store, server } = setup();
    server.on('POST', '/api/account/streaming/switching_server', { body: { success: true } });
    server.on('GET', '/api/account/streaming/switching_server_status', { body: { status: 'done', progress: 10 } });
    server.on('GET', '/api/account/streaming/switching_server_status', { status: 400, body: { message: 'Bad request' } }, 1);
    server.on('GET', INFO, { body: { tickets: [], pending_jobs: [] } });
    // the switch's calls load on first use; the ticks below count fake time from the switch's start
    await store.streaming.preload();
    const run = store.streaming.serverSwitch.start();
    await vi.advanceTimersByTimeAsync(SERVER_SWITCH_TICK_MS);
    expect(store.streaming.serverSwitch.state.value).toMatchObject({ phase: 'switching', progress: 1 });
    await vi.advanceTimersByTimeAsync(SERVER_SWITCH_TICK_MS);
    expect(await run).toMatchObject({ phase: 'done', message: MESSAGES.allSet });
  });
});
