import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.js';
import { runSeedCommand } from './seedCommand.js';

describe('d2d-server seed --products N', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'd2d-seed-cmd-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('should build a new database with N products, the countries and progress lines', async () => {
    const lines: string[] = [];
    const file = join(dir, 'big.db');
    await runSeedCommand({ databaseUrl: file, products: '120', log: (l) => lines.push(l) });
    const db = openDatabase(file);
    const [products, countries] = await Promise.all([
      db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      db.selectFrom('countries').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    await db.destroy();
    expect(Number(products.n)).toBe(120);
    expect(Number(countries.n)).toBeGreaterThan(0);
    expect(lines.at(-1)).toMatch(/^Seeded 120 products into .*big\.db in \d+\.\d s$/);
  });

  it('should refuse a database that is already seeded, and sizes that are not whole numbers of at least 19', async () => {
    const file = join(dir, 'twice.db');
    await runSeedCommand({ databaseUrl: file, products: 30, log: () => {} });
    await expect(runSeedCommand({ databaseUrl: file, products: 30, log: () => {} })).rejects.toThrow(/already holds a seeded store/);
    for (const bad of ['abc', '12', '1e5', '-40', 18.5]) {
      await expect(runSeedCommand({ databaseUrl: join(dir, 'bad.db'), products: bad, log: () => {} })).rejects.toThrow(`got "${bad}"`);
    }
  });
});
