import { describe, expect, it } from 'vitest';
import { benchSides } from './benchDatabases.js';

const PG = 'postgres://bench:secret@db.internal:5432/postgres';

describe('the databases npm run bench measures', () => {
  it('should measure the one DATABASE_URL picks', async () => {
    expect(await benchSides({ DATABASE_URL: PG }, '.data/bench')).toEqual([{ label: 'PostgreSQL', target: PG, postgres: true }]);
    expect(await benchSides({ DATABASE_URL: 'store.db' }, '.data/bench')).toEqual([{ label: 'SQLite', target: '.data/bench', postgres: false }]);
  });

  it('should put PostgreSQL beside SQLite with BENCH_DATABASE_URL, and never the same database kind twice', async () => {
    expect(await benchSides({ DATABASE_URL: 'store.db', BENCH_DATABASE_URL: PG }, '.data/bench')).toEqual([
      { label: 'SQLite', target: '.data/bench', postgres: false },
      { label: 'PostgreSQL', target: PG, postgres: true },
    ]);
    expect(await benchSides({ DATABASE_URL: PG, BENCH_DATABASE_URL: PG }, '.data/bench')).toHaveLength(1);
  });
});
