import type { FastifyPluginAsync } from 'fastify';
import { repeatJob } from '../../jobs/repeatingJob.js';
import { DEFAULT_PAYMENT_EXPIRY_MINUTES, sweepIntervalMs } from '../orders/expiry.js';
import type { PremiumContext } from './context.js';
import { recoverPremiumPayments } from './paymentRecovery.js';

/** Options of {@link paymentRecoveryJob}. */
export interface PaymentRecoveryJobOptions {
  ctx: PremiumContext;
  /** `PAYMENT_EXPIRY_MINUTES` (a fraction for `PAYMENT_EXPIRY_SECONDS`); default 30. */
  expiryMinutes?: number;
  /** Time between runs; default the orders' expiry sweep's (one minute for expiries of 4 minutes and more). */
  intervalMs?: number;
}

/**
 * Runs {@link recoverPremiumPayments} before the server serves (what a crash interrupted is
 * finished before anyone asks about it) and then every minute while it is up, expiring what was
 * left unpaid as the orders' sweeper does.
 * @example
 * await app.register(paymentRecoveryJob, { ctx, expiryMinutes: 30 });
 */
export const paymentRecoveryJob: FastifyPluginAsync<PaymentRecoveryJobOptions> = async (
  app,
  { ctx, expiryMinutes = DEFAULT_PAYMENT_EXPIRY_MINUTES, intervalMs = sweepIntervalMs(expiryMinutes * 60_000) },
) => {
  const expiryMs = Math.round(expiryMinutes * 60_000);
  const run = async () => {
    const result = await recoverPremiumPayments(ctx, { expiryMs });
    if (result.completed + result.ended + result.expired + result.synced > 0) {
      app.log.info({ completed: result.completed, ended: result.ended, expired: result.expired, synced: result.synced }, 'premium payments recovered');
    }
    // one payment's failure must not stop the others; the next run tries it again
    if (result.errors.length > 0) app.log.warn({ err: result.errors[0], count: result.errors.length }, 'premium payment recovery failed for some payments');
  };
  app.addHook('onReady', async () => {
    await run().catch((error: unknown) => app.log.error({ err: error }, 'premium payment recovery failed'));
  });
  repeatJob(app, { run, intervalMs, firstRunMs: intervalMs, failure: 'premium payment recovery failed' });
};
