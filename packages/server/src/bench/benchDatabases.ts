/**
 * Which databases `npm run bench` measures, and the PostgreSQL databases it works in.
 *
 * `DATABASE_URL` picks the first: a SQLite file (default `.data/bench/`) or a PostgreSQL server.
 * A PostgreSQL server is added beside SQLite by `BENCH_DATABASE_URL=postgres://…`, or, with
 * neither variable set, when the local development server answers (`postgres://d2d:d2d@127.0.0.1:5432/postgres`,
 * the role `scripts/test-postgres.sh` makes). On a PostgreSQL server the benchmark never writes into
 * the database the URL names: it makes its own (`d2d_bench_…`, which needs CREATEDB), so pointing
 * it at a live store's server cannot touch the store.
 * @module
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { isPostgresUrl } from '../db/dialect.js';
import { databaseUrl, withAdmin } from '../db/postgresAdmin.js';

/** One database the benchmark runs on. */
export interface BenchSide {
  /** The column heading: `SQLite` or `PostgreSQL`. */
  label: string;
  /** A SQLite folder for the catalogue file, or a PostgreSQL server URL. */
  target: string;
  postgres: boolean;
}

/** The local development server tried when no variable names one. */
export const LOCAL_POSTGRES = 'postgres://d2d:d2d@127.0.0.1:5432/postgres';

/** Whether a PostgreSQL server answers a query at `url` within `timeoutMs`. */
export async function postgresAnswers(url: string, timeoutMs = 2000): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The databases to measure, from the environment (see the module comment).
 * @param env - `process.env` by default
 * @param defaultDir - the SQLite side's folder when `DATABASE_URL` names none
 */
export async function benchSides(env: NodeJS.ProcessEnv = process.env, defaultDir = '.data/bench'): Promise<BenchSide[]> {
  const side = (target: string): BenchSide =>
    isPostgresUrl(target) ? { label: 'PostgreSQL', target: target.trim(), postgres: true } : { label: 'SQLite', target, postgres: false };
  const chosen = env.DATABASE_URL?.trim();
  // a DATABASE_URL file is the store's own database: the SQLite side keeps its catalogue beside it
  const first = side(chosen ? (isPostgresUrl(chosen) ? chosen : defaultDir) : defaultDir);
  const extra = env.BENCH_DATABASE_URL?.trim() || (!chosen && (await postgresAnswers(LOCAL_POSTGRES)) ? LOCAL_POSTGRES : undefined);
  const sides = [first];
  if (extra) {
    const second = side(extra);
    if (second.postgres !== first.postgres) sides.push(second);
  }
  return sides;
}

/** Drops database `name` (if there) and creates it empty; returns its URL. */
export async function freshDatabase(serverUrl: string, name: string): Promise<string> {
  await withAdmin(serverUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  });
  return databaseUrl(serverUrl, name);
}

/** A name for a throwaway database of one run. */
export function throwawayName(prefix: string): string {
  return `${prefix}_${randomBytes(4).toString('hex')}`;
}
