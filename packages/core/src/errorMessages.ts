/**
 * The one place that turns failures into what the shopper sees (spec §8). Flows in core call
 * these and emit the resulting {@link Dialog} as a `dialog` event; hosts may call them too (for
 * example to show a login failure inline). The texts come from the contract's `MESSAGES`.
 * @module
 */
import {
  ADD_COUPON_FAIL_TITLE, ADS_TRADE_IN_REMINDER, LOGIN_FAILED, PURCHASE_CANNOT_BE_COMPLETED, REMOVE_COUPON_FAIL_TITLE, SOMETHING_WENT_WRONG,
  fraudCheckFailedMessage,
  purchaseFailMessage,
  resolveLoginFailure,
  resolveSignUpFailure,
  resolveUnprocessable,
  rentalFailure,
  streamingFailureMessage,
  type LoginFailure,
  type SignUpFailure,
  type StreamingLaunchKind,
} from '@d2d/contract';
import { ApiError, NetworkError, RefusedError, StoreError, errorTextOf, type ErrorCode } from './errors.js';

/** An action a dialog offers besides closing. */
export type DialogAction = 'resend-confirmation' | 'support-link' | 'login';

/**
 * A dialog with a text: `message` is the generic error or info dialog with an optional title;
 * `unconfirmed-email` has a Resend button.
 */
export interface MessageDialog {
  kind: 'message' | 'unconfirmed-email';
  title?: string;
  message: string;
  /** The spec's error code behind it, if any. */
  code?: ErrorCode;
  /** Extra actions to offer. */
  actions?: readonly DialogAction[];
  /** Where to go when the dialog is closed (4011 goes to the account info tab). */
  navigateOnClose?: string;
}

/** The ADS reminder on entering the cart (spec §2 Cart): the titles it is about. */
export interface TradeInReminderDialog {
  kind: 'ads-trade-in-reminder';
  message: string;
  titles: readonly string[];
}

/** A campaign popup of spec §2/§4 (bonus Cloud Play hours, free premium trial, loyalty welcome). */
export interface CampaignDialog {
  kind: 'campaign';
  campaign: 'bonus-hours' | 'free-trial' | 'loyalty-welcome';
  /** Hours granted by the bonus-hours campaign. */
  bonusHours?: number;
}

/** A dialog the host should show (the `dialog` event); switch on `kind`. */
export type Dialog = MessageDialog | TradeInReminderDialog | CampaignDialog;

/** What a failed checkout is about, for the "already owned" texts. */
export interface CheckoutErrorContext {
  /** The checkout was a gift. */
  gift?: boolean;
  /** Titles of the cart's products the shopper (or the recipient) already owns. */
  ownedTitles?: readonly string[];
}

const message = (text: string, extra: Partial<MessageDialog> = {}): MessageDialog => ({ kind: 'message', message: text, ...extra });

/**
 * The dialog for a failed cart or checkout call (spec §8 "Cart and checkout"): client refusals
 * (limit, empty cart) with their texts; 409 with its `failureError` message; 422 by code (4010
 * unconfirmed e-mail with Resend, 4011 billing address then account info, 87, 1294, 7002,
 * owned or gift-owned); 500 and anything else with the server's text.
 * @param error - What the cart or checkout call threw.
 * @param context - Gift flag and owned titles.
 * @returns The dialog to show.
 * @example
 * store.on('dialog', (dialog) => modal.open(dialog));
 */
export function checkoutErrorDialog(error: unknown, context: CheckoutErrorContext = {}): MessageDialog {
  if (error instanceof RefusedError) return message(error.message, { code: error.reason });
  if (error instanceof ApiError && error.status === 422) {
    const outcome = resolveUnprocessable(error.body, context);
    if (outcome.kind === 'unconfirmedEmail') {
      return { kind: 'unconfirmed-email', message: outcome.message, code: outcome.code, actions: ['resend-confirmation'] };
    }
    if (outcome.kind === 'billingAddressRequired') {
      return message(outcome.message, { code: outcome.code, navigateOnClose: outcome.path });
    }
    const purchaseBlocked = outcome.message === PURCHASE_CANNOT_BE_COMPLETED;
    return message(outcome.message, {
      ...(outcome.code === undefined ? {} : { code: outcome.code }),
      ...(purchaseBlocked ? { actions: ['support-link'] as const } : {}),
    });
  }
  return message(serverText(error), codeOf(error));
}

/**
 * The dialog for a failed coupon call: 'Add Coupon Fail' or 'Remove Coupon Fail' with the
 * server's message (spec §8).
 * @param kind - Which call failed.
 * @param error - What it threw.
 * @returns The dialog.
 */
export function couponErrorDialog(kind: 'add' | 'remove', error: unknown): MessageDialog {
  const title = kind === 'add' ? ADD_COUPON_FAIL_TITLE : REMOVE_COUPON_FAIL_TITLE;
  return message(serverText(error), { title, ...codeOf(error) });
}

