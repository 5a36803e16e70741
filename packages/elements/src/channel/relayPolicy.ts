/**
 * Which calls the channel relays for a partner page, and what it hides in their answers.
 *
 * A partner page is trusted to show products and fill the shopper's cart, nothing more: a
 * script injected into a partner blog must not be able to read the shopper's library and keys,
 * change the password or e-mail, spend wallet credit or check out. Checkout happens on the
 * store's own origin. So only the calls below are relayed; every other `/api/…` or `/d2d/…`
 * call is answered 403 by the channel without reaching the server, and the account the
 * partner sees has its personal details masked.
 * @module
 */
import type { ChannelMethod } from './protocol.js';

interface RelayRule {
  method: ChannelMethod;
  pattern: RegExp;
}

/** The calls a partner page may make through the channel. */
export const RELAY_RULES: readonly RelayRule[] = [
  // the catalogue and reference data anyone may read
  { method: 'GET', pattern: /^\/api\/product\/(?:get|preview)\/\d{1,12}$/ },
  { method: 'GET', pattern: /^\/api\/product\/(?:getmedia|preview_media)$/ },
  { method: 'GET', pattern: /^\/api\/productquery\/findpage$/ },
  { method: 'GET', pattern: /^\/api\/merchandising\/[a-z_]{1,40}(?:\/\d{1,12})?$/ },
  { method: 'POST', pattern: /^\/api\/merchandising\/shelves$/ },
  { method: 'GET', pattern: /^\/d2d\/(?:genres|platforms|publishers|content_ratings|countries|regions\/get_region\/)$/ },
  { method: 'GET', pattern: /^\/api\/countries$/ },
  { method: 'GET', pattern: /^\/api\/userreview\/findpage$/ },
  { method: 'GET', pattern: /^\/d2d\/premium\/(?:plan_price|campaign)$/ },
  { method: 'GET', pattern: /^\/d2d\/streaming\/campaign$/ },
  // the shopper's login state and cart
  { method: 'GET', pattern: /^\/api\/account\/getcurrent$/ },
  { method: 'GET', pattern: /^\/api\/account\/premium$/ },
  { method: 'GET', pattern: /^\/api\/account\/shopping_carts$/ },
  { method: 'POST', pattern: /^\/api\/account\/shopping_carts$/ },
  { method: 'DELETE', pattern: /^\/api\/account\/shopping_carts\/\d{1,12}$/ },
];

/** The body of the channel's own 403 for a call it does not relay. */
export const NOT_RELAYED_MESSAGE = 'This call is not available to partner pages; it is made on the store itself.';

/**
 * Whether the channel relays a call.
 * @param method - The request's method.
 * @param path - The request's path (already checked with `isApiPath`).
 * @returns `true` when a rule allows it.
 */
export function isRelayed(method: ChannelMethod, path: string): boolean {
  return RELAY_RULES.some((rule) => rule.method === method && rule.pattern.test(path));
}

/** Masks an e-mail address: `jane.doe@example.com` → `j•••@example.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/**
 * The account as a partner page may see it: whether someone is logged in, the VIP tier that
 * prices depend on and the flags the offer button reads; the e-mail masked; name, address,
 * social connections, tokens and spending left out.
 * @param body - The JSON text of `GET /api/account/getcurrent`.
 * @returns The JSON text to hand to the partner page (unchanged when it is not an account).
 */
export function redactAccountBody(body: string): string {
  let account: unknown;
  try {
    account = JSON.parse(body);
  } catch {
    return body;
  }
  if (typeof account !== 'object' || account === null || Array.isArray(account)) return body;
  const source = account as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  if ('id' in source) out.id = source.id;
  if (typeof source.emailAddress === 'string') out.emailAddress = maskEmail(source.emailAddress);
  if (typeof source.unconfirmedEmail === 'string' && source.unconfirmedEmail !== '') out.unconfirmedEmail = maskEmail(source.unconfirmedEmail);
  for (const key of ['vip_tier', 'temporary_email'] as const) if (key in source) out[key] = source[key];
  return JSON.stringify(out);
}

/** Calls whose answers are redacted before the partner page sees them. */
export function redactBody(method: ChannelMethod, path: string, body: string): string {
  return method === 'GET' && path === '/api/account/getcurrent' ? redactAccountBody(body) : body;
}
