/**
 * The generic API error rule of spec §8: what the client does with a failed call's status when
 * the caller does not handle it itself.
 * @module
 */
import type { PAGES } from '../storefront/pages.js';

/**
 * A system page the generic rule navigates to. The paths below are checked against the page
 * table's entries by this type; they are written out so that a small bundle using the rule does
 * not carry the whole table.
 */
export type SystemErrorPath = (typeof PAGES)['notFound' | 'badRequest' | 'maintenance' | 'error'];

/**
 * What to do after a failed call:
 * - `navigate`: go to the system page `path`;
 * - `login`: clear the account and token, empty the cart, open the login dialog and queue the
 *   call until login (spec §4);
 * - `ignore`: status 0 (the request never reached the server, e.g. aborted on navigation);
 * - `none`: nothing beyond what the caller does (403, 409, and 422 whose body the caller shows).
 */
export type GenericApiAction =
  | { readonly kind: 'navigate'; readonly path: SystemErrorPath }
  | { readonly kind: 'login' }
  | { readonly kind: 'ignore' }
  | { readonly kind: 'none' };

/**
 * The generic action for an HTTP status (spec §8): 404 → /404, 400 → /400, 503 → /maintenance,
 * other 5xx → /error, 401 → login, 403 and 409 → nothing, 0 → ignored, unknown → /error.
 * 422 is "returned to the caller" everywhere the spec mentions it, so it is `none` here; a
 * status below 400 is not an error and is `none` as well.
 * @param status - The response status, or 0 when there was no response.
 * @returns A tagged action for core to carry out.
 * @example
 * const action = genericApiAction(error.status);
 * if (action.kind === 'navigate') router.go(action.path);
 */
export function genericApiAction(status: number): GenericApiAction {
  if (status === 0) return { kind: 'ignore' };
  if (status === 401) return { kind: 'login' };
  if (status === 400) return { kind: 'navigate', path: '/400' };
  if (status === 404) return { kind: 'navigate', path: '/404' };
  if (status === 503) return { kind: 'navigate', path: '/maintenance' };
  if (status === 403 || status === 409 || status === 422) return { kind: 'none' };
  if (Number.isInteger(status) && status > 0 && status < 400) return { kind: 'none' };
  return { kind: 'navigate', path: '/error' };
}
