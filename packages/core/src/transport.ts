/**
 * The one HTTP transport every API resource shares: `sendRequest` over the `fetch` adapter, the
 * bearer token from the `token` cookie and the `X-Device-Fingerprint` header on every call (spec §6),
 * request and response validation with the contract's schemas when the store was given them,
 * and the generic handling of spec §8 (navigate events, the 401 queue-and-replay) turned into
 * typed errors and events.
 *
 * Calls name their route (`'cartGet'`) in the contract's zod-free `routes` table; the schemas
 * come from `TransportOptions.validate` (the contract's `endpoints`, or a loader of them), so a
 * client that does not validate bundles no zod and no schema.
 * @module
 */
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
import type { Clock, CookieAdapter, FetchAdapter } from './adapters.js';
import { ApiError, NetworkError, RefusedError, ResponseShapeError, type StoreError } from './errors.js';
import type { LoginQueue } from './loginQueue.js';
import { sendRequest } from './sendRequest.js';
import { resolveServerUrls, serverUrlBase } from './serverUrls.js';

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
  /** Headers the call adds (the social-login link's custom auth header, spec §6). */
  headers?: Readonly<Record<string, string>>;
  /**
   * Aborts the call: the promise rejects with the signal's reason (an `AbortError` unless the
   * caller gave one), and no `error` event is emitted.
   */
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

/**
 * The schemas, or a function loading them (`() => import(...)`): with a loader, zod and the
 * schemas stay out of the page's first script and each call is still checked. Reads go out at
 * once and are checked when the schemas arrive; other calls wait for them before they are sent.
 */
export type EndpointValidatorsSource = EndpointValidators | (() => Promise<EndpointValidators>);

/** Settings of the transport. */
export interface TransportOptions {
  apiBase: string;
  fetch: FetchAdapter;
  /** Times the per-request timeout and the waits before a read is retried. */
  clock: Clock;
  cookies: CookieAdapter;
  fingerprint: () => string;
  queue: LoginQueue;
  hooks: TransportHooks;
  /** Per-request timeout in ms; `false` for none. */
  timeoutMs?: number | false;
  /** Schemas to check named calls with, or their loader (see {@link EndpointValidatorsSource}); none by default. */
  validate?: EndpointValidatorsSource | undefined;
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
  readonly #urlBase: string | undefined;
  #loaded: EndpointValidators | undefined;
  #loading: Promise<EndpointValidators> | undefined;

  constructor(options: TransportOptions) {
    this.#options = options;
    this.#urlBase = serverUrlBase(options.apiBase);
  }

  /** The token the next call will send, from the `token` cookie. */
  get token(): string | undefined {
    const token = this.#options.cookies.get(TOKEN_COOKIE);
    return token === undefined || token === '' ? undefined : token;
  }

