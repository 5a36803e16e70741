import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_STATEMENT_CACHE_SIZE, StatementCache } from './statementCache.js';

interface TestTables {
  games: { id: number; title: string };
}

let sqlite: SQLite.Database;
let cache: StatementCache;

beforeEach(() => {
  sqlite = new SQLite(':memory:');
  sqlite.exec(`CREATE TABLE games (id INTEGER PRIMARY KEY, title TEXT NOT NULL);
    INSERT INTO games (id, title) VALUES (1, 'Alpha'), (2, 'Beta'), (3, 'Gamma');`);
  cache = new StatementCache(sqlite);
});

afterEach(() => {
  if (sqlite.open) sqlite.close();
});

function kysely(database: StatementCache = cache): Kysely<TestTables> {
  return new Kysely<TestTables>({ dialect: new SqliteDialect({ database }) });
}

describe('StatementCache', () => {
  it('should prepare each SQL text once and reuse its statement', () => {
    const prepare = vi.spyOn(sqlite, 'prepare');
    const first = cache.prepare('SELECT title FROM games WHERE id = ?');
    const second = cache.prepare('SELECT title FROM games WHERE id = ?');

    expect(second).toBe(first);
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(first.all([1])).toEqual([{ title: 'Alpha' }]);
    expect(second.all([2])).toEqual([{ title: 'Beta' }]);
  });

  it('should report whether a statement returns rows, as Kysely needs to pick all() or run()', () => {
    expect(cache.prepare('SELECT id FROM games').reader).toBe(true);
    expect(cache.prepare('UPDATE games SET title = ? WHERE id = ?').reader).toBe(false);
    expect(cache.prepare('DELETE FROM games WHERE id = ? RETURNING id').reader).toBe(true);
  });

  it('should drop the least recently used statement beyond its capacity', () => {
    const small = new StatementCache(sqlite, { capacity: 2 });
    const prepare = vi.spyOn(sqlite, 'prepare');
    const a = small.prepare('SELECT 1');
    small.prepare('SELECT 2');
    expect(small.prepare('SELECT 1')).toBe(a); // now 'SELECT 2' is the least recently used
    small.prepare('SELECT 3');

    expect(small.size).toBe(2);
    expect(small.prepare('SELECT 1')).toBe(a);
    expect(prepare).toHaveBeenCalledTimes(3);
    small.prepare('SELECT 2');
    expect(prepare).toHaveBeenCalledTimes(4);
  });

  it('should stay within its capacity however many distinct IN-lists are queried', async () => {
    const db = kysely();
    for (let length = 1; length <= DEFAULT_STATEMENT_CACHE_SIZE + 100; length++) {
      const ids = Array.from({ length }, (_, i) => i + 1);
      const rows = await db.selectFrom('games').select('id').where('id', 'in', ids).execute();
      expect(rows).toHaveLength(Math.min(length, 3));
    }
    expect(cache.size).toBe(DEFAULT_STATEMENT_CACHE_SIZE);
  });

  it('should refuse a capacity that is not a whole number of at least 1', () => {
    expect(() => new StatementCache(sqlite, { capacity: 0 })).toThrow(RangeError);
    expect(() => new StatementCache(sqlite, { capacity: 1.5 })).toThrow(RangeError);
  });

  it('should cache nothing when the SQL does not compile', () => {
    expect(() => cache.prepare('SELEC id FROM games')).toThrow(/syntax error/);
    expect(() => cache.prepare('SELECT id FROM no_such_table')).toThrow(/no such table/);
    expect(cache.size).toBe(0);
  });

  it('should hand out a fresh statement while the cached one is still being iterated', () => {
    const text = 'SELECT id FROM games ORDER BY id';
    const streaming = cache.prepare(text);
    const iterator = streaming.iterate([]);
    expect(iterator.next().value).toEqual({ id: 1 });

    // better-sqlite3 throws "This statement is busy executing a query" if the same one is reused
    const meanwhile = cache.prepare(text);
    expect(meanwhile).not.toBe(streaming);
    expect(meanwhile.all([])).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect([...iterator]).toEqual([{ id: 2 }, { id: 3 }]);

    // the fresh statement took the busy one's place
    expect(cache.prepare(text)).toBe(meanwhile);
    expect(cache.size).toBe(1);
  });

  it('should reuse a statement once its iteration is finished or abandoned', () => {
    const text = 'SELECT id FROM games ORDER BY id';
    const statement = cache.prepare(text);
    expect([...statement.iterate([])]).toHaveLength(3);
    expect(cache.prepare(text)).toBe(statement);

    for (const row of statement.iterate([])) {
      expect(row).toEqual({ id: 1 });
      break; // return() resets the statement
    }
    expect(cache.prepare(text)).toBe(statement);
    expect(statement.all([])).toHaveLength(3);
  });

  it('should keep raw, pluck, expand and bind out of reach so no mode leaks to the next user', () => {
    const text = 'SELECT id, title FROM games WHERE id = ?';
    const statement = cache.prepare(text);
    for (const method of ['raw', 'pluck', 'expand', 'safeIntegers', 'bind']) {
      expect(statement).not.toHaveProperty(method);
    }
    expect(Object.isFrozen(statement)).toBe(true);

    // someone using the connection directly sets a mode on their own statement of the same SQL
    expect(sqlite.prepare(text).pluck().get(1)).toBe(1);
    expect(sqlite.prepare(text).raw().get(1)).toEqual([1, 'Alpha']);
    expect(cache.prepare(text).all([1])).toEqual([{ id: 1, title: 'Alpha' }]);
  });

  it('should keep a cached statement working after the table it reads is altered', () => {
    const statement = cache.prepare('SELECT * FROM games WHERE id = ?');
    expect(statement.all([1])).toEqual([{ id: 1, title: 'Alpha' }]);

    sqlite.exec("ALTER TABLE games ADD COLUMN platform TEXT NOT NULL DEFAULT 'pc'");
    expect(cache.prepare('SELECT * FROM games WHERE id = ?')).toBe(statement);
    expect(statement.all([1])).toEqual([{ id: 1, title: 'Alpha', platform: 'pc' }]);

    sqlite.exec(`DROP TABLE games; CREATE TABLE games (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
      INSERT INTO games (id, name) VALUES (1, 'Renamed');`);
    expect(statement.all([1])).toEqual([{ id: 1, name: 'Renamed' }]);

    sqlite.exec('DROP TABLE games');
    expect(() => statement.all([1])).toThrow(/no such table/);
  });

  it('should forget every statement and close the database when closed', () => {
    cache.prepare('SELECT 1');
    cache.prepare('SELECT 2');
    expect(cache.size).toBe(2);

    cache.close();

    expect(cache.size).toBe(0);
    expect(sqlite.open).toBe(false);
    expect(() => cache.prepare('SELECT 1')).toThrow(/not open/);
  });
});

