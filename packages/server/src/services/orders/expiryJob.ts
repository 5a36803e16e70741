import type { FastifyPluginAsync } from 'fastify';
import { repeatJob } from '../../jobs/repeatingJob.js';
import type { OrdersContext } from './context.js';
import { DEFAULT_PAYMENT_EXPIRY_MINUTES, expireAbandonedPayments } from './expiry.js';

/** Options of {@link expiryJob}. */
export interface ExpiryJobOptions {
  ctx: OrdersContext;
  /** `PAYMENT_EXPIRY_MINUTES`; default 30. */
  expiryMinutes?: number;
  /** Time between sweeps; default one minute, so a payment is expired at most a minute late. */
  intervalMs?: number;
  /** Time from start to the first sweep; default one minute, as the other jobs. */
  firstRunMs?: number;
}

const MINUTE_MS = 60_000;

/**
 * Sweeps abandoned payments ({@link expireAbandonedPayments}) every minute while the server is
 * up, on the timers of `repeatJob`.
 * @example
 * await app.register(expiryJob, { ctx, expiryMinutes: config.paymentExpiryMinutes });
 */
export const expiryJob: FastifyPluginAsync<ExpiryJobOptions> = async (
  app,
  { ctx, expiryMinutes = DEFAULT_PAYMENT_EXPIRY_MINUTES, intervalMs = MINUTE_MS, firstRunMs = MINUTE_MS },
) => {
  const run = async () => {
    const swept = await expireAbandonedPayments(ctx, expiryMinutes * MINUTE_MS);
    if (swept.expired + swept.completed > 0) app.log.info(swept, 'abandoned payments swept');
  };
  repeatJob(app, { run, intervalMs, firstRunMs, failure: 'expiring abandoned payments failed' });
};
