/**
 * Expiry of abandoned payments (issue 12): a payment still unpaid (`pending`, `requires_action`)
 * longer than `PAYMENT_EXPIRY_MINUTES` after its checkout is moved to `expired` and its provider
 * told to cancel, which releases the hold on the shopper's card. Keys, coupon use and wallet
 * credit are only taken by the completion, so an unpaid payment holds nothing else; once it has
 * left the unpaid states the cart is free again (a cart change or a new checkout meets no open
 * payment). An approval arriving after the expiry is released, never made an order
 * (`releaseLateHold`).
 * @module
 */
import { PURCHASE_FAIL_CODE } from '@d2d/contract';
import { completePayment } from './completion.js';
import type { OrdersContext } from './context.js';
import { expireUnpaidPayment, unpaidPaymentIdsCreatedBefore } from './data/payments.js';
import { ORDER_MESSAGES } from './messages.js';
import { syncWithProvider } from './payments.js';

/** `PAYMENT_EXPIRY_MINUTES` when unset: how long a checkout may stay unpaid. */
export const DEFAULT_PAYMENT_EXPIRY_MINUTES = 30;

/**
 * Reads `PAYMENT_EXPIRY_MINUTES`: a whole number of minutes from 1 to 10080 (a week).
 * @param value - the setting; empty or missing for the default 30
 * @returns the minutes
 * @throws Error naming the setting and the expected form
 * @example
 * parsePaymentExpiryMinutes('45'); // 45
 */
export function parsePaymentExpiryMinutes(value: string | undefined): number {
  const text = value?.trim() ?? '';
  if (text === '') return DEFAULT_PAYMENT_EXPIRY_MINUTES;
  const minutes = /^\d{1,5}$/.test(text) ? Number(text) : 0;
  if (minutes < 1 || minutes > 10_080) throw new Error(`PAYMENT_EXPIRY_MINUTES must be a whole number of minutes from 1 to 10080, got "${value}"`);
  return minutes;
}

/** The longest `PAYMENT_EXPIRY_SECONDS` may be; longer expiries are written in minutes. */
const MAX_EXPIRY_SECONDS = 3600;

/**
 * The expiry setting: `PAYMENT_EXPIRY_MINUTES`, or `PAYMENT_EXPIRY_SECONDS` (1 to 3600) outside
 * production, which lets a browser journey watch a checkout expire in seconds. Production refuses
 * the seconds setting, so a test knob left in a deployment's environment cannot shorten the time
 * real shoppers have to pay.
 * @param env - the environment's two settings
 * @param production - `NODE_ENV=production`
 * @returns the minutes, a fraction of one for a seconds setting
 * @throws Error naming the setting: malformed, out of range, both set, or seconds in production
 * @example
 * readPaymentExpiryMinutes({ PAYMENT_EXPIRY_SECONDS: '6' }, false); // 0.1
 */
export function readPaymentExpiryMinutes(env: { PAYMENT_EXPIRY_MINUTES?: string; PAYMENT_EXPIRY_SECONDS?: string }, production: boolean): number {
  const text = env.PAYMENT_EXPIRY_SECONDS?.trim() ?? '';
  if (text === '') return parsePaymentExpiryMinutes(env.PAYMENT_EXPIRY_MINUTES);
  if (production) throw new Error('PAYMENT_EXPIRY_SECONDS is a setting for tests and development; in production set PAYMENT_EXPIRY_MINUTES');
  if ((env.PAYMENT_EXPIRY_MINUTES?.trim() ?? '') !== '') throw new Error('Set PAYMENT_EXPIRY_MINUTES or PAYMENT_EXPIRY_SECONDS, not both');
  const seconds = /^\d{1,4}$/.test(text) ? Number(text) : 0;
  if (seconds < 1 || seconds > MAX_EXPIRY_SECONDS) throw new Error(`PAYMENT_EXPIRY_SECONDS must be a whole number of seconds from 1 to ${MAX_EXPIRY_SECONDS}, got "${env.PAYMENT_EXPIRY_SECONDS}"`);
  return seconds / 60;
}

/**
 * Time between two sweeps for an expiry: a quarter of it, from one second to one minute, so a
 * payment is expired at most a minute late (a quarter of its time late for short test expiries).
 * @param expiryMs - the longest a payment may stay unpaid
 * @example
 * sweepIntervalMs(30 * 60_000); // 60_000
 */
export function sweepIntervalMs(expiryMs: number): number {
  return Math.min(60_000, Math.max(1_000, Math.floor(expiryMs / 4)));
}

/** What one sweep did. */
export interface ExpiryResult {
  /** Payments moved to `expired`. */
  expired: number;
  /** Stale payments the provider turned out to hold the money for: completed instead. */
  completed: number;
}

/**
 * Expires every payment unpaid for longer than `maxAgeMs`. Each one's provider is asked first,
 * as its notification would: a shopper who paid just before the deadline gets the order. The
 * expiry itself is one conditional write from the unpaid states, so a completion racing the
 * sweep either wins (the payment is approved) or finds it expired.
 * @param ctx - the orders context (its clock decides what is stale)
 * @param maxAgeMs - the longest a payment may stay unpaid
 * @returns how many were expired and how many completed
 * @example
 * await expireAbandonedPayments(ctx, 30 * 60_000);
 */
export async function expireAbandonedPayments(ctx: OrdersContext, maxAgeMs: number): Promise<ExpiryResult> {
  const result: ExpiryResult = { expired: 0, completed: 0 };
  const stale = await unpaidPaymentIdsCreatedBefore(ctx.db, ctx.now() - maxAgeMs);
  for (const { id } of stale) {
    // a provider that cannot answer now does not keep the payment open: expiring it is safe
    const outcome = await completePayment(ctx, id, { recordDecline: false }).catch(() => null);
    if (outcome?.kind === 'completed') {
      result.completed += 1;
      continue;
    }
    const expired = await expireUnpaidPayment(ctx.db, id, {
      code: PURCHASE_FAIL_CODE.unknownSystemError,
      message: ORDER_MESSAGES.paymentExpired,
      now: ctx.now(),
    });
    if (!expired) continue;
    result.expired += 1;
    // a provider that is down is told by the recovery job, which syncs every payment left due
    await syncWithProvider(ctx, id).catch(() => undefined);
  }
  return result;
}