  /**
   * Calls an API route by name and returns its answer, checked with the endpoint's schemas when
   * the transport has them (`validate`). The server's own URLs in it (art, media, downloads,
   * payment and client pages: the contract's `SERVER_URL_FIELDS`) are absolute against
   * `apiBase` when that is an absolute URL; page routes are left as sent.
   * @param name - A name of the contract's `routes`/`endpoints` table, e.g. `'cartGet'`.
   * @param options - Path params, query, body and error handling.
   * @returns The answer (parsed by the endpoint's schema when validating).
   * @throws ApiError for an error status (after the generic navigation event, if any);
   *   NetworkError when the server was not reached; ResponseShapeError when a 2xx body breaks
   *   the contract and RefusedError when the request does (both only when validating);
   *   LoginCancelledError when a call parked by a 401 is dropped; the signal's reason, without
   *   any `error` event, when `options.signal` aborts the call.
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
    const validators = this.#validators();
    if (!(validators instanceof Promise)) return this.#send(route, validators?.[target], options);
    const schemas = validators.then((loaded) => loaded[target]);
    // a read has no effect, so it goes out at once and its query and answer are checked when the
    // schemas arrive; anything else waits for them, so that a body breaking the contract is never sent
    if (route.method === 'GET') {
      // handled where the answer is read; this keeps a failed load unreported when it is not needed
      schemas.catch(() => undefined);
      return this.#send(route, schemas, options);
    }
    return schemas.then(
      (loaded) => this.#send(route, loaded, options),
      (cause: unknown) => this.#schemasMissing(`${route.method} ${route.path}`, cause),
    );
  }

  /** The schemas' chunk did not arrive: the call fails like one that never reached the server. */
  #schemasMissing(label: string, cause: unknown): never {
    const error = new NetworkError(label, cause);
    this.#options.hooks.onError(error, undefined);
    throw error;
  }

  /** The schemas, loading them on the first call when `validate` is a loader (again after a failed load). */
  #validators(): EndpointValidators | Promise<EndpointValidators> | undefined {
    const validate = this.#options.validate;
    if (typeof validate !== 'function') return validate;
    if (this.#loaded) return this.#loaded;
    this.#loading ??= validate().then(
      (loaded) => (this.#loaded = loaded),
      (cause: unknown) => {
        this.#loading = undefined;
        throw cause;
      },
    );
    return this.#loading;
  }

  /**
   * Sends one call. `schemaSource` is a promise for a read whose schemas are still loading: it
   * goes out with its query as given, which is checked with the answer once they arrive.
   */
  async #send(
    endpoint: RouteDefinition,
    schemaSource: EndpointSchemas | Promise<EndpointSchemas | undefined> | undefined,
    options: RouteCallOptions,
  ): Promise<unknown> {
    const path = (buildPath as (e: { path: string }, p?: Readonly<Record<string, string | number>>) => string)(endpoint, options.params);
    const label = `${endpoint.method} ${endpoint.path}`;
    const pending = schemaSource instanceof Promise ? schemaSource : undefined;
    let schemas = pending ? undefined : (schemaSource as EndpointSchemas | undefined);
    const query = (pending ? options.query : check(schemas?.query, options.query, 'query', label)) as Record<string, unknown> | undefined;
    const body = check(schemas?.body, options.body, 'body', label);

    const token = this.token;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      [FINGERPRINT_HEADER]: this.#options.fingerprint(),
    };
    if (token) headers.Authorization = `Bearer ${token}`;
    Object.assign(headers, options.headers);

    let response: Response;
    try {
      response = await sendRequest(this.#options.fetch, joinUrl(this.#options.apiBase, path), {
        method: endpoint.method,
        headers,
        json: body,
        searchParams: query ? toSearchParams(query) : undefined,
        signal: options.signal,
        timeoutMs: this.#options.timeoutMs ?? 30_000,
        clock: this.#options.clock,
        // reads may be retried on gateway hiccups; writes never (they are not idempotent)
        retries: IDEMPOTENT.has(endpoint.method) ? 2 : 0,
      });
    } catch (cause) {
      // the caller gave up (a remount, changed inputs): it gets fetch's own abort reason back and
      // nothing is reported, since no shopper-facing failure happened
      if (options.signal?.aborted) throw cause;
      const error = new NetworkError(label, cause);
      this.#options.hooks.onError(error, undefined);
      throw error;
    }

    const payload = await readBody(response).catch(() => undefined);
    if (response.ok) {
      if (pending) {
        schemas = await pending.catch((cause: unknown) => this.#schemasMissing(label, cause));
        check(schemas?.query, options.query, 'query', label);
      }
      // art and media are the API server's files: on another origin a site-relative path would miss
      if (!schemas?.response) return this.#urlBase === undefined ? payload : resolveServerUrls(payload, this.#urlBase);
      const parsed = schemas.response.safeParse(payload);
      if (parsed.success) return this.#urlBase === undefined ? parsed.data : resolveServerUrls(parsed.data, this.#urlBase);
      const error = new ResponseShapeError(label, response.status, payload, parsed.error);
      this.#options.hooks.onError(error, undefined);
      throw error;
    }

    const error = new ApiError(label, { status: response.status, body: payload });
    const action = genericApiAction(response.status);
    if (action.kind === 'login' && options.queueOnUnauthorized !== false) {
      // park first: a listener of the login-required event may cancel the login synchronously
      const replayed = this.#options.queue.park(label, () => this.#send(endpoint, schemaSource, options));
      this.#options.hooks.onUnauthorized(label, token !== undefined);
      return replayed;
    }
    const routed = options.navigate !== false && options.handled?.includes(response.status) !== true;
    this.#options.hooks.onError(error, action.kind === 'navigate' && routed ? action.path : undefined);
    throw error;
  }
}
