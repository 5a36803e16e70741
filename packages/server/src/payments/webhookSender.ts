/**
 * The sandbox provider's webhook delivery: a job drains the outbox (`webhook_outbox`), signs each
 * event at send time and POSTs it to the server's webhook route, retrying with exponential
 * backoff until a 2xx, as a real provider does (Stripe retries for three days). The delivery
 * happens after, and apart from, the request that changed the payment.
 * @module
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import type { WebhookOutboxRow } from '../db/tables/webhooks.js';
import { claimOutboxEvent, dueOutboxEvents, recordOutboxAttempt } from './data/webhooks.js';
import { SIGNATURE_HEADER, signatureHeader } from './webhookSignature.js';

/** The first retry waits this long; each further one twice the one before. */
export const RETRY_BASE_MS = 5_000;
/** The longest wait between two attempts. */
export const RETRY_MAX_MS = 60 * 60_000;
/** An event not acknowledged this long after it happened is given up. */
export const GIVE_UP_AFTER_MS = 3 * 24 * 60 * 60_000;
/** How long a sender holds an event it is posting before another may try it (a crash mid-post). */
const LEASE_MS = 60_000;
/** Events per drain: a long backlog goes out over several runs. */
const BATCH = 100;

/** The path of the webhook route of a provider segment. */
export function webhookPath(provider: string): string {
  return `/api/payments/webhooks/${encodeURIComponent(provider)}`;
}

/**
 * The wait before the attempt after `attempts` failed ones.
 * @example
 * retryDelayMs(1); // 5000
 * retryDelayMs(3); // 20000
 */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}

/** One POST of a webhook. */
export interface WebhookRequest {
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** Sends a webhook and answers the HTTP status (a network failure throws). */
export type WebhookTransport = (request: WebhookRequest) => Promise<number>;

/**
 * The transport to this server's own route: over HTTP to the address it listens on, or, while it
 * is not listening (tests that `inject`), through `app.inject`, which runs the same route, hooks
 * and body parser without a socket.
 */
export function selfTransport(app: FastifyInstance, timeoutMs = 10_000): WebhookTransport {
  return async (request) => {
    const address = app.server.listening ? app.server.address() : null;
    if (address && typeof address === 'object') {
      const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '[::1]' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
      const res = await fetch(`http://${host}:${address.port}${request.path}`, {
        method: 'POST',
        headers: request.headers,
        body: request.body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      await res.arrayBuffer();
      return res.status;
    }
    const res = await app.inject({ method: 'POST', url: request.path, headers: request.headers, payload: request.body });
    return res.statusCode;
  };
}

/** Options of {@link WebhookSender}. */
export interface WebhookSenderOptions {
  db: Db;
  /** The clock the signatures' timestamps and the backoff read. */
  now: () => number;
  /** The secret the receiving route verifies with. */
  secret: string;
  transport: WebhookTransport;
}

/**
 * How a drain delivers. The defaults are the provider's behaviour; tests ask for the faults a
 * real provider has (out of order, twice) to prove the receiver does not care.
 */
export interface DrainOptions {
  /** `oldest-first` (default) or `newest-first`: a later event arriving before an earlier one. */
  order?: 'oldest-first' | 'newest-first';
  /** Posts each event this many times (default 1): duplicate deliveries. */
  times?: number;
}

/** What one drain did. */
export interface DrainResult {
  delivered: number;
  failed: number;
}

/** Drains the webhook outbox; one per server. */
export class WebhookSender {
  readonly #options: WebhookSenderOptions;
  #held = false;

  constructor(options: WebhookSenderOptions) {
    this.#options = options;
  }

  /** Holds every delivery back until {@link release} (late deliveries). */
  hold(): void {
    this.#held = true;
  }

  /** Lets deliveries go again; the next drain sends what was held. */
  release(): void {
    this.#held = false;
  }

  /**
   * Posts every due event once (or as `options` says); an event answered with anything but a
   * 2xx, or not answered, is due again after its backoff.
   */
  async drain(options: DrainOptions = {}): Promise<DrainResult> {
    const result: DrainResult = { delivered: 0, failed: 0 };
    if (this.#held) return result;
    const { db, now } = this.#options;
    const started = now();
    const due = await dueOutboxEvents(db, started, started - GIVE_UP_AFTER_MS, BATCH);
    if (options.order === 'newest-first') due.reverse();
    for (const row of due) {
      if (!(await claimOutboxEvent(db, row, started + LEASE_MS))) continue;
      if (await this.#post(row, options.times ?? 1)) result.delivered += 1;
      else result.failed += 1;
    }
    return result;
  }

  async #post(row: WebhookOutboxRow, times: number): Promise<boolean> {
    const { db, now, secret, transport } = this.#options;
    let status = 0;
    for (let i = 0; i < times; i++) {
      const timestamp = Math.floor(now() / 1000);
      try {
        status = await transport({
          path: webhookPath(row.provider),
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signatureHeader(secret, row.body, timestamp) },
          body: row.body,
        });
      } catch {
        status = 0;
      }
    }
    const delivered = status >= 200 && status < 300;
    const attempts = row.attempts + 1;
    const at = now();
    await recordOutboxAttempt(db, row.id, { status, delivered, now: at, retryAt: at + retryDelayMs(attempts), attempts });
    return delivered;
  }
}
