import { describe, expect, it } from 'vitest';
import { windowCounterStore } from './rateLimitStore.js';

function counter(options: Parameters<typeof windowCounterStore>[0]) {
  const Store = windowCounterStore(options);
  const store = new Store({}).child({} as never);
  return (key: string, windowMs = 60_000) => {
    let result: { current: number; ttl: number } | undefined;
    store.incr(key, (_error, res) => (result = res), windowMs, 10);
    return result!;
  };
}

describe('the rate limits counter store', () => {
  it('should hand each caller its own count, not the live counter', () => {
    const count = counter({ now: () => 1000 });
    const first = count('203.0.113.1');
    const second = count('203.0.113.1');
    expect([first.current, second.current]).toEqual([1, 2]);
  });

  it('should start a new window when the old one is over, and say how long is left', () => {
    const clock = { now: 0 };
    const count = counter({ now: () => clock.now });
    expect(count('a', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    clock.now = 45_000;
    expect(count('a', 60_000)).toEqual({ current: 2, ttl: 15_000 });
    clock.now = 60_000;
    expect(count('a', 60_000)).toEqual({ current: 1, ttl: 60_000 });
  });

  it('should count keys apart, and forget the least recently counted beyond its capacity', () => {
    const count = counter({ now: () => 0, capacity: 2 });
    count('a');
    count('a');
    count('b');
    count('a');
    count('c');
    // b was the least recently counted when c arrived
    expect(count('a').current).toBe(4);
    expect(count('b').current).toBe(1);
  });

  it('should give every limit its own counters', () => {
    const Store = windowCounterStore({ now: () => 0 });
    const root = new Store({});
    const login = root.child({} as never);
    const signUp = root.child({} as never);
    const seen: number[] = [];
    login.incr('a', (_e, res) => seen.push(res!.current), 60_000, 10);
    login.incr('a', (_e, res) => seen.push(res!.current), 60_000, 10);
    signUp.incr('a', (_e, res) => seen.push(res!.current), 60_000, 10);
    expect(seen).toEqual([1, 2, 1]);
  });
});
