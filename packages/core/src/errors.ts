/**
 * The errors core throws. Each extends `Error`, carries the HTTP `status` (0 when there was no
 * answer), the spec's error `code` when the body has one (`error_code` of a 422,
 * `failureError.id` of a 409), the parsed `body` and the `cause`; match them with `instanceof`.
 * What the shopper sees for each is decided in one place, `errorMessages.ts`.
 * @module
 */

/** A spec error code as the wire sends it: a number, or a numeric string such as `'7002'`. */
export type ErrorCode = number | string;

/** Fields every core error carries. */
export interface StoreErrorInit {
  status?: number;
  code?: ErrorCode | undefined;
  body?: unknown;
  cause?: unknown;
}

/** Reads the spec's code out of an error body (`error_code`, or the 409 `failureError.id`). */
export function errorCodeOf(body: unknown): ErrorCode | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  const direct = record.error_code ?? record.code;
  if (typeof direct === 'number' || (typeof direct === 'string' && direct.trim() !== '')) return direct;
  const failure = record.failureError;
  if (typeof failure === 'object' && failure !== null) {
    const id = (failure as Record<string, unknown>).id;
    if (typeof id === 'number' || typeof id === 'string') return id;
  }
  return undefined;
}

/** Reads the most specific text out of an error body: 409 failure message, 422 base errors, message. */
export function errorTextOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return typeof body === 'string' && body.trim() !== '' ? body : undefined;
  const record = body as Record<string, unknown>;
  const failure = record.failureError;
  if (typeof failure === 'object' && failure !== null) {
    const message = (failure as Record<string, unknown>).message;
    if (typeof message === 'string' && message !== '') return message;
  }
  const errors = record.errors;
  if (typeof errors === 'object' && errors !== null) {
    const base = (errors as Record<string, unknown>).base;
    if (Array.isArray(base) && base.length > 0) return base.map(String).join(', ');
  }
  if (typeof record.message === 'string' && record.message !== '') return record.message;
  if (typeof record.error === 'string' && record.error !== '') return record.error;
  return undefined;
}

/** Base class of every error core throws. */
export class StoreError extends Error {
  /** HTTP status; 0 when the server was not reached or the error is core's own. */
  readonly status: number;
  /** The spec's error code, if the body has one. */
  readonly code: ErrorCode | undefined;
  /** The parsed response body, if any. */
  readonly body: unknown;

  constructor(message: string, init: StoreErrorInit = {}) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    // each class names itself below: `new.target.name` is whatever a minifier renamed it to
    this.name = 'StoreError';
    this.status = init.status ?? 0;
    this.code = init.code;
    this.body = init.body;
  }
}

/**
 * The server answered with an error status.
 * @example
 * try { await store.api.cart.applyCoupon({ coupon_code: 'X' }); }
 * catch (error) { if (error instanceof ApiError && error.status === 422) showFieldErrors(error.body); }
 */
export class ApiError extends StoreError {
  /** `METHOD /path` of the call, for logs. */
  readonly endpoint: string;

  constructor(endpoint: string, init: StoreErrorInit & { status: number }) {
    super(errorTextOf(init.body) ?? `${endpoint} failed with status ${init.status}`, {
      ...init,
      code: init.code ?? errorCodeOf(init.body),
    });
    this.name = 'ApiError';
    this.endpoint = endpoint;
  }
}

/** The server could not be reached, or the call timed out (status 0: no navigation, spec §8). */
export class NetworkError extends StoreError {
  readonly endpoint: string;

  constructor(endpoint: string, cause: unknown) {
    super(`${endpoint} could not reach the server`, { status: 0, cause });
    this.name = 'NetworkError';
    this.endpoint = endpoint;
  }
}

/**
 * A 2xx answer did not match the contract's schema: a server bug surfaced at the boundary rather
 * than deep in the UI.
 */
export class ResponseShapeError extends StoreError {
  readonly endpoint: string;

  constructor(endpoint: string, status: number, body: unknown, cause: unknown) {
    super(`${endpoint} answered a body that does not match the contract`, { status, body, cause });
    this.name = 'ResponseShapeError';
    this.endpoint = endpoint;
  }
}

/** Why core refused an action before calling the server. */
export type RefusalReason =
  | 'login-required'
  | 'cart-limit'
  | 'cart-empty'
  | 'coupon-empty'
  | 'coupon-already-applied'
  | 'busy'
  | 'invalid-input'
  | 'not-available';

/**
 * Core refused an action by a spec rule (cart limit, empty cart, coupon rules, …). `message` is
 * the spec's text where it has one.
 */
export class RefusedError extends StoreError {
  readonly reason: RefusalReason;

  constructor(reason: RefusalReason, message: string) {
    super(message, { status: 0, code: reason });
    this.name = 'RefusedError';
    this.reason = reason;
  }
}

/**
 * A call queued on a 401 was dropped: the shopper dismissed the login dialog
 * (`store.session.cancelLogin()`), logged out, or the store was disposed.
 */
export class LoginCancelledError extends StoreError {
  constructor(endpoint: string, cause?: unknown) {
    super(`${endpoint} needed a login that did not happen`, { status: 401, cause });
    this.name = 'LoginCancelledError';
  }
}

/** The store was disposed while the operation was running. */
export class StoreDisposedError extends StoreError {
  constructor() {
    super('The store was disposed: create a new one with createStore(config).');
    this.name = 'StoreDisposedError';
  }
}
