import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../__tests__/harness.js';
import { compiledQuery } from './compiledQuery.js';
import type { Database } from './schema.js';

// runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL (each dialect compiles its own text)
let test: TestDatabase;

beforeEach(async () => {
  test = await openTestDatabase('compiled-query', { countries: true });
});

afterEach(async () => {
  vi.restoreAllMocks();
  await test.remove();
});

const countryByCode = compiledQuery((db: Kysely<Database>, p: { code: string }) =>
  db.selectFrom('countries').select(['code2', 'country_full_name']).where('code2', '=', p.code),
);

describe('compiledQuery', () => {
  it('should build and compile once, then run the same SQL with each call’s values', async () => {
    const build = vi.fn((db: Kysely<Database>, p: { code: string; limit: number }) =>
      db.selectFrom('countries').select('code2').where('code2', '>=', p.code).orderBy('code2').limit(p.limit),
    );
    const query = compiledQuery(build);
    const direct = (code: string, limit: number) =>
      test.db.selectFrom('countries').select('code2').where('code2', '>=', code).orderBy('code2').limit(limit).execute();

    const germanyOn = await direct('DE', 2);
    expect(germanyOn).toHaveLength(2);
    expect(await query.rows(test.db, { code: 'DE', limit: 2 })).toEqual(germanyOn);
    expect(await query.rows(test.db, { code: 'FR', limit: 3 })).toEqual(await direct('FR', 3));
    expect(await query.first(test.db, { code: 'ZZ', limit: 1 })).toBeUndefined();
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('should keep the builder’s own constants and use a value as often as the query names it', async () => {
    await sql`CREATE TABLE compiled_counter (id integer PRIMARY KEY, n integer NOT NULL, status text NOT NULL)`.execute(test.db);
    await sql`INSERT INTO compiled_counter (id, n, status) VALUES (1, 0, 'open'), (2, 0, 'closed')`.execute(test.db);
    const raise = compiledQuery((db: Kysely<any>, p: { id: number; to: number }) =>
      db
        .updateTable('compiled_counter')
        .set({ n: p.to, status: sql`CASE WHEN ${p.to} >= 10 THEN 'full' ELSE status END` })
        .where('id', '=', p.id)
        .where('status', 'in', ['open', 'full'])
        .where('n', '<', p.to),
    );

    expect(await raise.affected(test.db, { id: 1, to: 5 })).toBe(1);
    expect(await raise.affected(test.db, { id: 1, to: 5 })).toBe(0); // the condition still holds
    expect(await raise.affected(test.db, { id: 1, to: 12 })).toBe(1);
    expect(await raise.affected(test.db, { id: 2, to: 5 })).toBe(0); // 'closed' is not in the constant list
    const rows = await sql<{ id: number; n: number; status: string }>`SELECT id, n, status FROM compiled_counter ORDER BY id`.execute(test.db);
    expect(rows.rows).toEqual([
      { id: 1, n: 12, status: 'full' },
      { id: 2, n: 0, status: 'closed' },
    ]);
  });

  it('should run inside a transaction on the transaction’s connection', async () => {
    const code = (await test.db.selectFrom('countries').select('code2').orderBy('code2').executeTakeFirstOrThrow()).code2;
    const rename = compiledQuery((db: Kysely<Database>, p: { code: string; name: string }) =>
      db.updateTable('countries').set({ country_full_name: p.name }).where('code2', '=', p.code),
    );
    await expect(
      test.db.transaction().execute(async (trx) => {
        expect(await rename.affected(trx, { code, name: 'Renamed' })).toBe(1);
        expect((await countryByCode.first(trx, { code }))?.country_full_name).toBe('Renamed');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await countryByCode.first(test.db, { code }))?.country_full_name).not.toBe('Renamed');
  });

  it('should refuse an undefined value and a placeholder that never became a parameter', async () => {
    await expect(countryByCode.first(test.db, { code: undefined as unknown as string })).rejects.toThrow(/no value for "code"/);
    const branching = compiledQuery((db: Kysely<Database>, p: { code: string }) => {
      // a builder that looks at a value instead of passing it on: its SQL would depend on it
      const query = db.selectFrom('countries').select('code2');
      return p.code ? query.where('code2', '=', 'DE') : query;
    });
    await expect(branching.rows(test.db, { code: 'FR' })).rejects.toThrow(/placeholder "code" is not a parameter/);
  });
});
