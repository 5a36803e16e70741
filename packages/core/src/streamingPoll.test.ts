import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StreamingInfo } from '@d2d/contract';
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

const pending: StreamingInfo = { tickets: [], pending_jobs: [{ status: 'pending' }] };
const settled: StreamingInfo = {
  tickets: [{ time_left: { sign: '+', hours: 2, minutes: 0 }, ticket_expire_at: { expired: false, human: 'in 30 days', date: '07/15/2024' }, expireDateDiff: 30, bonus: false }],
  pending_jobs: [],
};
const PATH = '/api/account/streaming';

function setup() {
  const t = testStore({ token: 'tok' });
  stores.push(t.store);
  return t;
}

describe('streaming info polling', () => {
  it('should re-fetch every 12 s while jobs are pending and stop once they settle', async () => {
    const { store, server } = setup();
    server.on('GET', PATH, { body: settled });
    server.on('GET', PATH, { body: pending }, 2);
    await store.streaming.load();
    expect(store.streaming.updating.value).toBe(true);
    expect(store.streaming.polling.value).toBe(true);
    await vi.advanceTimersByTimeAsync(11_999);
    expect(server.calls('GET', PATH)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls('GET', PATH)).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(12_000);
    expect(server.calls('GET', PATH)).toHaveLength(3);
    expect(store.streaming.updating.value).toBe(false);
    expect(store.streaming.polling.value).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls('GET', PATH)).toHaveLength(3);
  });

  it('should not poll when nothing is pending', async () => {
    const { store, server } = setup();
    server.on('GET', PATH, { body: settled });
    await store.streaming.load();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls('GET', PATH)).toHaveLength(1);
  });

  it('should stop polling 300,000 ms after page load', async () => {
    const { store, server } = setup();
    server.on('GET', PATH, { body: pending });
    await store.streaming.load();
    await vi.advanceTimersByTimeAsync(300_000);
    // fetches at 0, 12 s, …, 300 s: 26 in all, then the window is over
    expect(server.calls('GET', PATH)).toHaveLength(26);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.calls('GET', PATH)).toHaveLength(26);
    expect(store.streaming.polling.value).toBe(false);
    expect(store.streaming.updating.value).toBe(true);
  });

  it('should count the window from page load, not from the first fetch', async () => {
    const { store, server } = setup();
    server.on('GET', PATH, { body: pending });
    await vi.advanceTimersByTimeAsync(295_000);
    await store.streaming.load();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls('GET', PATH)).toHaveLength(1);
  });

  it('should stop when stopped or disposed', async () => {
    const { store, server } = setup();
    server.on('GET', PATH, { body: pending });
    await store.streaming.load();
    store.streaming.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls('GET', PATH)).toHaveLength(1);
    await store.streaming.load();
    store.dispose();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls('GET', PATH)).toHaveLength(2);
  });
});
