/**
 * A clock the test moves by hand, shared by a core store (its `clock` adapter) and the reference
 * server (its `now`), so polls, launch timeouts and server-side session time run on one time
 * line while every call still goes over real HTTP.
 */
import type { Clock, TimerHandle } from '@d2d/core';

interface Timer {
  id: number;
  at: number;
  callback: () => void;
  every?: number;
}

/** A clock moved with {@link ManualClock.advance}. */
export interface ManualClock extends Clock {
  /** Moves time forward, firing each due timer in order and letting its calls finish. */
  advance(ms: number): Promise<void>;
  /** How many timers are waiting. */
  readonly pending: number;
}

/**
 * A manual clock starting at `start`.
 * @param start - Epoch ms.
 * @param settle - Waits until the calls a timer started have answered (the tracked fetch's).
 */
export function manualClock(start: number, settle: () => Promise<void>): ManualClock {
  let now = start;
  let nextId = 0;
  const timers = new Map<number, Timer>();
  const add = (callback: () => void, ms: number, every?: number): TimerHandle => {
    nextId += 1;
    timers.set(nextId, { id: nextId, at: now + Math.max(0, ms), callback, ...(every === undefined ? {} : { every }) });
    return nextId;
  };
  const clear = (handle: TimerHandle) => {
    timers.delete(handle as number);
  };
  return {
    now: () => now,
    setTimeout: (callback, ms) => add(callback, ms),
    clearTimeout: clear,
    setInterval: (callback, ms) => add(callback, ms, ms),
    clearInterval: clear,
    get pending() {
      return timers.size;
    },
    async advance(ms: number) {
      const target = now + ms;
      await settle();
      for (;;) {
        const due = [...timers.values()].filter((t) => t.at <= target).sort((a, b) => a.at - b.at || a.id - b.id)[0];
        if (!due) break;
        now = due.at;
        if (due.every === undefined) timers.delete(due.id);
        else due.at += due.every;
        due.callback();
        await settle();
      }
      now = target;
      await settle();
    },
  };
}

const NULL_BODY = new Set([101, 204, 205, 304]);

/** A `fetch` that counts the calls it sends and can wait until none is in flight. */
export interface TrackedFetch {
  fetch: typeof globalThis.fetch;
  /** `METHOD /path` of every call sent, in order. */
  readonly calls: string[];
  /** How many calls went to `METHOD /path`. */
  count(call: string): number;
  /** Resolves once no call is in flight and the promise jobs they queued have run. */
  settle(): Promise<void>;
}

/** Wraps the real `fetch`; nothing is answered but by the server. */
export function trackedFetch(): TrackedFetch {
  const calls: string[] = [];
  let inFlight = 0;
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
    inFlight += 1;
    try {
      // read the whole answer inside the count, so a settled clock means answered calls
      const response = await globalThis.fetch(request);
      const body = NULL_BODY.has(response.status) ? null : await response.arrayBuffer();
      return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
    } finally {
      inFlight -= 1;
    }
  };
  return {
    fetch,
    calls,
    count: (call) => calls.filter((c) => c === call).length,
    async settle() {
      // a call's answer queues more work (parsing, the next call of a flow): wait for quiet turns
      let quiet = 0;
      while (quiet < 3) {
        await turn();
        quiet = inFlight === 0 ? quiet + 1 : 0;
      }
    },
  };
}
