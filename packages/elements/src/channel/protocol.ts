/**
 * The messages of the hidden cross-origin channel (spec §6 "Secure calls run through a hidden
 * cross-origin channel"). The partner page posts requests to an iframe served from the store's
 * origin (`/embed/channel.html`); the iframe performs them with the store's cookies and posts
 * the answer back. Both sides check every message against these shapes and drop anything else
 * without a word: a malformed message gets no answer.
 *
 * The checks are written by hand rather than with zod so the channel page and the partner
 * script stay a few kilobytes.
 * @module
 */

/** Tag carried by every message, so unrelated `postMessage` traffic on the page is ignored. */
export const CHANNEL_PROTOCOL = 'd2d-channel/1';

/** HTTP methods the channel relays. */
export type ChannelMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Query values as a URL holds them: a key may repeat (`platform[]=1100&platform[]=1310`). */
export type ChannelQuery = Record<string, string | string[]>;

/** Partner → channel: introduce yourself; the channel answers {@link ChannelReady}. */
export interface ChannelHello {
  d2d: typeof CHANNEL_PROTOCOL;
  kind: 'hello';
}

/** Partner → channel: one API call, `{ id, method, path, query, body }`. */
export interface ChannelRequest {
  d2d: typeof CHANNEL_PROTOCOL;
  kind: 'request';
  /** Correlates the answer; letters, digits, `-` and `_`, 1 to 64 characters. */
  id: string;
  method: ChannelMethod;
  /** A path of the store's API (`/api/…` or `/d2d/…`), never a URL. */
  path: string;
  query?: ChannelQuery;
  /** The JSON body. */
  body?: unknown;
  /** The device fingerprint header of spec §6. */
  fingerprint?: string;
}

/** Channel → partner: the channel listens; `session` tells whether the store has a login. */
export interface ChannelReady {
  d2d: typeof CHANNEL_PROTOCOL;
  kind: 'ready';
  session: boolean;
}

/** Channel → partner: the store's login changed (login or logout in another window). */
export interface ChannelSession {
  d2d: typeof CHANNEL_PROTOCOL;
  kind: 'session';
  session: boolean;
}

/** Channel → partner: the answer of a request. */
export interface ChannelResponse {
  d2d: typeof CHANNEL_PROTOCOL;
  kind: 'response';
  id: string;
  status: number;
  /** The response body as text (JSON for the API). */
  body: string;
  contentType: string | null;
}

/** Channel → partner: a request could not be performed (the server was not reached). */
export interface ChannelFailure {
  d2d: typeof CHANNEL_PROTOCOL;
  kind: 'failure';
  id: string;
  message: string;
}

/** A message the partner page sends. */
export type PartnerMessage = ChannelHello | ChannelRequest;
/** A message the channel sends. */
export type ChannelMessage = ChannelReady | ChannelSession | ChannelResponse | ChannelFailure;

const METHODS: readonly ChannelMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const FINGERPRINT = /^[A-Za-z0-9_-]{8,128}$/;
const MAX_PATH = 2048;
const MAX_QUERY_KEYS = 100;
const MAX_QUERY_VALUES = 100;
const MAX_QUERY_TEXT = 2048;
const MAX_BODY_DEPTH = 16;
const MAX_BODY_NODES = 5000;
const MAX_TEXT = 1_000_000;

type Plain = Record<string, unknown>;