describe('StatementCache under Kysely', () => {
  it('should answer repeated queries with the current data', async () => {
    const db = kysely();
    const title = (id: number) => db.selectFrom('games').select('title').where('id', '=', id).executeTakeFirst();
    expect(await title(1)).toEqual({ title: 'Alpha' });
    await db.updateTable('games').set({ title: 'Alpha II' }).where('id', '=', 1).execute();
    expect(await title(1)).toEqual({ title: 'Alpha II' });
    expect(await title(2)).toEqual({ title: 'Beta' });
    const inserted = await db.insertInto('games').values({ id: 4, title: 'Delta' }).executeTakeFirstOrThrow();
    expect(inserted.insertId).toBe(4n);
    const updated = await db.updateTable('games').set({ title: 'x' }).where('id', '>', 2).executeTakeFirstOrThrow();
    expect(updated.numUpdatedRows).toBe(2n);
  });

  it('should commit and roll back transaction after transaction on the same cached BEGIN and COMMIT', async () => {
    const db = kysely();
    for (let n = 10; n < 15; n++) {
      await db.transaction().execute((trx) => trx.insertInto('games').values({ id: n, title: `Game ${n}` }).execute());
      await expect(
        db.transaction().execute(async (trx) => {
          await trx.insertInto('games').values({ id: n + 100, title: 'rolled back' }).execute();
          throw new Error('payment declined');
        }),
      ).rejects.toThrow('payment declined');
    }
    const ids = await db.selectFrom('games').select('id').where('id', '>=', 10).orderBy('id').execute();
    expect(ids.map((row) => row.id)).toEqual([10, 11, 12, 13, 14]);
    expect(sqlite.inTransaction).toBe(false);
  });

  it('should roll back to and release savepoints, again and again', async () => {
    const db = kysely();
    for (let round = 0; round < 3; round++) {
      const trx = await db.startTransaction().execute();
      await trx.insertInto('games').values({ id: 20 + round, title: 'kept' }).execute();
      const inner = await trx.savepoint('gift').execute();
      await inner.insertInto('games').values({ id: 30 + round, title: 'undone' }).execute();
      await inner.rollbackToSavepoint('gift').execute();
      const kept = await trx.savepoint('wallet').execute();
      await kept.insertInto('games').values({ id: 40 + round, title: 'released' }).execute();
      await kept.releaseSavepoint('wallet').execute();
      await trx.commit().execute();
    }
    const ids = await db.selectFrom('games').select('id').where('id', '>=', 20).orderBy('id').execute();
    expect(ids.map((row) => row.id)).toEqual([20, 21, 22, 40, 41, 42]);
  });

  it('should run a migration-style schema change between uses of the same query', async () => {
    const db = kysely();
    const all = () => db.selectFrom('games').selectAll().where('id', '=', 2).execute();
    expect(await all()).toEqual([{ id: 2, title: 'Beta' }]);
    await db.schema.alterTable('games').addColumn('price_cents', 'integer', (c) => c.notNull().defaultTo(999)).execute();
    await db.schema.createIndex('games_title').on('games').column('title').execute();
    expect(await all()).toEqual([{ id: 2, title: 'Beta', price_cents: 999 }]);
  });

  it('should stream rows and then reuse the statement for a normal query', async () => {
    const db = kysely();
    const query = db.selectFrom('games').select('id').orderBy('id');
    const streamed: unknown[] = [];
    for await (const row of query.stream()) streamed.push(row);
    expect(streamed).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);

    for await (const row of query.stream()) {
      expect(row).toEqual({ id: 1 });
      break;
    }
    expect(await query.execute()).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(cache.size).toBe(1);
  });

  it('should serve many concurrent queries of the same shape', async () => {
    const db = kysely();
    const titles = await Promise.all(
      Array.from({ length: 60 }, (_, i) => db.selectFrom('games').select('title').where('id', '=', (i % 3) + 1).executeTakeFirstOrThrow()),
    );
    expect(titles.map((row) => row.title)).toEqual(Array.from({ length: 60 }, (_, i) => ['Alpha', 'Beta', 'Gamma'][i % 3]));
    expect(cache.size).toBe(1);
  });

  it('should clear the cache and close the database on destroy()', async () => {
    const db = kysely();
    await db.selectFrom('games').selectAll().execute();
    expect(cache.size).toBe(1);
    await db.destroy();
    expect(cache.size).toBe(0);
    expect(sqlite.open).toBe(false);
  });
});
