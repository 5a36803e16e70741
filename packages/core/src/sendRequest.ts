/**
 * One HTTP exchange of the transport over the `fetch` adapter: a JSON body, a query, a timeout
 * per attempt and retries for reads. It stands in for ky, whose 13 kB (5 kB gzipped) bought
 * only these, on every page of the store and in the elements.
 * @module
 */
import type { Clock, FetchAdapter } from './adapters.js';

/** Statuses after which a read is tried again: the gateway and rate-limit hiccups. */
const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 429, 502, 504]);

/** What {@link sendRequest} sends. */
export interface RequestSettings {
  method: string;
  headers: Readonly<Record<string, string>>;
  /** Sent as JSON (with its content type) when defined. */
  json?: unknown;
  /** Appended to the url when it holds any value. */
  searchParams?: URLSearchParams | undefined;
  /** The caller's abort: the exchange rejects with its reason, during a wait too. */
  signal?: AbortSignal | undefined;
  /** Milliseconds each attempt may take before it fails with a `TimeoutError`; `false` for none. */
  timeoutMs: number | false;
  /** How many more attempts after a network failure or a status of {@link RETRY_STATUSES}: 0 for writes. */
  retries: number;
  /** Times the timeouts and the waits between attempts. */
  clock: Clock;
}

/** An attempt took longer than its timeout. */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
}

function waitFor(clock: Clock, ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clock.clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = clock.setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** 0.3 s, then 0.6 s; a 429's `Retry-After` (seconds or a date) when it gives one. */
function retryDelay(response: Response | undefined, attempt: number, now: number): number {
  const after = response?.status === 429 ? response.headers.get('Retry-After') : null;
  if (after) {
    const seconds = Number(after);
    const ms = Number.isNaN(seconds) ? Date.parse(after) - now : seconds * 1000;
    if (Number.isFinite(ms)) return Math.max(0, ms);
  }
  return 300 * 2 ** attempt;
}

async function attemptOnce(fetchAdapter: FetchAdapter, url: string, init: RequestInit, settings: RequestSettings): Promise<Response> {
  const controller = new AbortController();
  const { signal } = settings;
  const forward = () => controller.abort(signal?.reason);
  if (signal?.aborted) forward();
  else signal?.addEventListener('abort', forward, { once: true });
  const { clock } = settings;
  let timer: ReturnType<Clock['setTimeout']> | undefined;
  try {
    const exchange = fetchAdapter(url, { ...init, signal: controller.signal });
    if (settings.timeoutMs === false) return await exchange;
    const limit = settings.timeoutMs;
    const timeout = new Promise<never>((_, reject) => {
      timer = clock.setTimeout(() => {
        const error = new TimeoutError(`Request timed out after ${limit} ms`);
        controller.abort(error);
        reject(error);
      }, limit);
    });
    return await Promise.race([exchange, timeout]);
  } finally {
    if (timer !== undefined) clock.clearTimeout(timer);
    signal?.removeEventListener('abort', forward);
  }
}

/**
 * Sends one request and returns the server's answer, whatever its status. A read (`retries` > 0)
 * is tried again after a network failure or a status of {@link RETRY_STATUSES}; a timeout or the
 * caller's abort is never retried.
 * @param fetchAdapter - The store's fetch adapter.
 * @param url - The absolute url, without the query.
 * @param settings - Method, headers, body, query, abort, timeout and retries.
 * @returns The last answer (an error status included).
 * @throws The network failure of the last attempt, a {@link TimeoutError}, or the signal's reason.
 */
export async function sendRequest(fetchAdapter: FetchAdapter, url: string, settings: RequestSettings): Promise<Response> {
  const query = settings.searchParams?.toString();
  const target = query ? `${url}?${query}` : url;
  const init: RequestInit = {
    method: settings.method,
    headers: settings.json === undefined ? settings.headers : { ...settings.headers, 'Content-Type': 'application/json' },
    ...(settings.json === undefined ? {} : { body: JSON.stringify(settings.json) }),
  };
  for (let attempt = 0; ; attempt += 1) {
    let response: Response | undefined;
    try {
      response = await attemptOnce(fetchAdapter, target, init, settings);
    } catch (cause) {
      if (settings.signal?.aborted || cause instanceof TimeoutError || attempt >= settings.retries) throw cause;
    }
    if (response && (!RETRY_STATUSES.has(response.status) || attempt >= settings.retries)) return response;
    // the answer that is retried is never read
    void response?.body?.cancel().catch(() => undefined);
    await waitFor(settings.clock, retryDelay(response, attempt, settings.clock.now()), settings.signal);
  }
}
