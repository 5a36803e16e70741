/**
 * Hot statements built and compiled once. Building a query with Kysely's builder and compiling it
 * cost about as much CPU as SQLite running it (a quarter of a checkout's CPU went to building,
 * freezing and visiting operation nodes), although a statement's SQL text never changes between
 * calls, only its values. {@link compiledQuery} builds the query once per dialect with named
 * placeholders, remembers where each placeholder landed among the parameters, and afterwards
 * executes the cached SQL with new values through the same connection handling as any query
 * (a transaction's statements still run on that transaction).
 * @module
 */
import { createQueryId, type Compilable, type CompiledQuery, type Kysely } from 'kysely';
import { dialectOf, type DialectName } from './dialect.js';

/** A placeholder as the builder sees it; a string no caller's value can equal. */
const MARK = '\u0000d2d-parameter:';

interface Plan {
  compiled: CompiledQuery;
  /** Per parameter position: the placeholder's name, or the constant the builder put there. */
  slots: ReadonlyArray<{ name: string } | { value: unknown }>;
}

/**
 * A query whose SQL text is fixed: built once per dialect, then run with new values.
 * @typeParam P the named values the query takes
 * @typeParam O a result row
 */
export interface CachedQuery<P, O> {
  /** Every row the query answers. */
  rows(db: Kysely<any>, params: P): Promise<O[]>;
  /** The first row, or undefined. */
  first(db: Kysely<any>, params: P): Promise<O | undefined>;
  /** Rows an INSERT, UPDATE or DELETE without RETURNING changed. */
  affected(db: Kysely<any>, params: P): Promise<number>;
}

function placeholders(used: Set<string>): Record<string, string> {
  return new Proxy({} as Record<string, string>, {
    get(_, name) {
      if (typeof name !== 'string') return undefined;
      used.add(name);
      return MARK + name;
    },
  });
}

function plan(db: Kysely<any>, build: (db: Kysely<any>, params: any) => Compilable<unknown>): Plan {
  const used = new Set<string>();
  const compiled = build(db, placeholders(used)).compile();
  if (compiled.sql.includes(MARK)) throw new Error(`compiledQuery: a placeholder was inlined into the SQL: ${compiled.sql}`);
  const seen = new Set<string>();
  const slots = compiled.parameters.map((value) => {
    if (typeof value === 'string' && value.startsWith(MARK)) {
      const name = value.slice(MARK.length);
      seen.add(name);
      return { name };
    }
    return { value };
  });
  // a placeholder that never reached the parameters (used in a condition of the builder, or
  // transformed into something else) would silently run with its first value forever
  for (const name of used) if (!seen.has(name)) throw new Error(`compiledQuery: the placeholder "${name}" is not a parameter of: ${compiled.sql}`);
  return { compiled, slots };
}

/**
 * Defines a query built once per dialect. The builder gets placeholders for `params` and must
 * give the same SQL text whatever the values: pass values only where they become parameters
 * (comparisons, `set`, `values`, `limit`, `sql` fragments), never branch on them, never a list
 * whose length varies (`in` lists), never `sql.lit`. A value may not be `undefined` (an insert
 * built by the builder would drop the column): pass `null`.
 * @example
 * const paymentById = compiledQuery((db, p: { id: string }) => db.selectFrom('payments').selectAll().where('id', '=', p.id));
 * const payment = await paymentById.first(trx, { id });
 */
export function compiledQuery<P extends Record<string, unknown>, O>(build: (db: Kysely<any>, params: P) => Compilable<O>): CachedQuery<P, O> {
  const plans: Partial<Record<DialectName, Plan>> = {};
  const compiledFor = (db: Kysely<any>, params: P): CompiledQuery<O> => {
    const dialect = dialectOf(db);
    const { compiled, slots } = (plans[dialect] ??= plan(db, build as (db: Kysely<any>, params: any) => Compilable<unknown>));
    const parameters = new Array<unknown>(slots.length);
    for (let i = 0; i < slots.length; i++) {
      const slot = slots[i]!;
      if ('name' in slot) {
        const value = params[slot.name];
        if (value === undefined) throw new TypeError(`compiledQuery: no value for "${slot.name}" in: ${compiled.sql}`);
        parameters[i] = value;
      } else {
        parameters[i] = slot.value;
      }
    }
    // a query id of its own per run: plugins may key per-query state on it
    return { query: compiled.query, queryId: createQueryId(), sql: compiled.sql, parameters };
  };
  return {
    async rows(db, params) {
      return (await db.executeQuery(compiledFor(db, params))).rows;
    },
    async first(db, params) {
      return (await db.executeQuery(compiledFor(db, params))).rows[0];
    },
    async affected(db, params) {
      return Number((await db.executeQuery(compiledFor(db, params))).numAffectedRows ?? 0n);
    },
  };
}
