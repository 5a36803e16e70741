import { CompiledQuery, type Insertable, type Kysely } from 'kysely';
import { isPostgres } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';

/** SQLite allows 32,766 bound parameters per statement (PostgreSQL 65,535); stay well below. */
const MAX_PARAMETERS = 30_000;

/**
 * Inserts many rows as multi-row `INSERT`s of as many rows as the parameter limit allows. The
 * statement text is built once per batch shape and the values are bound as parameters; going
 * around Kysely's query compiler here makes seeding a large catalogue several times faster
 * (compiling a 30,000-parameter insert costs more than running it).
 * @param db - the database or transaction
 * @param table - a table name of the schema
 * @param rows - rows that all have the same columns, in the same order
 */
export async function insertRows<T extends keyof Database & string>(db: Kysely<Database>, table: T, rows: readonly Insertable<Database[T]>[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
  const head = `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES `;
  // SQLite numbers `?` placeholders by position; PostgreSQL wants `$1, $2, …`
  const numbered = isPostgres(db);
  const tuple = (row: number) => `(${columns.map((_, i) => (numbered ? `$${row * columns.length + i + 1}` : '?')).join(', ')})`;
  let cachedCount = -1;
  let cachedText = '';
  for (let start = 0; start < rows.length; start += perStatement) {
    const batch = rows.slice(start, start + perStatement);
    if (batch.length !== cachedCount) {
      cachedCount = batch.length;
      cachedText = head + Array.from({ length: batch.length }, (_, row) => tuple(row)).join(', ');
    }
    const parameters: unknown[] = [];
    for (const row of batch) {
      const record = row as Record<string, unknown>;
      for (const column of columns) parameters.push(record[column] ?? null);
    }
    await db.executeQuery(CompiledQuery.raw(cachedText, parameters));
  }
}
