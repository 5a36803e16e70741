/**
 * The names both sides of the wire must spell alike (spec §3 "Cookies and session", §6): the
 * cookies the server sets and the clients read, the query parameter of the affiliate program and
 * the headers the client sends.
 * @module
 */

/** The cookie that holds the login token; the client sends it back as a bearer token. */
export const TOKEN_COOKIE = 'token';
/** The cookie that holds the region code (spec §1: 1 hour; 301 default, 302 UK). */
export const REGION_COOKIE = 'region';
/** The store's 30-day affiliate cookie (spec §1), set from `?aff=` on any store URL. */
export const AFFILIATE_COOKIE = 'aff';
/**
 * Set when a browser was shown the first-visit offer (spec §4 Campaigns: shown once). Hosts that
 * drive the store in tests set it to keep the offer out of journeys that are not about it.
 */
export const FIRST_VISIT_SHOWN_COOKIE = 'd2d_first_visit_shown';
/** The query parameter that carries an affiliate id on any store or widget URL. */
export const AFFILIATE_PARAM = 'aff';
/** The header that carries the session's device fingerprint on every call (spec §6). */
export const FINGERPRINT_HEADER = 'X-Device-Fingerprint';
/**
 * The custom auth header of the social-login calls (spec §6): `Bearer <token>` of the signed-in
 * shopper asks `POST /api/account/auth/{provider}` to link the provider to that account. The
 * usual bearer header and cookie never link, so a stale session cannot adopt a sign-in by mistake.
 */
export const SOCIAL_AUTH_HEADER = 'X-Social-Authorization';