/**
 * The dialog of a failed fraud check: 'Your purchase cannot be completed. #{code}', or without
 * a code the support-link variant (spec §8).
 * @param code - The provider's code, if any.
 * @returns The dialog.
 * @example
 * fraudCheckDialog('R12').message; // 'Your purchase cannot be completed. #R12'
 */
export function fraudCheckDialog(code?: string | number | null): MessageDialog {
  const hasCode = code !== undefined && code !== null && String(code).trim() !== '';
  return hasCode
    ? message(fraudCheckFailedMessage(code), { code })
    : message(fraudCheckFailedMessage(null), { actions: ['support-link'] });
}

/**
 * The text under the card form when the card provider refuses the card: its own message.
 * @param providerMessage - The provider's message, if any.
 * @returns The text for the error line.
 */
export function cardErrorMessage(providerMessage?: string | null): string {
  const text = providerMessage?.trim();
  return text ? text : SOMETHING_WENT_WRONG;
}

/**
 * The text of the purchase-fail page `/purchase-fail/{err}` (3001, 4001, 4002, 5001).
 * @param code - The route's `err`.
 * @returns The text.
 */
export function purchaseFailText(code: number | string | null | undefined): string {
  return purchaseFailMessage(code);
}

/**
 * What a failed login shows (spec §8 Login): model-state lines on 400, the failure message on
 * 409 (102 adds the resend button, 104 goes to /complete-forget-password), otherwise
 * '(Login failed. Please try again.)'.
 * @param error - What the login call threw.
 * @returns The contract's login outcome.
 */
export function loginFailure(error: unknown): LoginFailure {
  if (error instanceof ApiError) return resolveLoginFailure(error.status, error.body);
  return { kind: 'messages', messages: [LOGIN_FAILED] };
}

/**
 * What a failed sign-up shows (spec §8 Sign-up): 422 lists its errors, 409 the failure message;
 * the captcha is always reset.
 * @param error - What the sign-up call threw.
 * @returns Lines, field errors and the captcha reset flag.
 */
export function signUpFailure(error: unknown): SignUpFailure {
  if (error instanceof ApiError) return resolveSignUpFailure(error.status, error.body);
  return resolveSignUpFailure(0, undefined);
}

/**
 * The dialog for a failed premium subscribe or rental call (spec §8 Premium and rental): 87,
 * 4010 with Resend, 5010 already subscribed, 500 the error text, 422 the base errors; rental
 * codes 4003 and 4006 warn; 4004 closes the message (`null`: show nothing).
 * @param error - What the call threw.
 * @param call - `premium` or `rental`.
 * @returns The dialog, or `null` when nothing is shown.
 */
export function premiumErrorDialog(error: unknown, call: 'premium' | 'rental' = 'premium'): MessageDialog | null {
  if (call === 'rental' && error instanceof StoreError && error.code !== undefined) {
    const rental = rentalFailure(error.code);
    if (rental.kind === 'close') return null;
    if (rental.kind === 'warn') return message(rental.message, { code: error.code });
  }
  return checkoutErrorDialog(error);
}

/**
 * The text of a failed streaming launch (spec §8 Streaming): status 0 unavailable, 101 no
 * ticket, instant play 2001 the server's no-trial text, otherwise Cloud Play unavailable.
 * @param failure - What the launch threw, or the launch answer itself (`{ status, code, message }`).
 * @param kind - `cloudPlay` or `instantPlay`.
 * @returns The text.
 * @example
 * const launch = await store.api.streaming.play();
 * if (!launch.launch_url) show(streamingErrorMessage(launch, 'cloudPlay'));
 */
export function streamingErrorMessage(failure: unknown, kind: StreamingLaunchKind): string {
  if (failure instanceof NetworkError) return streamingFailureMessage(0, kind);
  if (failure instanceof StoreError) return streamingFailureMessage(failure.code, kind, errorTextOf(failure.body));
  if (typeof failure === 'object' && failure !== null && 'status' in failure) {
    const launch = failure as { status?: unknown; code?: unknown; message?: unknown };
    const code = typeof launch.code === 'number' || typeof launch.code === 'string' ? launch.code : launch.status === 0 ? 0 : undefined;
    return streamingFailureMessage(code, kind, typeof launch.message === 'string' ? launch.message : undefined);
  }
  return streamingFailureMessage(undefined, kind);
}

function serverText(error: unknown): string {
  if (error instanceof StoreError && !(error instanceof NetworkError)) {
    return errorTextOf(error.body) ?? (error instanceof ApiError ? SOMETHING_WENT_WRONG : error.message);
  }
  return SOMETHING_WENT_WRONG;
}

function codeOf(error: unknown): Partial<MessageDialog> {
  return error instanceof ApiError && error.code !== undefined ? { code: error.code } : {};
}

/**
 * The ADS reminder shown on entering the cart (spec §2): the titles cannot be played on the
 * third-party platform but can be traded in for credit.
 * @param titles - Titles of the ADS lines with a trade-in price above 0.
 * @returns The dialog.
 */
export function tradeInReminderDialog(titles: readonly string[]): TradeInReminderDialog {
  return { kind: 'ads-trade-in-reminder', message: ADS_TRADE_IN_REMINDER, titles };
}
