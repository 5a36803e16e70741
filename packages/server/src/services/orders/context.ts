import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.js';
import type { PaymentProviders } from '../../payments/registry.js';

/**
 * What every orders service needs, built once per app: the database, the payment providers,
 * the clock (tests move it to release pre-orders) and the store's public origin for links in
 * receipts.
 */
export interface OrdersContext {
  db: Db;
  payments: PaymentProviders;
  /** Epoch ms. */
  now: () => number;
  /** `PUBLIC_URL`, when configured. */
  publicUrl?: string;
}

/**
 * A new payment id: `pay_` and 24 hex digits (96 random bits), unguessable because the
 * completion page and the sandbox pages are reached by it.
 * @example
 * newPaymentId(); // 'pay_3f9c…'
 */
export function newPaymentId(): string {
  return `pay_${randomBytes(12).toString('hex')}`;
}

/** `YYYY-MM-DD` of an epoch ms instant (UTC), the form release dates are stored in. */
export function isoDay(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}
