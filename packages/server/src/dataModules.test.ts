/**
 * Where the server's SQL may live: each area's `data/` folder (plus the database's own
 * migrations and statement cache, the seed and the benchmarks' fixtures). A service or a route
 * that builds a query of its own is a second place to look for that area's SQL, and the places
 * drift apart; this check finds it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('.', import.meta.url));

/** Kysely's query builders and its raw `sql` tag. */
const BUILDS_SQL = /\.(?:selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)\(|\bsql(?:<[^>]*>)?`|\bsql\.(?:raw|ref|lit|id|table|join)\(/;

/** Folders whose files are the database itself, not an area's code. */
const INFRASTRUCTURE = ['db', 'seed', 'bench'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Whether a file may build SQL: it is in a `data/` folder or in the database's own folders. */
function mayBuildSql(relativePath: string): boolean {
  const parts = relativePath.split(sep);
  return INFRASTRUCTURE.includes(parts[0] ?? '') || parts.slice(0, -1).includes('data');
}

describe('the SQL of each area lives in its data module', () => {
  it('recognises a query builder call, the sql tag and a data folder', () => {
    expect(BUILDS_SQL.test("db.selectFrom('wallets')")).toBe(true);
    expect(BUILDS_SQL.test('sql<number>`count(*)`')).toBe(true);
    expect(BUILDS_SQL.test("import { sql } from 'kysely';")).toBe(false);
    expect(mayBuildSql(join('services', 'cart', 'data', 'wallets.ts'))).toBe(true);
    expect(mayBuildSql(join('services', 'cart', 'wallet.ts'))).toBe(false);
    expect(mayBuildSql(join('db', 'migrations', '0001_countries.ts'))).toBe(true);
  });

  it('no service, route or plugin outside a data folder builds SQL', () => {
    const offenders = sourceFiles(SRC)
      .map((path) => relative(SRC, path))
      .filter((path) => !mayBuildSql(path))
      .filter((path) => BUILDS_SQL.test(readFileSync(join(SRC, path), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
