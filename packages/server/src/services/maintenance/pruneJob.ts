import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import type { AccountsOptions } from '../accounts/context.js';
import { PRUNE_AGES, pruneExpired } from './prune.js';

/** Options of {@link pruneJob}. */
export interface PruneJobOptions {
  db: Db;
  /** The accounts area's knobs: its clock and login throttle windows are the job's too. */
  accounts?: Pick<AccountsOptions, 'now' | 'loginThrottle'>;
  /** Time between runs; default one hour. */
  intervalMs?: number;
  /** Time from start to the first run; default one minute, so servers restarted often still prune. */
  firstRunMs?: number;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Runs {@link pruneExpired} every hour while the server is up; its timers go with `app.close()`.
 * A failed run is logged and the next one tries again.
 * @example
 * await app.register(pruneJob, { db, accounts });
 */
export const pruneJob: FastifyPluginAsync<PruneJobOptions> = async (app, { db, accounts, intervalMs = HOUR_MS, firstRunMs = 60_000 }) => {
  const now = accounts?.now ?? Date.now;
  const ages = accounts?.loginThrottle ? { ...PRUNE_AGES, loginThrottle: accounts.loginThrottle } : PRUNE_AGES;
  let running: Promise<unknown> | null = null;
  const run = () => {
    // a slow run is not stacked on by the next tick
    running ??= pruneExpired(db, now(), ages)
      .catch((error: unknown) => app.log.warn({ err: error }, 'pruning expired rows failed'))
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
