import type { FastifyInstance } from 'fastify';

/** How a {@link repeatJob} runs. */
export interface RepeatingJob {
  /** One run of the job. */
  run: () => Promise<unknown>;
  /** Time between runs. */
  intervalMs: number;
  /** Time from start to the first run, so that servers restarted often still run it. */
  firstRunMs: number;
  /** The log line of a failed run. */
  failure: string;
}

/**
 * Runs a background job of the server at a fixed interval while it is up. A slow run is never
 * stacked on by the next tick; a failed run is logged and the next one tries again; the timers go
 * with `app.close()`, which waits for a run in progress (the database may close right after).
 * @example
 * repeatJob(app, { run: () => pruneExpired(db, now()), intervalMs: HOUR_MS, firstRunMs: 60_000, failure: 'pruning failed' });
 */
export function repeatJob(app: FastifyInstance, { run, intervalMs, firstRunMs, failure }: RepeatingJob): void {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    running ??= run()
      .catch((error: unknown) => app.log.warn({ err: error }, failure))
      .finally(() => {
        running = null;
      });
  };
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    tick();
    interval = setInterval(tick, intervalMs);
    interval.unref();
  }, firstRunMs);
  first.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(interval);
    await running;
  });
}
