/**
 * The PostgreSQL side of {@link openDatabase}: Kysely's PostgresDialect on a `pg` pool.
 *
 * Transactions run at PostgreSQL's default isolation, READ COMMITTED, and nothing is retried: every
 * limited thing is one conditional write that PostgreSQL re-tests on the committed row after a
 * lock wait, activation keys are picked with `FOR UPDATE SKIP LOCKED`, and the few limits over
 * several rows lock their owner's row first (`locks.ts`). Nothing raises a serialization failure,
 * so there is nothing to retry; docs/deploy.md says why this and not SERIALIZABLE with retries.
 * @module
 */
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';
import { PostgresQueriesPlugin } from './postgresQueries.js';
import { PostgresSide, setPostgresSide } from './postgresNotifications.js';

/** pg's type ids of `int8` (bigint, count(*)) and `numeric` (sum and avg of integers). */
const INT8_OID = 20;
const NUMERIC_OID = 1700;

/**
 * bigint and numeric as JavaScript numbers, as better-sqlite3 returns SQLite's integers. pg
 * returns them as strings by default because they may pass 2^53; the server's values (epoch
 * milliseconds, minor units, ids, counts) never come near it, and one that did would be a bug, so
 * it throws instead of rounding.
 */
function toNumber(text: string): number {
  const value = Number(text);
  if (Number.isInteger(value) && !Number.isSafeInteger(value)) {
    throw new RangeError(`A database integer (${text}) is past JavaScript's safe range (2^53).`);
  }
  return value;
}

/** The pool's type parsers: pg's own, with {@link toNumber} for int8 and numeric. */
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID || oid === NUMERIC_OID ? toNumber : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

/**
 * A value as PostgreSQL can take it. Its text cannot hold U+0000, which SQLite stores like any
 * character: a request carrying one would end in an error (a 500) instead of finding nothing or
 * writing the rest of the text. The character becomes U+FFFD, the replacement character.
 */
function storable(value: unknown): unknown {
  return typeof value === 'string' && value.includes('\u0000') ? value.replaceAll('\u0000', '\uFFFD') : value;
}

/**
 * The pool as Kysely's driver uses it, every query's parameters made {@link storable}. A
 * connection that ran a write `side` watches tells it when it goes back to the pool, once its
 * transaction has ended.
 */
function storablePool(pool: pg.Pool, side: PostgresSide): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let wrote: Set<() => void> | undefined;
      const query = (text: string, parameters: ReadonlyArray<unknown>) => {
        const writes = side.statementWrites(text);
        if (writes) for (const watch of writes) (wrote ??= new Set()).add(watch.onCommitted);
        return client.query(text, parameters.map(storable));
      };
      const release = (): void => {
        client.release();
        if (wrote) for (const committed of wrote) committed();
        wrote = undefined;
      };
      // Kysely's cursor overload serves stream(), which the server never calls
      return { query: query as unknown as PostgresPoolClient['query'], release };
    },
    end: async () => {
      await side.close();
      await pool.end();
    },
  };
}

/** Options of {@link openPostgres}. */
export interface PostgresOptions {
  /** Most connections the pool opens (default 10). */
  maxConnections?: number;
  /** Reports a pooled connection's error that no query was waiting for (the server restarted, say). */
  onIdleError?: (error: Error) => void;
}

/**
 * A Kysely on a connection pool to the PostgreSQL database at `url`. Connections open lazily:
 * a wrong URL fails on the first query (the migration, at start), not here.
 * @example
 * const db = openPostgres('postgres://store:secret@127.0.0.1:5432/store');
 */
export function openPostgres(url: string, options: PostgresOptions = {}): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.maxConnections ?? 10, types });
  // without a listener an idle connection's error (a restarted server) would end the process
  pool.on('error', options.onIdleError ?? ((error) => console.error(`PostgreSQL connection error: ${error.message}`)));
  const side = new PostgresSide(url);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: storablePool(pool, side) }), plugins: [new PostgresQueriesPlugin()] });
  setPostgresSide(db, side);
  return db;
}
