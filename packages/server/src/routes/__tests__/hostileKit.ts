/**
 * Hostile-input kit shared by the property-based fuzz tests of every area: texts, numbers and
 * JSON values that break naive parsers (huge, unicode, lone surrogates, prototype-pollution
 * keys, arrays where a scalar belongs), broken raw bodies and content types, hostile query
 * strings, malformed login cookies and bearer tokens, and malformed `Host` values. Generators
 * can name real rows through placeholders (`$payment:3`) that the test swaps for live ids just
 * before the request, so a run reaches deep code paths and not only the first validation.
 * It also holds what every fuzz test does with them: putting a generated body on a request and
 * checking each answer's shape against its status and the contract.
 * @module
 */
import {
  badRequestBodySchema, conflictBodySchema, endpoints, unauthorizedBodySchema, unprocessableBodySchema, type EndpointDefinition,
} from '@d2d/contract';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Keys that pollute prototypes when an object is merged or assigned without care. */
export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'] as const;

const HUGE = 'x'.repeat(100_000);

/** Texts that have broken parsers, SQL, URL and unicode handling somewhere. */
export const edgeText: fc.Arbitrary<string> = fc.constantFrom(
  '', ' ', '\u0000', '\t\r\n', '0', '-0', '-1', '1.5', '1e309', '-1e309', 'NaN', 'Infinity', '-Infinity', '9'.repeat(40),
  '0x10', 'null', 'undefined', 'true', '[]', '{}', '"', "'", '\\', '%', '%00', '%zz', '../../etc/passwd', '/\\evil.example',
  '//evil.example', 'javascript:alert(1)', 'https://evil.example/', '<script>alert(1)</script>', "' OR 1=1 --", '%s%s%n',
  '😀'.repeat(60), '\u202e\u0301\u200b', '\ud800', '\udfff\ud800', 'İı', 'ß', HUGE,
);

/** Any text: edge cases, random strings, graphemes and raw code units (lone surrogates included). */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: edgeText, weight: 3 },
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

/** Numbers a JSON body can carry that no id, count or amount should accept. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, -1, 1.5, -1.5, 2 ** 31, 2 ** 53, 2 ** 53 + 2, 2 ** 63, 2 ** 64, 1e308, -1e308, Number.MIN_VALUE, Number.MAX_SAFE_INTEGER),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/**
 * JSON values built from hostile leaves, arrays (for scalars) and objects keyed by the fields a
 * route reads, prototype-pollution keys and random keys.
 * @param fields - field names the routes under test read
 * @param plausible - leaves that name real things (placeholders, known codes), mixed in often
 */
export function hostileValue(fields: readonly string[], plausible: fc.Arbitrary<unknown> = fc.constant(1)): fc.Arbitrary<unknown> {
  const key = fc.oneof({ arbitrary: fc.constantFrom(...fields), weight: 4 }, fc.constantFrom(...PROTO_KEYS), fc.string({ maxLength: 8 }));
  const leaf = fc.oneof(
    { arbitrary: plausible, weight: 3 },
    hostileText,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
  );
  return fc.letrec((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      { arbitrary: leaf, weight: 3 },
      fc.array(tie('node'), { maxLength: 4 }),
      fc.dictionary(key, tie('node'), { maxKeys: 5 }),
    ),
  })).node;
}

/**
 * JSON values made of an area's own leaves: the leaf, arrays of values, and objects keyed by the
 * fields the area reads. Unlike {@link hostileValue} the leaves are all the area's.
 * @param leaf - the values at the bottom
 * @param fields - field names the routes under test read
 * @param size - the most items an array, and keys an object, has
 */
export function nestedValue(leaf: fc.Arbitrary<unknown>, fields: readonly string[], size: { maxLength: number; maxKeys: number }): fc.Arbitrary<unknown> {
  return fc.letrec((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc.array(tie('node'), { maxLength: size.maxLength }),
      fc.dictionary(fc.constantFrom(...fields), tie('node'), { maxKeys: size.maxKeys }),
    ),
  })).node;
}

/**
 * A valid body with one thing wrong: a field (known, prototype or random) set to a hostile
 * value, or a field dropped. Close misses reach the checks behind the schema.
 * @param valid - real bodies of the call
 * @param fields - other field names the call's area reads
 * @param hostile - hostile values
 */
export function mutated(valid: fc.Arbitrary<Record<string, unknown>>, fields: readonly string[], hostile: fc.Arbitrary<unknown>): fc.Arbitrary<Record<string, unknown>> {
  return fc.tuple(valid, fc.oneof(fc.constantFrom(...fields), fc.constantFrom(...PROTO_KEYS), fc.nat()), hostile, fc.boolean()).map(([body, which, bad, drop]) => {
    const keys = Object.keys(body);
    const key = typeof which === 'number' ? (keys[which % Math.max(1, keys.length)] ?? 'x') : which;
    const out: Record<string, unknown> = { ...body };
    if (drop && typeof which === 'number') delete out[key];
    else Object.defineProperty(out, key, { value: bad, enumerable: true, writable: true, configurable: true });
    return out;
  });
}

