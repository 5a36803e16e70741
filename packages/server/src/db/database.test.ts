import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Db } from './database.js';
import { dialectOf, isPostgresUrl } from './dialect.js';
import { migrateToLatest } from './migrate.js';

let db: Db | undefined;

afterEach(async () => {
  vi.restoreAllMocks();
  await db?.destroy();
  db = undefined;
});

describe('openDatabase', () => {
  it('should prepare a query once and reuse it for every later request', async () => {
    const prepare = vi.spyOn(SQLite.prototype, 'prepare');
    db = openDatabase(':memory:');
    await migrateToLatest(db);
    prepare.mockClear();

    for (const code of ['DE', 'FR', 'DE', 'US', 'FR']) {
      await db.selectFrom('countries').selectAll().where('code2', '=', code).execute();
    }

    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('should open a PostgreSQL URL as a PostgreSQL database, connecting only on the first query', async () => {
    expect(['postgres://u:p@db:5432/store', 'postgresql://db/store', ' POSTGRES://db/store'].every(isPostgresUrl)).toBe(true);
    expect(['.data/store.db', 'file:store.db', ':memory:', 'store-postgres://x'].some(isPostgresUrl)).toBe(false);
    // nothing listens on port 1: opening must not connect, only a query would
    db = openDatabase('postgres://store:secret@127.0.0.1:1/store');
    expect(dialectOf(db)).toBe('postgres');
    await expect(db.selectFrom('countries').selectAll().execute()).rejects.toThrow();
    await db.destroy();
    db = openDatabase(':memory:');
    expect(dialectOf(db)).toBe('sqlite');
  });
});
