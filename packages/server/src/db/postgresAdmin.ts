/**
 * Work on a PostgreSQL server outside any one store database: making and dropping databases for
 * the test suite's templates and the benchmark's throwaway catalogues. Database names here are
 * ours (never a shopper's input), so they are quoted, not parameterised: DDL takes no parameters.
 * @module
 */
import pg from 'pg';

/** The URL of database `name` on the server of `serverUrl`, with the same credentials. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `work` on one connection to the database `serverUrl` names, closed afterwards. */
export async function withAdmin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Whether the server of `serverUrl` has a database `name`. */
export function databaseExists(serverUrl: string, name: string): Promise<boolean> {
  return withAdmin(serverUrl, async (client) => (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount !== 0);
}

/** Drops database `name` if there, ending its sessions. */
export function dropDatabase(serverUrl: string, name: string): Promise<void> {
  return withAdmin(serverUrl, async (client) => void (await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)));
}
