import { openDatabase } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import type { ProviderKind } from '../../payments/provider.js';
import { paymentProviders } from '../../payments/registry.js';
import type { StripeClientOptions } from '../../payments/stripe/client.js';
import { captureDuePreorders, type PreorderCaptureResult } from './preorders.js';

/**
 * `d2d-server capture-preorders`: captures the pre-orders released by now, the same job the
 * running server does every minute (safe to run beside it: each line is captured once).
 * @param options - the database and the provider setting
 * @returns what was captured
 * @example
 * await runCapturePreordersCommand({ databaseUrl: '.data/store.db' });
 */
export async function runCapturePreordersCommand(options: {
  databaseUrl: string;
  paymentProvider?: ProviderKind;
  /** The live card provider's key (`STRIPE_SECRET_KEY`): its pre-orders are captured at Stripe. */
  stripe?: StripeClientOptions | undefined;
  now?: number;
  log?: (line: string) => void;
}): Promise<PreorderCaptureResult> {
  const log = options.log ?? console.log;
  const db = openDatabase(options.databaseUrl);
  try {
    await migrateToLatest(db);
    const result = await captureDuePreorders(db, options.now ?? Date.now(), paymentProviders(options.paymentProvider, { stripe: options.stripe }));
    const amounts = Object.entries(result.amounts).map(([currency, minor]) => `${(minor / 100).toFixed(2)} ${currency}`);
    log(`Captured ${result.lines} pre-order line(s) of ${result.payments} payment(s)${amounts.length ? `: ${amounts.join(', ')}` : ''}.`);
    return result;
  } finally {
    await db.destroy();
  }
}
