/** Settings of the reference server, read once from the environment at start. */
export interface ServerConfig {
  /** TCP port; `PORT`, default 8080. */
  port: number;
  /** Host to bind; `HOST`, default 0.0.0.0. */
  host: string;
  /** `DATABASE_URL`: a SQLite file path (default `.data/store.db`) or, later, `postgres://…`. */
  databaseUrl: string;
  /** Folder with the built reference store to serve at `/`, if any. */
  storeDir?: string;
  /** Answer every API call with 503 (spec §8 maintenance). `MAINTENANCE=1`. */
  maintenance: boolean;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number between 0 and 65535, got "${env.PORT}"`);
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL ?? '.data/store.db',
    storeDir: env.STORE_DIR,
    maintenance: env.MAINTENANCE === '1' || env.MAINTENANCE === 'true',
  };
}
