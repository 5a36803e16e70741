import type { FastifyPluginAsync } from 'fastify';
import { repeatJob } from '../../jobs/repeatingJob.js';
import type { PremiumContext } from './context.js';
import { recoverPremiumPayments } from './paymentRecovery.js';

/** Options of {@link paymentRecoveryJob}. */
export interface PaymentRecoveryJobOptions {
  ctx: PremiumContext;
  /** Time between runs; default one minute, as the orders' recovery. */
  intervalMs?: number;
}

/**
 * Runs {@link recoverPremiumPayments} before the server serves (what a crash interrupted is
 * finished before anyone asks about it) and then every minute while it is up.
 * @example
 * await app.register(paymentRecoveryJob, { ctx });
 */
export const paymentRecoveryJob: FastifyPluginAsync<PaymentRecoveryJobOptions> = async (app, { ctx, intervalMs = 60_000 }) => {
  const run = async () => {
    const result = await recoverPremiumPayments(ctx);
    if (result.completed + result.ended + result.synced > 0) {
      app.log.info({ completed: result.completed, ended: result.ended, synced: result.synced }, 'premium payments recovered');
    }
    // one payment's failure must not stop the others; the next run tries it again
    if (result.errors.length > 0) app.log.warn({ err: result.errors[0], count: result.errors.length }, 'premium payment recovery failed for some payments');
  };
  app.addHook('onReady', async () => {
    await run().catch((error: unknown) => app.log.error({ err: error }, 'premium payment recovery failed'));
  });
  repeatJob(app, { run, intervalMs, firstRunMs: intervalMs, failure: 'premium payment recovery failed' });
};