/** Raw bodies that are not JSON, or JSON that hostile parsers trip over. */
export const rawBody: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '', '{', '}', '[1,2', '{"a":', '{"a":1,}', "{'a':1}", 'NaN', 'Infinity', '-Infinity', 'undefined', 'null', 'true', '"x"', '0',
    '{"cart_id":NaN}', '{"cart_id":Infinity}', '{"cart_id":1e400}', '{"cart_id":-1e400}', '{"cart_id":-0}',
    '{"payment_id":"\\ud800"}', '{"payment_id":"\\u0000"}', '\ufeff{}', '{"cart_id":1,"cart_id":"x"}',
    '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"polluted":1}}}', '{"a":{"__proto__":{"b":1}}}',
    `${'['.repeat(20_000)}${']'.repeat(20_000)}`, `{"payment_id":"${'x'.repeat(1_100_000)}"}`, '\u0000', '\ud800',
  ),
  fc.string({ maxLength: 60 }),
);

/** Content types a client (or an attacker) may send with a body. */
export const contentType: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 6 },
  fc.constantFrom(
    'application/json; charset=utf-8', 'application/json; charset=latin1', 'application/json;charset=utf-16', 'text/plain',
    'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/vnd.api+json', '*/*', 'application/json, text/plain',
    'text/html', 'application/octet-stream', 'application/JSON', 'application/json; boundary="',
  ),
);

/** A request body as generated: JSON to serialise, or raw text; with the content type it is sent as. */
export type HostilePayload = { json: unknown; type: string } | { raw: string; type: string };

/**
 * Bodies for a call: mostly real, often one field off, sometimes anything at all under any content type.
 * @param valid - real bodies of the call
 * @param fields - other field names the call's area reads
 * @param hostile - hostile values
 * @param mutatedWeight - how often a body is one field off, against 5 real ones
 */
export function hostilePayload(
  valid: fc.Arbitrary<Record<string, unknown>>,
  fields: readonly string[],
  hostile: fc.Arbitrary<unknown>,
  mutatedWeight = 3,
): fc.Arbitrary<HostilePayload> {
  return fc.oneof(
    { arbitrary: valid.map((json) => ({ json, type: 'application/json' })), weight: 5 },
    { arbitrary: mutated(valid, fields, hostile).map((json) => ({ json, type: 'application/json' })), weight: mutatedWeight },
    { arbitrary: fc.record({ json: hostile, type: contentType }), weight: 1 },
    { arbitrary: fc.record({ raw: rawBody, type: contentType }), weight: 1 },
  );
}

/** A request whose headers a test still adds to. */
export type HostileRequest = InjectOptions & { headers: Record<string, string> };

/**
 * Puts a generated body on a request: its content type in the headers, the JSON serialised
 * (placeholders swapped for live values first, when pools are given) or the raw text as is.
 * @param options - the request; its headers are written to
 * @param payload - the generated body
 * @param pools - live values for placeholders
 */
export function attachBody(options: HostileRequest, payload: HostilePayload, pools?: Record<string, readonly unknown[]>): void {
  options.headers['content-type'] = payload.type;
  options.payload = 'raw' in payload ? payload.raw : JSON.stringify((pools ? resolvePlaceholders(payload.json, pools) : payload.json) ?? null);
}

/** Adds a cookie to the ones a request already sends. */
export function addCookie(headers: Record<string, string>, name: string, value: string): void {
  headers.cookie = [headers.cookie, `${name}=${value}`].filter(Boolean).join('; ');
}

/**
 * Bodies of an area's own making: mostly JSON values, sometimes raw text sent as JSON.
 * @param json - the area's JSON bodies
 * @param raw - the area's broken texts
 */
export function jsonOrRaw(json: fc.Arbitrary<unknown>, raw: fc.Arbitrary<string>): fc.Arbitrary<{ json: unknown } | { raw: string }> {
  return fc.oneof({ arbitrary: json.map((b) => ({ json: b })), weight: 5 }, { arbitrary: raw.map((r) => ({ raw: r })), weight: 1 });
}

/**
 * A request with a JSON body given as a value (`json`) or as raw text sent as JSON (`raw`).
 * @param method - the HTTP method
 * @param url - path and query
 * @param parts - the bearer token (none for a visitor), a cookie header, the body (none for a GET)
 */
