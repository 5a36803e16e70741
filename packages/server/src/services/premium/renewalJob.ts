import type { FastifyPluginAsync } from 'fastify';
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
 * ({@link renewDuePlans}). Its timers go with `app.close()`; a failed run is logged and the next
 * one tries again.
 * @example
 * await app.register(renewalJob, { ctx });
 */
export const renewalJob: FastifyPluginAsync<RenewalJobOptions> = async (app, { ctx, terms = RENEWAL_TERMS, intervalMs = HOUR_MS, firstRunMs = 60_000 }) => {
  let running: Promise<unknown> | null = null;
  const run = () => {
    // a slow run is not stacked on by the next tick
    running ??= offerFreeTrials(ctx)
      .then(() => renewDuePlans(ctx, terms))
      .then((counts) => {
        if (counts.renewed + counts.failed > 0) app.log.info(counts, 'premium renewals charged');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'premium renewals failed'))
      .finally(() => {
        running = null;
      });
  };
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    run();
    interval = setInterval(run, intervalMs);
    interval.unref();
  }, firstRunMs);
  first.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(interval);
    // the database may close right after: let a run in progress finish first
    await running;
  });
};
