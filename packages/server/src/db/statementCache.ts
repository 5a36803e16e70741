import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

// Kysely's SQLite driver calls `prepare(sql)` for every query it runs, and compiling the SQL was
// about 40% of the CPU of a checkout. Kysely emits the same SQL text for the same query shape
// (values travel as parameters), so preparing each text once per connection and reusing the
// statement removes that cost. SQLite re-prepares a statement by itself when the schema changes
// (sqlite3_prepare_v2), so a cached statement stays valid across migrations.

/** Statements kept by default: far more than the server's distinct query shapes. */
export const DEFAULT_STATEMENT_CACHE_SIZE = 500;

/** Options of {@link StatementCache}. */
export interface StatementCacheOptions {
  /**
   * Most statements kept; the least recently used is dropped beyond it, so SQL that varies
   * without bound (an IN-list per length, a literal inlined by `sql.lit`) cannot grow memory.
   * Default {@link DEFAULT_STATEMENT_CACHE_SIZE}.
   */
  capacity?: number;
}

/**
 * The only calls Kysely makes on a statement. Handing out this view instead of the better-sqlite3
 * `Statement` keeps `raw()`, `pluck()`, `expand()`, `safeIntegers()` and `bind()` out of reach:
 * they change the statement for good, so one caller's mode would leak into every later user of
 * the same SQL text.
 */
function statementView(statement: BetterSqlite3.Statement<unknown[]>): SqliteStatement {
  return Object.freeze({
    reader: statement.reader,
    all: (parameters: ReadonlyArray<unknown>) => statement.all(parameters),
    run: (parameters: ReadonlyArray<unknown>) => statement.run(parameters),
    iterate: (parameters: ReadonlyArray<unknown>) => statement.iterate(parameters),
  });
}

interface Entry {
  statement: BetterSqlite3.Statement<unknown[]>;
  view: SqliteStatement;
  /** When it was last handed out (a counter); the smallest is the least recently used. */
  used: number;
}

/**
 * A better-sqlite3 database as Kysely's `SqliteDialect` sees it, preparing each SQL text once and
 * reusing the statement (least recently used out beyond `capacity`). Closing it closes the
 * database and forgets every statement.
 *
 * A statement that is still being iterated (an unfinished `stream()`) is never handed out again:
 * better-sqlite3 refuses to run a statement re-entrantly, so the same SQL gets a fresh statement
 * that replaces it in the cache.
 * @example
 * const sqlite = new SQLite('store.db');
 * const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new StatementCache(sqlite) }) });
 */
export class StatementCache implements SqliteDatabase {
  readonly #database: BetterSqlite3.Database;
  readonly #capacity: number;
  // a hit only stamps its entry: moving it to the end of the Map (delete and set) on every query
  // cost more than the rest of the lookup, and the oldest stamp is only searched for on eviction
  readonly #entries = new Map<string, Entry>();
  #clock = 0;

  /**
   * @param database the open better-sqlite3 connection to prepare on
   * @param options the cache's capacity
   */
  constructor(database: BetterSqlite3.Database, options: StatementCacheOptions = {}) {
    const capacity = options.capacity ?? DEFAULT_STATEMENT_CACHE_SIZE;
    if (!Number.isInteger(capacity) || capacity < 1) {
      throw new RangeError(`The statement cache capacity must be a whole number of at least 1, got ${capacity}.`);
    }
    this.#database = database;
    this.#capacity = capacity;
  }

  /** Statements held now. */
  get size(): number {
    return this.#entries.size;
  }

  /**
   * The statement of `sql`, prepared on first use (a syntax error throws and caches nothing).
   * @param sql one SQL statement
   * @returns the statement's `reader` flag and its `all`, `run` and `iterate` calls
   */
  prepare(sql: string): SqliteStatement {
    const cached = this.#entries.get(sql);
    if (cached && !cached.statement.busy) {
      cached.used = ++this.#clock;
      return cached.view;
    }
    const statement = this.#database.prepare<unknown[]>(sql);
    const entry: Entry = { statement, view: statementView(statement), used: ++this.#clock };
    this.#entries.set(sql, entry);
    if (this.#entries.size > this.#capacity) this.#evictLeastRecentlyUsed();
    return entry.view;
  }

  #evictLeastRecentlyUsed(): void {
    let oldest: string | undefined;
    let oldestUse = Infinity;
    for (const [sql, entry] of this.#entries) {
      if (entry.used < oldestUse) {
        oldest = sql;
        oldestUse = entry.used;
      }
    }
    if (oldest !== undefined) this.#entries.delete(oldest);
  }

  /** Forgets every statement and closes the database (what Kysely's `destroy()` calls). */
  close(): void {
    this.#entries.clear();
    this.#database.close();
  }
}