export function jsonRequest(
  method: NonNullable<InjectOptions['method']>,
  url: string,
  parts: { token?: string | null; cookie?: string; body?: { json: unknown } | { raw: string } },
): InjectOptions {
  const { token, cookie, body } = parts;
  return {
    method,
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(cookie === undefined ? {} : { cookie }),
      ...(body && 'raw' in body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? ('raw' in body ? { payload: body.raw } : { payload: body.json as object }) : {}),
  };
}

/**
 * A query string of hostile pairs: known keys, their array forms (`k[]`, `k[0]`), prototype keys
 * and random keys; repeated keys and broken percent escapes.
 * @param keys - the query keys the routes read
 * @param plausible - values that name real things (placeholders allowed)
 */
export function hostileQuery(keys: readonly string[], plausible: fc.Arbitrary<string> = fc.constant('1')): fc.Arbitrary<string> {
  const key = fc.oneof(
    { arbitrary: fc.constantFrom(...keys), weight: 4 },
    fc.constantFrom(...keys).map((k) => `${k}[]`),
    fc.constantFrom(...keys).map((k) => `${k}[0]`),
    fc.constantFrom(...PROTO_KEYS, '__proto__[polluted]', 'constructor[prototype][polluted]'),
    fc.string({ maxLength: 8 }),
  );
  const value = fc.oneof({ arbitrary: plausible, weight: 3 }, hostileText.map((v) => v.slice(0, 2_000)));
  const pairs = fc.array(fc.tuple(key, value), { maxLength: 6 }).map((list) => list.map(([k, v]) => `${encodeText(k)}=${encodeText(v)}`).join('&'));
  const tail = fc.constantFrom('', '', '', '&%', '&a=%zz', '&b=%E0%A4%A', '&&&', '&=x', '&x[]=1&x[]=2', '&%00=%00', '&a=1&a=2&a=3');
  return fc.tuple(pairs, tail).map(([p, t]) => `${p}${t}`);
}

/**
 * Percent-encodes any text. A lone surrogate has no UTF-8 form, so it goes out as the bytes a
 * careless client would send for it (CESU-8), which the server must survive too.
 */
export function encodeText(text: string): string {
  return text.replace(/[\ud800-\udbff][\udc00-\udfff]|[\s\S]/g, (unit) => (/^[\ud800-\udfff]$/.test(unit) ? '%ED%A0%80' : encodeURIComponent(unit)));
}

/** A path segment: plausible values, hostile texts (encoded) and traversal attempts. */
export function hostileSegment(plausible: fc.Arbitrary<string> = fc.constant('1')): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: plausible.map(encodeText), weight: 3 },
    hostileText.filter((s) => s.length > 0 && s.length < 5_000).map(encodeText),
    fc.constantFrom('..', '%2e%2e', '%2F', '%00', '%zz', '-1', '0', '1.5', '1e3', '9'.repeat(30), ' ', '%20', 'null'),
  );
}

/** Who makes a request. */
export type Caller = 'visitor' | 'bearer' | 'cookie' | 'malformed';

/** Callers, the logged-in ones most often. */
export const caller: fc.Arbitrary<Caller> = fc.oneof(
  { arbitrary: fc.constant<Caller>('bearer'), weight: 6 },
  { arbitrary: fc.constant<Caller>('cookie'), weight: 2 },
  { arbitrary: fc.constant<Caller>('visitor'), weight: 1 },
  { arbitrary: fc.constant<Caller>('malformed'), weight: 1 },
);

/** Malformed login tokens, cookies and the other cookies the server reads (region, affiliate). */
export const malformedAuth: fc.Arbitrary<Record<string, string>> = fc.constantFrom<Record<string, string>>(
  { authorization: 'Bearer' },
  { authorization: 'Bearer ' },
  { authorization: 'Bearer a b' },
  { authorization: 'Basic YTpi' },
  { authorization: 'Bearer null' },
  { authorization: `Bearer ${'A'.repeat(8_000)}` },
  { authorization: 'Bearer \u00ff\u00fe' },
  { authorization: 'Bearer %00' },
  { authorization: 'Bearer ../../' },
  { cookie: 'token=' },
  { cookie: 'token' },
  { cookie: 'token=%' },
  { cookie: 'token=%E0%A4%A' },
  { cookie: 'token="unterminated' },
  { cookie: ';;;=;=' },
  { cookie: 'token=a; token=b' },
  { cookie: `region=abc; token=${'z'.repeat(5_000)}` },
  { cookie: '__proto__=1; constructor=2; prototype=3' },
  { cookie: 'aff=%zz; region=NaN' },
  { cookie: `aff=${'9'.repeat(400)}; region=1e309` },
  { cookie: 'aff=__proto__; region=-1' },
  { cookie: 'region=%00; token=\u00ff' },
);

/** Host header values that are not a host. */
export const MALFORMED_HOSTS: readonly string[] = [
  'a b', 'exa mple.com', '[::1', 'host:99999', 'host:-1', 'host:abc', '%zz', 'user@host', 'host/path', 'host?x', 'host#x',
  'évil.example', '[', ':::', '.', `${'x'.repeat(300)}.example`, '\u00ff',
];

