/**
 * Requests as a shopper or a visitor, through `app.inject`, and the check every kit makes of a
 * call that must succeed: a 200 whose body parses with the contract's schema.
 * @module
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';

/** The HTTP methods the store's calls use. */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Whoever holds a session: a signed-up shopper or a buyer made in the database. */
export interface Caller {
  token: string;
}

/** Calls to one app. */
export interface Calls {
  /** A call as `who` (bearer token) or as a visitor (`null`), with extra headers. */
  call(who: Caller | null, method: Method, url: string, payload?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** A call that must answer 200, parsed with a contract schema. */
  ok<S extends z.ZodType>(who: Caller | null, method: Method, url: string, schema: S, payload?: unknown, headers?: Record<string, string>): Promise<z.output<S>>;
}

/**
 * The 200 answer parsed with `schema`; any other status fails the test with the answer.
 * @example
 * const cart = parseOk(await app.inject({ method: 'GET', url }), 'GET', url, cartSchema);
 */
export function parseOk<S extends z.ZodType>(res: LightMyRequestResponse, method: string, url: string, schema: S): z.output<S> {
  if (res.statusCode !== 200) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 500)}`);
  return schema.parse(res.json());
}

/**
 * The calls of a test to `app`.
 * @example
 * const { call, ok } = callsTo(app);
 * const cart = await ok(ana, 'GET', '/api/account/shopping_carts', cartSchema);
 */
export function callsTo(app: FastifyInstance): Calls {
  const call: Calls['call'] = (who, method, url, payload, headers = {}) =>
    app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: { ...(who ? { authorization: `Bearer ${who.token}` } : {}), ...headers },
    });
  return {
    call,
    async ok(who, method, url, schema, payload, headers) {
      return parseOk(await call(who, method, url, payload, headers), method, url, schema);
    },
  };
}

/**
 * The cookie header of a region code (the site a visitor picked).
 * @example
 * await app.inject({ method: 'GET', url: '/api/productquery/findpage', headers: regionCookie(302) });
 */
export function regionCookie(code: number): Record<string, string> {
  return { cookie: `region=${code}` };
}
