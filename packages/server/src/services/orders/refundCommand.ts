import { openDatabase } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import type { ProviderKind } from '../../payments/provider.js';
import { paymentProviders } from '../../payments/registry.js';
import type { StripeClientOptions } from '../../payments/stripe/client.js';
import { refundPayment, type RefundOutcome } from './refund.js';

/** An amount for the operator: `21.44 USD`. */
function money(minor: number, currency: string): string {
  return `${(minor / 100).toFixed(2)} ${currency}`;
}

/**
 * The lines the command prints for an outcome.
 * @example
 * describeRefund(outcome); // ['Refunded payment pay_… (21.44 USD): 2 game(s) taken back, 5.00 USD of wallet credit returned.', …]
 */
export function describeRefund(outcome: RefundOutcome): string[] {
  if (outcome.kind === 'refused') return [`Not refunded: ${outcome.reason}`];
  const { payment } = outcome;
  const provider = outcome.providerRefunded
    ? `The provider (${payment.provider}) refunded ${money(payment.total, payment.currency)}.`
    : `The provider (${payment.provider}) did not answer (${outcome.providerError ?? 'unknown error'}); the running server retries the refund every minute.`;
  if (outcome.kind === 'already') return [`Payment ${payment.id} was refunded already; nothing changed.`, provider];
  return [
    `Refunded payment ${payment.id} (${money(payment.total, payment.currency)}): ${outcome.itemsTaken} game(s) taken back, ${money(outcome.walletReturned, payment.currency)} of wallet credit returned; the coupon, if any, stays used.`,
    provider,
  ];
}

/**
 * `d2d-server refund <payment-id>`: refunds a captured order payment (`refund.ts`), safe to run
 * beside the server and to repeat.
 * @param options - the database, the provider setting and the payment
 * @returns what was done; `refused` when the payment is not captured
 * @example
 * await runRefundCommand({ databaseUrl: '.data/store.db', paymentId: 'pay_3f9c…' });
 */
export async function runRefundCommand(options: {
  databaseUrl: string;
  paymentId: string;
  paymentProvider?: ProviderKind;
  /** The live card provider's key (`STRIPE_SECRET_KEY`): its payments are refunded at Stripe. */
  stripe?: StripeClientOptions | undefined;
  now?: () => number;
  log?: (line: string) => void;
}): Promise<RefundOutcome> {
  const log = options.log ?? console.log;
  const db = openDatabase(options.databaseUrl);
  try {
    await migrateToLatest(db);
    const outcome = await refundPayment(
      { db, payments: paymentProviders(options.paymentProvider, { stripe: options.stripe }), now: options.now ?? Date.now },
      options.paymentId,
    );
    for (const line of describeRefund(outcome)) log(line);
    return outcome;
  } finally {
    await db.destroy();
  }
}
