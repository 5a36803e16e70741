import type { FastifyPluginAsync } from 'fastify';
import { repeatJob } from '../../jobs/repeatingJob.js';
import type { OrdersContext } from './context.js';
import { DEFAULT_PAYMENT_EXPIRY_MINUTES, expireAbandonedPayments, sweepIntervalMs } from './expiry.js';

/** Options of {@link expiryJob}. */
export interface ExpiryJobOptions {
  ctx: OrdersContext;
  /** `PAYMENT_EXPIRY_MINUTES` (a fraction for `PAYMENT_EXPIRY_SECONDS`); default 30. */
  expiryMinutes?: number;
  /** Time between sweeps; default {@link sweepIntervalMs} of the expiry (one minute for 4 minutes and more). */
  intervalMs?: number;
  /** Time from start to the first sweep; default the interval. */
  firstRunMs?: number;
}

const MINUTE_MS = 60_000;

/**
 * Sweeps abandoned payments ({@link expireAbandonedPayments}) every minute (sooner for expiries
 * under 4 minutes) while the server is up, on the timers of `repeatJob`.
 * @example
 * await app.register(expiryJob, { ctx, expiryMinutes: config.paymentExpiryMinutes });
 */
export const expiryJob: FastifyPluginAsync<ExpiryJobOptions> = async (
  app,
  { ctx, expiryMinutes = DEFAULT_PAYMENT_EXPIRY_MINUTES, intervalMs = sweepIntervalMs(expiryMinutes * MINUTE_MS), firstRunMs = intervalMs },
) => {
  const expiryMs = Math.round(expiryMinutes * MINUTE_MS);
  const run = async () => {
    const swept = await expireAbandonedPayments(ctx, expiryMs);
    if (swept.expired + swept.completed > 0) app.log.info(swept, 'abandoned payments swept');
  };
  repeatJob(app, { run, intervalMs, firstRunMs, failure: 'expiring abandoned payments failed' });
};
