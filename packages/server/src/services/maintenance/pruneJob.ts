import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import { repeatJob } from '../../jobs/repeatingJob.js';
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
 * Runs {@link pruneExpired} every hour while the server is up (see `repeatJob`).
 * @example
 * await app.register(pruneJob, { db, accounts });
 */
export const pruneJob: FastifyPluginAsync<PruneJobOptions> = async (app, { db, accounts, intervalMs = HOUR_MS, firstRunMs = 60_000 }) => {
  const now = accounts?.now ?? Date.now;
  const ages = accounts?.loginThrottle ? { ...PRUNE_AGES, loginThrottle: accounts.loginThrottle } : PRUNE_AGES;
  repeatJob(app, { run: () => pruneExpired(db, now(), ages), intervalMs, firstRunMs, failure: 'pruning expired rows failed' });
};
