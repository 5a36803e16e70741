/**
 * The one HTTP transport every API resource shares: ky over the `fetch` adapter, the bearer
 * token from the `token` cookie and the `X-Device-Fingerprint` header on every call (spec §6),
 * request and response validation with the contract's schemas when the store was given them,
 * and the generic handling of spec §8 (navigate events, the 401 queue-and-replay) turned into
 * typed errors and events.
 *
 * Calls name their route (`'cartGet'`) in the contract's zod-free `routes` table; the schemas
 * come from `TransportOptions.validate` (the contract's `endpoints`), so a client that does not
 * validate bundles no zod and no schema.
 * @module
 */
import ky, { HTTPError, type KyInstance } from 'ky';
import type { z } from 'zod';
import {
  buildPath,
  genericApiAction,
  routes,
  type BodyOf,
  type EndpointDefinition,
  type EndpointName,
  type Endpoints,
  type HttpMethod,
  type QueryOf,
  type ResponseOf,
  type RouteDefinition,
  FINGERPRINT_HEADER,
  TOKEN_COOKIE,
} from '@d2d/contract';
import type { CookieAdapter, FetchAdapter } from './adapters.js';
import { ApiError, NetworkError, RefusedError, ResponseShapeError, type StoreError } from './errors.js';
import type { LoginQueue } from './loginQueue.js';

/** Options of one call, typed by the endpoint. */
export interface CallOptions<E extends EndpointDefinition = EndpointDefinition> {
  /** Values for the path's `:params`. */
  params?: Readonly<Record<string, string | number>>;
  /** Query parameters, validated with the endpoint's `query` schema when validating. */
  query?: [QueryOf<E>] extends [never] ? undefined : QueryOf<E>;
  /** JSON body, validated with the endpoint's `body` schema when validating. */
  body?: [BodyOf<E>] extends [never] ? undefined : BodyOf<E>;
  /**
   * Statuses the caller handles itself: no navigation for them (for example checkout's 500,
   * spec §8). 403, 409 and 422 never navigate.
   */
  handled?: readonly number[];
  /** `false` to skip the generic navigation for every status (the completion poll). */
  navigate?: boolean;
  /** `false` for calls that must not wait for a login on 401 (login itself, the token check). */
  queueOnUnauthorized?: boolean;
  /** Aborts the call (an aborted call is status 0: ignored). */
  signal?: AbortSignal;
}

/** Options of a call of a route outside the endpoint table: body and query are not checked. */
export type RouteCallOptions = Omit<CallOptions, 'body' | 'query'> & { body?: unknown; query?: Readonly<Record<string, unknown>> };

/** The per-call options a resource method passes through. */
export type RequestOptions = Pick<CallOptions, 'signal' | 'queueOnUnauthorized' | 'handled' | 'navigate'>;

/** What the transport tells the store. */
export interface TransportHooks {
  /** A call failed; `navigate` is the system page of spec §8, if any. */
  onError(error: StoreError, navigate: string | undefined): void;
  /** A call got 401 and was parked; `hadToken` tells whether a token was sent (it expired). */
  onUnauthorized(endpoint: string, hadToken: boolean): void;
}

/** The schemas of one call: an entry of the contract's `endpoints` table. */
export interface EndpointSchemas {
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response?: z.ZodType;
}

/**
 * The schemas the transport checks calls with, by call name: the contract's `endpoints` table
 * (or some of its entries). Calls without an entry are sent and answered unchecked.
 */
export type EndpointValidators = { readonly [N in EndpointName]?: EndpointSchemas };

/** Settings of the transport. */
export interface TransportOptions {
  apiBase: string;
  fetch: FetchAdapter;
  cookies: CookieAdapter;
  fingerprint: () => string;
  queue: LoginQueue;
  hooks: TransportHooks;
  /** Per-request timeout in ms; `false` for none. */
  timeoutMs?: number | false;
  /** Schemas to check named calls with (see {@link EndpointValidators}); none by default. */
  validate?: EndpointValidators | undefined;
}

const IDEMPOTENT: ReadonlySet<HttpMethod> = new Set(['GET']);

