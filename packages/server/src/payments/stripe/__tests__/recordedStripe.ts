/**
 * Stripe's API for tests that cannot reach it: an `HttpClient` the Stripe package sends its
 * requests to, which records each request and answers with the responses recorded in
 * `../__fixtures__/` (PaymentIntents as Stripe's API reference shows them). It keeps what a real
 * account keeps between calls: each intent's status, the amount, currency and metadata it was
 * created with, and one intent per idempotency key.
 */
import { readFileSync } from 'node:fs';
import type Stripe from 'stripe';

/** The recorded intents, by the status they show. */
export type IntentFixture = 'requires_payment_method' | 'requires_action' | 'requires_capture' | 'succeeded' | 'canceled' | 'payment_failed';

/** A recorded response body. */
export function fixture(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`../__fixtures__/${name}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
}

/** One request the client sent. */
export interface RecordedRequest {
  method: string;
  /** The path without its query (`/v1/payment_intents/pi_…/capture`). */
  path: string;
  /** Form fields of a POST, query fields of a GET, flattened as sent (`metadata[payment_id]`). */
  params: Record<string, string>;
  headers: Record<string, string>;
}

interface Intent {
  id: string;
  fixture: IntentFixture;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  amountReceived: number;
  amountRefunded: number;
  multicapture: boolean;
}

const FIXTURE_ID = 'pi_3QfWkRLkdIwHu7ix0b6cMJvA';

function response(status: number, body: unknown): Stripe.HttpClientResponse {
  return {
    getStatusCode: () => status,
    getHeaders: () => ({ 'request-id': 'req_8cTq1ZpXwL2k4R', 'stripe-should-retry': 'false' }),
    getRawResponse: () => body,
    toStream: () => {
      throw new Error('recorded responses are not streamed');
    },
    toJSON: async () => body,
  };
}

/** The recorded Stripe account of one test. */
export class RecordedStripe implements Stripe.HttpClient {
  readonly requests: RecordedRequest[] = [];
  private readonly intents = new Map<string, Intent>();
  private readonly byIdempotencyKey = new Map<string, string>();
  private readonly refundsByKey = new Map<string, number>();

  getClientName(): string {
    return 'recorded';
  }

  /** What the shopper's confirmation in Stripe.js (or a bank) did to an intent. */
  settle(id: string, to: IntentFixture, options: { multicapture?: boolean } = {}): void {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`no intent ${id}`);
    intent.fixture = to;
    if (options.multicapture !== undefined) intent.multicapture = options.multicapture;
  }

  /** The intent as Stripe answers it now. */
  intent(id: string): Record<string, unknown> {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`no intent ${id}`);
    return this.body(intent);
  }

  /** The requests to a path (`POST /v1/payment_intents`), in order. */
  sent(method: string, path: string): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && r.path === path);
  }

  async makeRequest(_host: string, _port: string, fullPath: string, method: string, headers: Record<string, unknown>, requestData: string): Promise<Stripe.HttpClientResponse> {
    const [path = '', query = ''] = fullPath.split('?');
    const params = Object.fromEntries(new URLSearchParams(method === 'GET' ? query : requestData));
    const flatHeaders = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, String(v)]));
    this.requests.push({ method, path, params, headers: flatHeaders });
    const key = flatHeaders['Idempotency-Key'];

    if (method === 'POST' && path === '/v1/payment_intents') {
      const known = key ? this.byIdempotencyKey.get(key) : undefined;
      if (known) return response(200, this.intent(known));
      const n = this.intents.size;
      const id = n === 0 ? FIXTURE_ID : `${FIXTURE_ID.slice(0, -2)}${n.toString(36).padStart(2, '0')}`;
      const metadata = Object.fromEntries(Object.entries(params).flatMap(([k, v]) => (k.startsWith('metadata[') ? [[k.slice(9, -1), v]] : [])));
      const intent: Intent = { id, fixture: 'requires_payment_method', amount: Number(params.amount), currency: params.currency ?? 'usd', metadata, amountReceived: 0, amountRefunded: 0, multicapture: false };
      this.intents.set(id, intent);
      if (key) this.byIdempotencyKey.set(key, id);
      return response(200, this.body(intent));
    }
    if (method === 'POST' && path === '/v1/refunds') return this.refund(params, key);
    const match = /^\/v1\/payment_intents\/([^/]+)(?:\/(capture|cancel))?$/.exec(path);
    const intent = match ? this.intents.get(decodeURIComponent(match[1]!)) : undefined;
    if (!intent) return response(404, fixture('error.resource_missing'));
    if (method === 'GET') return response(200, this.body(intent));
    if (key && this.byIdempotencyKey.has(key)) return response(200, this.body(intent));
    if (key) this.byIdempotencyKey.set(key, intent.id);
    if (match?.[2] === 'capture') {
      if (intent.fixture !== 'requires_capture') return response(400, this.stateError(intent, 'capture'));
      intent.amountReceived += Number(params.amount_to_capture ?? intent.amount);
      // the last capture (or any without multicapture) releases the rest
      if (!intent.multicapture || params.final_capture !== 'false') intent.fixture = 'succeeded';
      return response(200, this.body(intent));
    }
    if (match?.[2] === 'cancel') {
      if (intent.fixture === 'succeeded' || intent.fixture === 'canceled') return response(400, this.stateError(intent, 'cancel'));
      intent.fixture = intent.amountReceived > 0 ? 'succeeded' : 'canceled';
      return response(200, this.body(intent));
    }
    return response(400, { error: { type: 'invalid_request_error', message: `Unrecorded request ${method} ${path}` } });
  }

  /** `POST /v1/refunds` of an intent: refunds what is left of its charge, one refund per idempotency key. */
  private refund(params: Record<string, string>, key: string | undefined): Stripe.HttpClientResponse {
    const intent = this.intents.get(params.payment_intent ?? '');
    if (!intent) return response(404, fixture('error.resource_missing'));
    const recorded = fixture('refund.succeeded');
    const charge = (fixture('payment_intent.succeeded').latest_charge as Record<string, unknown>).id;
    const body = (amount: number) => ({ ...recorded, amount, charge, currency: intent.currency, payment_intent: intent.id });
    const replayed = key ? this.refundsByKey.get(key) : undefined;
    if (replayed !== undefined) return response(200, body(replayed));
    const left = intent.amountReceived - intent.amountRefunded;
    if (intent.fixture !== 'succeeded' || left <= 0) return response(400, fixture('error.charge_already_refunded'));
    const amount = params.amount === undefined ? left : Number(params.amount);
    intent.amountRefunded += amount;
    if (key) this.refundsByKey.set(key, amount);
    return response(200, body(amount));
  }

  private stateError(intent: Intent, action: string) {
    return {
      error: {
        code: 'payment_intent_unexpected_state',
        message: `This PaymentIntent could not be ${action === 'capture' ? 'captured' : 'canceled'} because it has a status of ${this.body(intent).status}.`,
        type: 'invalid_request_error',
      },
    };
  }

  private body(intent: Intent): Record<string, unknown> {
    const recorded = fixture(`payment_intent.${intent.fixture}`);
    const held = intent.fixture === 'requires_capture' ? intent.amount - intent.amountReceived : 0;
    const charge = recorded.latest_charge as Record<string, any> | null;
    if (charge) {
      charge.payment_intent = intent.id;
      charge.amount = intent.amount;
      charge.amount_captured = intent.amountReceived;
      charge.amount_refunded = intent.amountRefunded;
      charge.refunded = intent.amountRefunded > 0 && intent.amountRefunded >= intent.amountReceived;
      charge.payment_method_details.card.multicapture.status = intent.multicapture ? 'available' : 'unavailable';
    }
    return {
      ...recorded,
      id: intent.id,
      client_secret: `${intent.id}_secret_Yc7bJ1WxkQ0p9V4rRcTqZsJmE`,
      amount: intent.amount,
      amount_capturable: held,
      amount_received: intent.amountReceived,
      currency: intent.currency,
      metadata: intent.metadata,
      latest_charge: charge,
    };
  }
}

/**
 * A webhook event about an intent, as Stripe sends it (the recorded event with the intent inside).
 * @param id - the event id (`evt_…`)
 */
export function intentEvent(id: string, type: string, intent: Record<string, unknown>, createdSeconds: number): string {
  const event = fixture('event.payment_intent');
  return JSON.stringify({ ...event, id, type, created: createdSeconds, data: { object: intent } });
}