function isPlainObject(value: unknown): value is Plain {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function hasOnlyKeys(value: Plain, allowed: readonly string[]): boolean {
  for (const key of Object.keys(value)) if (!allowed.includes(key)) return false;
  return true;
}

/** A JSON value of bounded size: what `JSON.stringify` writes back faithfully. */
function isJsonValue(value: unknown): boolean {
  let nodes = 0;
  const walk = (node: unknown, depth: number): boolean => {
    nodes += 1;
    if (nodes > MAX_BODY_NODES || depth > MAX_BODY_DEPTH) return false;
    if (node === null || typeof node === 'boolean' || typeof node === 'string') return true;
    if (typeof node === 'number') return Number.isFinite(node);
    if (Array.isArray(node)) return node.every((item) => walk(item, depth + 1));
    if (isPlainObject(node)) return Object.values(node).every((item) => walk(item, depth + 1));
    return false;
  };
  return walk(value, 0);
}

function isQuery(value: unknown): value is ChannelQuery {
  if (!isPlainObject(value)) return false;
  const keys = Object.keys(value);
  if (keys.length > MAX_QUERY_KEYS) return false;
  for (const key of keys) {
    if (key === '' || key.length > 200) return false;
    const entry = value[key];
    const items = Array.isArray(entry) ? entry : [entry];
    if (items.length > MAX_QUERY_VALUES) return false;
    for (const item of items) if (typeof item !== 'string' || item.length > MAX_QUERY_TEXT) return false;
  }
  return true;
}

/**
 * Whether a path names a call of the store's own API: `/api/…` or `/d2d/…`, made of plain path
 * characters, with no `..` or `.` segment, no empty segment, no encoded slash, backslash or dot
 * segment, no query or fragment. A full URL, a protocol-relative `//host` or any trick that would
 * make `new URL(path, storeOrigin)` leave the store's API is refused.
 * @param path - The request's `path`.
 * @returns Whether the channel may relay it (before the per-call policy).
 */
export function isApiPath(path: unknown): path is string {
  if (typeof path !== 'string' || path.length > MAX_PATH) return false;
  if (!/^\/(?:api|d2d)\/[A-Za-z0-9._~%:@!$&'()*+,;=/-]*$/.test(path)) return false;
  if (/%(?:2f|5c|2e|00)/i.test(path)) return false;
  const segments = path.split('/').slice(1);
  for (let i = 0; i < segments.length; i += 1) {
    const segment = segments[i]!;
    if (segment === '.' || segment === '..') return false;
    // an empty segment is only allowed as the trailing slash of a path like `/d2d/regions/get_region/`
    if (segment === '' && i !== segments.length - 1) return false;
  }
  return true;
}

/**
 * Reads a message received by the channel. Anything that is not exactly a hello or a request of
 * this protocol, with every field of the right shape and no extra field, gives `null`.
 * @param data - `MessageEvent.data`.
 * @returns The message, or `null` to ignore it.
 */
export function parsePartnerMessage(data: unknown): PartnerMessage | null {
  if (!isPlainObject(data) || data.d2d !== CHANNEL_PROTOCOL) return null;
  if (data.kind === 'hello') return hasOnlyKeys(data, ['d2d', 'kind']) ? { d2d: CHANNEL_PROTOCOL, kind: 'hello' } : null;
  if (data.kind !== 'request') return null;
  if (!hasOnlyKeys(data, ['d2d', 'kind', 'id', 'method', 'path', 'query', 'body', 'fingerprint'])) return null;
  const { id, method, path, query, body, fingerprint } = data;
  if (typeof id !== 'string' || !ID.test(id)) return null;
  if (typeof method !== 'string' || !METHODS.includes(method as ChannelMethod)) return null;
  if (!isApiPath(path)) return null;
  if (query !== undefined && !isQuery(query)) return null;
  if (body !== undefined && !isJsonValue(body)) return null;
  if ((method === 'GET' || method === 'DELETE') && body !== undefined) return null;
  if (fingerprint !== undefined && (typeof fingerprint !== 'string' || !FINGERPRINT.test(fingerprint))) return null;
  return {
    d2d: CHANNEL_PROTOCOL,
    kind: 'request',
    id,
    method: method as ChannelMethod,
    path,
    ...(query === undefined ? {} : { query }),
    ...(body === undefined ? {} : { body }),
    ...(fingerprint === undefined ? {} : { fingerprint }),
  };
}

/**
 * Reads a message received by the partner page from the channel.
 * @param data - `MessageEvent.data`.
 * @returns The message, or `null` to ignore it.
 */
export function parseChannelMessage(data: unknown): ChannelMessage | null {
  if (!isPlainObject(data) || data.d2d !== CHANNEL_PROTOCOL) return null;
  switch (data.kind) {
    case 'ready':
    case 'session':
      if (!hasOnlyKeys(data, ['d2d', 'kind', 'session']) || typeof data.session !== 'boolean') return null;
      return { d2d: CHANNEL_PROTOCOL, kind: data.kind, session: data.session };
    case 'response': {
      if (!hasOnlyKeys(data, ['d2d', 'kind', 'id', 'status', 'body', 'contentType'])) return null;
      const { id, status, body, contentType } = data;
      if (typeof id !== 'string' || !ID.test(id)) return null;
      if (typeof status !== 'number' || !Number.isInteger(status) || status < 200 || status > 599) return null;
      if (typeof body !== 'string' || body.length > MAX_TEXT) return null;
      if (contentType !== null && (typeof contentType !== 'string' || contentType.length > 200)) return null;
      return { d2d: CHANNEL_PROTOCOL, kind: 'response', id, status, body, contentType };
    }
    case 'failure': {
      if (!hasOnlyKeys(data, ['d2d', 'kind', 'id', 'message'])) return null;
      const { id, message } = data;
      if (typeof id !== 'string' || !ID.test(id) || typeof message !== 'string' || message.length > 500) return null;
      return { d2d: CHANNEL_PROTOCOL, kind: 'failure', id, message };
    }
    default:
      return null;
  }
}
