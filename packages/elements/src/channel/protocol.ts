/**
 * The messages of the hidden cross-origin channel (spec §6 "Secure calls run through a hidden
 * cross-origin channel"). The partner page frames `/embed/channel.html` from the store's origin;
 * the store itself (core's store: session, cart, API client) runs in that frame, with the store's
 * cookies, and the partner page only renders what it is told and asks for a few named
 * operations. The page never sees an API path, a token or the shopper's account.
 *
 * The channel reads every partner message strictly against these shapes and drops anything
 * else without a word: a malformed message gets no answer. The partner page trusts what comes
 * from the store's exact origin and its own frame (it runs the store's script already), so its
 * check is light. Hand-written rather than zod, so neither script carries a schema library.
 * @module
 */
import type { Cart, CartAddPayload, Product, SiteId } from '@d2d/contract';
import type { CartLineView, CartTotals, OfferButton } from '@d2d/core';

/** Tag carried by every message, so unrelated `postMessage` traffic on the page is ignored. */
export const CHANNEL_PROTOCOL = 'd2d-channel/2';

/**
 * What a partner page may ask the store to do, and nothing more: read products, search titles,
 * add to and remove from the shopper's cart, and reload. A script injected into a partner page
 * cannot read the shopper's library or keys, change the account, spend credit or check out:
 * checkout happens on the store's own origin.
 */
export type ChannelOp = 'product' | 'search' | 'add' | 'remove' | 'refresh';

/** Partner → channel: introduce yourself; the channel answers {@link ChannelReady}. */
export interface ChannelHello {
  d2d: typeof CHANNEL_PROTOCOL;
  kind: 'hello';
  /** The storefront to price in when the store cannot tell the shopper's region. */
  site: SiteId;
}

/** Partner → channel: one operation. `arg` is the product id, line id or keyword. */
export type ChannelCall = { d2d: typeof CHANNEL_PROTOCOL; kind: 'call'; id: string } & (
  | { op: 'product' | 'add'; arg: number }
  | { op: 'remove'; arg: number }
  | { op: 'search'; arg: string }
  | { op: 'refresh'; arg?: undefined }
);

/** The shopper as the page shows them: login, cart and the offer buttons of the page's products. */
export interface ShopperState {
  loggedIn: boolean;
  /** The storefront prices are in (the shopper's region on the store). */
  site: SiteId;
  /** The cart, `null` for a visitor (or before it loaded). */
  cart: Cart | null;
  /** The cart's lines with their prices; thumbnails are absolute URLs on the store's origin. */
  lines: CartLineView[];
  totals: CartTotals | null;
  /** The cart is loading. */
  loading: boolean;
  /** The offer button (spec §4) of every product the page loaded, by product id. */
  offers: Record<number, OfferButton>;
}

/** A search suggestion as the channel sends it (the page builds the link, with its affiliate). */
export interface ChannelSuggestion {
  id: number;
  title: string;
  uriSafeTitle: string | null;
  productType: string | null;
  /** Absolute URL on the store's origin, or `null`. */
  thumbnail: string | null;
  platform: string | null;
}

/** What each operation answers. */
export interface ChannelResults {
  /** The product, its images as absolute URLs on the store's origin. */
  product: Product;
  search: ChannelSuggestion[];
  /** What was sent and the cart the store answered with. */
  add: { request: CartAddPayload; response: Cart };
  remove: null;
  refresh: null;
}

/**
 * Why an operation failed: `login` (a visitor, or an expired login: log in on the store and
 * try again), `not-found` (no such product), `refused` (the store said no; `message` says why),
 * `unavailable` (the store could not be reached).
 */
export type ChannelErrorCode = 'login' | 'not-found' | 'refused' | 'unavailable';

/** Channel → partner: the channel listens; here is the shopper. */
export interface ChannelReady {
  d2d: typeof CHANNEL_PROTOCOL;
  kind: 'ready';
  state: ShopperState;
}

/** Channel → partner: the shopper changed (login, logout, cart, another tab). */
export interface ChannelStateMessage {
  d2d: typeof CHANNEL_PROTOCOL;
  kind: 'state';
  state: ShopperState;
}

/** Channel → partner: an operation's answer. */
export interface ChannelResult {
  d2d: typeof CHANNEL_PROTOCOL;
  kind: 'result';
  id: string;
  value: unknown;
}

/** Channel → partner: an operation failed; `message` is the text to show (spec §8). */
export interface ChannelFailure {
  d2d: typeof CHANNEL_PROTOCOL;
  kind: 'error';
  id: string;
  code: ChannelErrorCode;
  message: string;
}

/** A message the partner page sends. */
export type PartnerMessage = ChannelHello | ChannelCall;
/** A message the channel sends. */
export type ChannelMessage = ChannelReady | ChannelStateMessage | ChannelResult | ChannelFailure;

// call ids are opaque tokens the page makes; the same shape as affiliate ids by coincidence only
const CALL_ID = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_ID = 1e12;
/** The longest search keyword the store accepts (spec §5: 25 characters). */
const MAX_KEYWORD = 25;

type Plain = Record<string, unknown>;

function isPlainObject(value: unknown): value is Plain {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function hasOnlyKeys(value: Plain, allowed: readonly string[]): boolean {
  return Object.keys(value).every((key) => allowed.includes(key));
}

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0 && (value as number) < MAX_ID;

/**
 * Reads a message received by the channel. Anything that is not exactly a hello or a call of
 * this protocol, with every field of the right shape and no extra field, gives `null`.
 * @param data - `MessageEvent.data`.
 * @returns The message, or `null` to ignore it.
 */
export function parsePartnerMessage(data: unknown): PartnerMessage | null {
  if (!isPlainObject(data) || data.d2d !== CHANNEL_PROTOCOL) return null;
  if (data.kind === 'hello') {
    if (!hasOnlyKeys(data, ['d2d', 'kind', 'site'])) return null;
    const site = data.site;
    return site === 1 || site === 2 || site === 3 ? { d2d: CHANNEL_PROTOCOL, kind: 'hello', site } : null;
  }
  if (data.kind !== 'call' || !hasOnlyKeys(data, ['d2d', 'kind', 'id', 'op', 'arg'])) return null;
  const { id, op, arg } = data;
  if (typeof id !== 'string' || !CALL_ID.test(id)) return null;
  const base = { d2d: CHANNEL_PROTOCOL, kind: 'call', id } as const;
  switch (op) {
    case 'product':
    case 'add':
    case 'remove':
      return isId(arg) ? { ...base, op, arg } : null;
    case 'search':
      return typeof arg === 'string' && arg.trim() !== '' && arg.length <= MAX_KEYWORD ? { ...base, op, arg } : null;
    case 'refresh':
      return arg === undefined ? { ...base, op } : null;
    default:
      return null;
  }
}

/**
 * Reads a message received by the partner page from the channel (already known to come from the
 * store's origin and the channel's frame).
 * @param data - `MessageEvent.data`.
 * @returns The message, or `null` to ignore it.
 */
export function parseChannelMessage(data: unknown): ChannelMessage | null {
  if (!isPlainObject(data) || data.d2d !== CHANNEL_PROTOCOL) return null;
  switch (data.kind) {
    case 'ready':
    case 'state':
      return isPlainObject(data.state) && typeof data.state.loggedIn === 'boolean' ? (data as unknown as ChannelMessage) : null;
    case 'result':
    case 'error':
      return typeof data.id === 'string' && (data.kind === 'result' || typeof data.message === 'string') ? (data as unknown as ChannelMessage) : null;
    default:
      return null;
  }
}
