/**
 * What a 422 from cart, checkout or premium calls shows (spec §8).
 * @module
 */
import { ALREADY_SUBSCRIBED, BILLING_ADDRESS_REQUIRED, PURCHASE_CANNOT_BE_COMPLETED, SOMETHING_WENT_WRONG, TRADED_IN_CANNOT_BUY_AGAIN, UNCONFIRMED_EMAIL, ownedProductsMessage } from '../messageTexts.js';
import { readUnprocessableBody } from './readBodies.js';
import { CHECKOUT_ERROR_CODE, sameErrorCode } from './codes.js';

/** Route the shopper goes to after the 4011 message. */
export const BILLING_ADDRESS_ROUTE = '/my-account/account-info';

/**
 * The outcome of a 422:
 * - `unconfirmedEmail` (4010): the unconfirmed-e-mail dialog with a Resend button;
 * - `billingAddressRequired` (4011): the message, then navigate to `path`;
 * - `message`: an error dialog with `message`.
 * `code` is the body's `error_code` when it had one.
 */
export type UnprocessableOutcome =
  | { readonly kind: 'unconfirmedEmail'; readonly message: string; readonly code: number | string }
  | {
      readonly kind: 'billingAddressRequired';
      readonly message: string;
      readonly code: number | string;
      readonly path: typeof BILLING_ADDRESS_ROUTE;
    }
  | { readonly kind: 'message'; readonly message: string; readonly code?: number | string };

/** What the caller knows about the request that the 422 answered. */
export interface UnprocessableContext {
  /** The checkout was a gift, so "already owned" is about the recipient. */
  readonly gift?: boolean;
  /**
   * Titles of the products the 422 says are already owned (core matches them from the cart
   * lines); when given, the text names them.
   */
  readonly ownedTitles?: readonly string[];
}

/**
 * Resolves a 422 body into what to show (spec §8). In order:
 * 4010 → unconfirmed-e-mail dialog; 4011 → 'Email Billing Address Required' then account info;
 * 87 → contact Customer Support; 1294 → traded-in text; 5010 → already subscribed;
 * '7002' → the server's own text (its `message`, else its base errors);
 * otherwise, when `ownedTitles` is non-empty, the "already owned" text naming them
 * ('You already own: A, B.' or, for a gift, 'The recipient email already owns: A.');
 * otherwise the base errors joined with a space (they are whole sentences);
 * otherwise the body's `message`; otherwise 'Sorry. Something went wrong.'.
 * A body that is not a 422 shape is treated as empty, never thrown on.
 * @param body - The parsed JSON of the 422 response (any value).
 * @param context - Gift flag and owned titles, when known.
 * @returns The outcome to act on.
 * @example
 * const outcome = resolveUnprocessable(await response.json(), { gift: false, ownedTitles: ['Doom'] });
 * showErrorDialog(outcome.message);
 */
export function resolveUnprocessable(body: unknown, context: UnprocessableContext = {}): UnprocessableOutcome {
  const data = readUnprocessableBody(body) ?? {};
  const code = data.error_code;
  const base = (data.errors?.base ?? []).map((text) => text.trim()).filter((text) => text !== '');
  const serverMessage = data.message?.trim() ?? '';

  if (code !== undefined) {
    if (sameErrorCode(code, CHECKOUT_ERROR_CODE.unconfirmedEmail)) {
      return { kind: 'unconfirmedEmail', message: UNCONFIRMED_EMAIL, code };
    }
    if (sameErrorCode(code, CHECKOUT_ERROR_CODE.billingAddressRequired)) {
      return { kind: 'billingAddressRequired', message: BILLING_ADDRESS_REQUIRED, code, path: BILLING_ADDRESS_ROUTE };
    }
    const fixed = fixedMessageFor(code);
    if (fixed !== undefined) return { kind: 'message', message: fixed, code };
    if (sameErrorCode(code, CHECKOUT_ERROR_CODE.serverText)) {
      return { kind: 'message', message: serverMessage || base.join(' ') || SOMETHING_WENT_WRONG, code };
    }
  }

  const owned = (context.ownedTitles ?? []).filter((title) => title.trim() !== '');
  const message =
    owned.length > 0
      ? ownedProductsMessage(owned, context.gift === true)
      : base.join(' ') || serverMessage || SOMETHING_WENT_WRONG;
  return code === undefined ? { kind: 'message', message } : { kind: 'message', message, code };
}

/**
 * Just the text of a 422 (see {@link resolveUnprocessable}), for callers that only show a dialog.
 * @param body - The parsed JSON of the 422 response.
 * @param context - Gift flag and owned titles, when known.
 * @returns The text to show.
 * @example
 * messageFor422({ errors: { base: [] } }, { gift: true, ownedTitles: ['Title A'] });
 * // 'The recipient email already owns: Title A.'
 */
export function messageFor422(body: unknown, context: UnprocessableContext = {}): string {
  return resolveUnprocessable(body, context).message;
}

function fixedMessageFor(code: number | string): string | undefined {
  if (sameErrorCode(code, CHECKOUT_ERROR_CODE.purchaseCannotBeCompleted)) return PURCHASE_CANNOT_BE_COMPLETED;
  if (sameErrorCode(code, CHECKOUT_ERROR_CODE.tradedIn)) return TRADED_IN_CANNOT_BUY_AGAIN;
  if (sameErrorCode(code, CHECKOUT_ERROR_CODE.alreadySubscribed)) return ALREADY_SUBSCRIBED;
  return undefined;
}
