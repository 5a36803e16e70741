import type { FastifyPluginAsync } from 'fastify';
import { repeatJob } from '../../jobs/repeatingJob.js';
import type { PremiumContext } from './context.js';
import { offerFreeTrials } from './freeTrial.js';
import { RENEWAL_TERMS, renewDuePlans, type RenewalTerms } from './renewal.js';

/** Options of {@link renewalJob}. */
export interface RenewalJobOptions {
  ctx: PremiumContext;
  terms?: RenewalTerms;
  /** Time between runs; default one hour (a renewal is charged a day ahead, so hourly is in time). */
  intervalMs?: number;
  /** Time from start to the first run; default one minute, so servers restarted often still renew. */
  firstRunMs?: number;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Runs the premium area's hourly work while the server is up, as the pruning job runs: offers the
 * free trial to the accounts that qualify ({@link offerFreeTrials}) and charges the renewals due
 * ({@link renewDuePlans}), on the timers of `repeatJob`.
 * @example
 * await app.register(renewalJob, { ctx });
 */
export const renewalJob: FastifyPluginAsync<RenewalJobOptions> = async (app, { ctx, terms = RENEWAL_TERMS, intervalMs = HOUR_MS, firstRunMs = 60_000 }) => {
  const run = async () => {
    await offerFreeTrials(ctx);
    const counts = await renewDuePlans(ctx, terms);
    if (counts.renewed + counts.failed > 0) app.log.info(counts, 'premium renewals charged');
  };
  repeatJob(app, { run, intervalMs, firstRunMs, failure: 'premium renewals failed' });
};