/** The headers of a caller: the live token as bearer or cookie, nothing, or a malformed one. */
export function callerHeaders(who: Caller, token: string | null, malformed: Record<string, string>): Record<string, string> {
  if (who === 'visitor' || token === null) return who === 'malformed' ? { ...malformed } : {};
  if (who === 'bearer') return { authorization: `Bearer ${token}` };
  if (who === 'cookie') return { cookie: `token=${token}` };
  return { ...malformed };
}

/**
 * Replaces placeholder strings (`$name:index`) anywhere in a value with live values, so a
 * generated body names real payments, carts and items of the moment.
 * @param value - a generated value
 * @param pools - live values by placeholder name; an empty pool leaves the placeholder text
 */
export function resolvePlaceholders(value: unknown, pools: Record<string, readonly unknown[]>): unknown {
  if (typeof value === 'string') {
    const match = /^\$(\w+):(\d+)$/.exec(value);
    if (!match) return value;
    const pool = pools[match[1]!];
    return pool && pool.length > 0 ? pool[Number(match[2]) % pool.length] : value;
  }
  if (Array.isArray(value)) return value.map((v) => resolvePlaceholders(v, pools));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) Object.defineProperty(out, k, { value: resolvePlaceholders(v, pools), enumerable: true, writable: true, configurable: true });
    return out;
  }
  return value;
}

/** A placeholder for a live value of pool `name`; pools list their likeliest targets first, so low indexes come often. */
export function placeholder(name: string): fc.Arbitrary<string> {
  return fc.oneof({ arbitrary: fc.nat({ max: 2 }), weight: 2 }, fc.nat({ max: 50 })).map((n) => `$${name}:${n}`);
}

/** Replaces placeholders inside a URL or query text (each value percent-encoded). */
export function resolveInText(text: string, pools: Record<string, readonly unknown[]>): string {
  return text.replace(/%24(\w+)%3A(\d+)|\$(\w+):(\d+)/g, (whole, a?: string, b?: string, c?: string, d?: string) => {
    const pool = pools[(a ?? c)!];
    if (!pool || pool.length === 0) return whole;
    return encodeText(String(pool[Number(b ?? d) % pool.length]));
  });
}

/** Parses a refusal body with the schema of its status (spec §8); false when its status has none. */
function parseRefusal(status: number, json: unknown): boolean {
  if (status === 400) badRequestBodySchema.parse(json);
  else if (status === 401 || status === 404) unauthorizedBodySchema.parse(json);
  else if (status === 409) conflictBodySchema.parse(json);
  else if (status === 422) expect(unprocessableBodySchema.parse(json).errors).toBeDefined();
  else return false;
  return true;
}

/**
 * Checks the body of a refusal has the shape of its status that the client's generic handling
 * expects (spec §8). Statuses other areas' plugins add (403 cross-site, 413, 429) need a message.
 */
export function expectErrorShape(res: LightMyRequestResponse, label: string): void {
  // a HEAD answer carries the headers of its GET and no body
  if (res.statusCode < 400 || res.body === '') return;
  if (!String(res.headers['content-type'] ?? '').startsWith('application/json')) return;
  const json: unknown = res.json();
  try {
    if (!parseRefusal(res.statusCode, json)) expect(typeof (json as { message?: unknown }).message).toBe('string');
  } catch (error) {
    throw new Error(`${label}: ${res.statusCode} answered ${res.body.slice(0, 300)}: ${String(error)}`);
  }
}

/**
 * Checks a refusal of an area's own calls has the shape of its status (spec §8); the area's 403
 * (not a member, not the owner) has the shape of a 401.
 */
export function expectStatusShape(status: number, json: unknown): void {
  parseRefusal(status === 403 ? 401 : status, json);
}

/** Fails with the request and answer when the server answered 5xx. */
export function expectNo5xx(res: LightMyRequestResponse, options: InjectOptions): void {
  const body = typeof options.payload === 'string' ? options.payload.slice(0, 200) : JSON.stringify(options.payload ?? null)?.slice(0, 200);
  expect(res.statusCode, `${String(options.method)} ${String(options.url)} ${JSON.stringify(options.headers ?? {}).slice(0, 300)} ${body} → ${res.body.slice(0, 300)}`).toBeLessThan(500);
}

/**
 * The contract's schema of a call's 200 answer, where the endpoint table lists the call.
 * @param method - the HTTP method
 * @param path - the route path as registered (`:param` segments)
 */
export function contractResponse(method: string, path: string): { parse(value: unknown): unknown } | undefined {
  return (Object.values(endpoints) as EndpointDefinition[]).find((e) => e.method === method && e.path === path)?.response;
}
