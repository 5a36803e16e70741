import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/database.js';
import { isPostgres } from '../../db/dialect.js';
import { openTestDatabase, type TestDatabase } from '../../__tests__/harness.js';
import { catalogueVersionsOf } from './catalogueVersions.js';
import { catalogueVersion } from './data/catalogueIndexRows.js';

/** Polls `check` until it holds (notifications arrive on their own connection, in their own time). */
async function eventually(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const bumpTitle = (db: Db) => sql`UPDATE products SET title = title WHERE id = (SELECT min(id) FROM products)`.execute(db);

describe('catalogue version reader', () => {
  let database: TestDatabase;
  let other: Db;

  beforeAll(async () => {
    database = await openTestDatabase('catalogue-versions', { seed: { catalogue: { products: 20 } } });
    // a second pool on the same database: another instance, the seed command
    other = openDatabase(database.file);
  });

  afterAll(async () => {
    await other.destroy();
    await database.remove();
  });

  it('should give the version as the database has it, also right after a write of its own', async () => {
    const versions = catalogueVersionsOf(database.db);
    expect(catalogueVersionsOf(database.db)).toBe(versions);
    const first = await versions.current();
    expect(first).toBe(await catalogueVersion(database.db));
    await bumpTitle(database.db);
    // no notification can be waited for: a write of this process makes the next request read
    if (isPostgres(database.db)) expect(versions.known()).toBeUndefined();
    const after = await versions.current();
    expect(after).toBeGreaterThan(first);
    expect(after).toBe(await catalogueVersion(database.db));
  });

  it('should follow another process\'s writes (PostgreSQL: by notification, with no read; per request while not listening)', async () => {
    const versions = catalogueVersionsOf(database.db);
    const changes: number[] = [];
    const unsubscribe = versions.onChange((version) => changes.push(version));
    const before = await versions.current();
    if (!isPostgres(database.db)) {
      // SQLite: read per request, so never known without one
      expect(versions.known()).toBeUndefined();
      await bumpTitle(other);
      expect(await versions.current()).toBeGreaterThan(before);
      unsubscribe();
      return;
    }
    await eventually(() => versions.known() !== undefined);
    await bumpTitle(other);
    const expected = await catalogueVersion(other);
    await eventually(() => versions.known() === expected);
    expect(versions.current()).toBe(expected);
    expect(changes).toContain(expected);
    unsubscribe();

    // the listening connection lost: read per request until it listens again
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'`.execute(other);
    await eventually(() => versions.known() === undefined);
    // a write while nobody listens is not missed: the version is read
    await bumpTitle(other);
    expect(await versions.current()).toBe(await catalogueVersion(other));
    await eventually(() => versions.known() !== undefined);
    await bumpTitle(other);
    const last = await catalogueVersion(other);
    await eventually(() => versions.known() === last);
  });
});
