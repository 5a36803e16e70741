import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Db } from './database.js';
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

  it('should refuse a PostgreSQL URL with a sentence that names the fix', () => {
    expect(() => openDatabase('postgres://localhost/store')).toThrow('use a SQLite file path in DATABASE_URL');
  });
});