function joinUrl(apiBase: string, path: string): string {
  return `${apiBase.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Writes query values the way the legacy API reads them: arrays repeat their key. */
function toSearchParams(query: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) if (item !== undefined && item !== null) params.append(key, String(item));
    } else {
      params.append(key, String(value));
    }
  }
  return params;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function check(schema: z.ZodType | undefined, value: unknown, what: string, endpoint: string): unknown {
  if (!schema || value === undefined) return value;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw new RefusedError('invalid-input', `${endpoint} ${what} is invalid: ${where}${issue?.message ?? 'invalid'}`);
}

/**
 * Sends calls of the contract's endpoint table. Resources (`api/*.ts`) hold one and call
 * {@link Transport.call}; hosts rarely use it directly.
 */
export class Transport {
  readonly #options: TransportOptions;
  readonly #ky: KyInstance;

  constructor(options: TransportOptions) {
    this.#options = options;
    this.#ky = ky.create({
      fetch: options.fetch,
      // thrown so reads can be retried; the catch below turns them back into responses
      throwHttpErrors: true,
      timeout: options.timeoutMs ?? 30_000,
      retry: 0,
    });
  }

  /** The token the next call will send, from the `token` cookie. */
  get token(): string | undefined {
    const token = this.#options.cookies.get(TOKEN_COOKIE);
    return token === undefined || token === '' ? undefined : token;
  }

  /**
   * Calls an API route by name and returns its answer, checked with the endpoint's schemas when
   * the transport has them (`validate`).
   * @param name - A name of the contract's `routes`/`endpoints` table, e.g. `'cartGet'`.
   * @param options - Path params, query, body and error handling.
   * @returns The answer (parsed by the endpoint's schema when validating).
   * @throws ApiError for an error status (after the generic navigation event, if any);
   *   NetworkError when the server was not reached; ResponseShapeError when a 2xx body breaks
   *   the contract and RefusedError when the request does (both only when validating);
   *   LoginCancelledError when a call parked by a 401 is dropped.
   * @example
   * const cart = await store.api.transport.call('cartGet');
   */
  call<N extends EndpointName>(name: N, options?: CallOptions<Endpoints[N]>): Promise<ResponseOf<Endpoints[N]>>;
  /**
   * Calls an endpoint given with its own schemas (one the table does not list): the request and
   * answer are always checked with them.
   * @param endpoint - Route plus schemas, shaped like an entry of the contract's `endpoints`.
   * @param options - Path params, query, body and error handling.
   * @returns The response, parsed with the endpoint's schema.
   */
  call<E extends EndpointDefinition>(endpoint: E, options?: CallOptions<E>): Promise<ResponseOf<E>>;
  /**
   * Calls a route outside the API's endpoint table, with no schemas: a sandbox provider's own
   * call (`/sandbox/...`), which the contract does not list because it is not the store's API. It
   * carries the same headers and error handling; the answer is returned unchecked, for the
   * resource that sends it to check.
   * @param route - Method, path and login need.
   * @param options - Path params, query, body and error handling.
   * @returns The answer as it came.
   */
  call(route: RouteDefinition, options?: RouteCallOptions): Promise<unknown>;
  call(target: EndpointName | EndpointDefinition | RouteDefinition, options: RouteCallOptions = {}): Promise<unknown> {
    if (typeof target !== 'string') return this.#send(target, 'response' in target ? target : undefined, options);
    const route: RouteDefinition | undefined = Object.hasOwn(routes, target) ? routes[target] : undefined;
    if (!route) return Promise.reject(new TypeError(`Unknown API call "${String(target)}": use a name of the contract's routes table.`));
    return this.#send(route, this.#options.validate?.[target], options);
  }

  async #send(endpoint: RouteDefinition, schemas: EndpointSchemas | undefined, options: RouteCallOptions): Promise<unknown> {
    const path = (buildPath as (e: { path: string }, p?: Readonly<Record<string, string | number>>) => string)(endpoint, options.params);
    const label = `${endpoint.method} ${endpoint.path}`;
    const query = check(schemas?.query, options.query, 'query', label) as Record<string, unknown> | undefined;
    const body = check(schemas?.body, options.body, 'body', label);

    const token = this.token;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      [FINGERPRINT_HEADER]: this.#options.fingerprint(),
    };
    if (token) headers.Authorization = `Bearer ${token}`;

    let response: Response;
    try {
      response = await this.#ky(joinUrl(this.#options.apiBase, path), {
        method: endpoint.method,
        headers,
        ...(body === undefined ? {} : { json: body }),
        ...(query ? { searchParams: toSearchParams(query) } : {}),
        // reads may be retried on gateway hiccups; writes never (they are not idempotent)
        retry: IDEMPOTENT.has(endpoint.method) ? { limit: 2, methods: ['get'], statusCodes: [408, 429, 502, 504] } : 0,
        ...(options.signal ? { signal: options.signal } : {}),
      });
    } catch (cause) {
      if (!(cause instanceof HTTPError)) {
        const error = new NetworkError(label, cause);
        this.#options.hooks.onError(error, undefined);
        throw error;
      }
      response = cause.response;
    }

    const payload = await readBody(response).catch(() => undefined);
    if (response.ok) {
      if (!schemas?.response) return payload;
      const parsed = schemas.response.safeParse(payload);
      if (parsed.success) return parsed.data;
      const error = new ResponseShapeError(label, response.status, payload, parsed.error);
      this.#options.hooks.onError(error, undefined);
      throw error;
    }

    const error = new ApiError(label, { status: response.status, body: payload });
    const action = genericApiAction(response.status);
    if (action.kind === 'login' && options.queueOnUnauthorized !== false) {
      // park first: a listener of the login-required event may cancel the login synchronously
      const replayed = this.#options.queue.park(label, () => this.#send(endpoint, schemas, options));
      this.#options.hooks.onUnauthorized(label, token !== undefined);
      return replayed;
    }
    const routed = options.navigate !== false && options.handled?.includes(response.status) !== true;
    this.#options.hooks.onError(error, action.kind === 'navigate' && routed ? action.path : undefined);
    throw error;
  }
}
