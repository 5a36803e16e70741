import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { ServerConfig } from './config.js';
import { openDatabase, type Db } from './db/database.js';
import { displayDatabaseUrl } from './db/databaseUrl.js';
import { migrateToLatest } from './db/migrate.js';
import { seedIfEmpty } from './seed/seed.js';

export interface RunningServer {
  app: FastifyInstance;
  db: Db;
  url: string;
  close(): Promise<void>;
}

/** Opens the database, migrates, seeds on first start and listens. */
export async function startServer(config: ServerConfig, log: (line: string) => void = console.log): Promise<RunningServer> {
  const db = openDatabase(config.databaseUrl);
  await migrateToLatest(db);
  // demo coupons (HALFPRICE and friends) are a development convenience, never a live store's offer
  const { seeded } = await seedIfEmpty(db, { demoCoupons: !config.production });
  if (seeded) log(`Seeded a new database at ${displayDatabaseUrl(config.databaseUrl)}`);
  // visitors' catalogue reads come from memory (issue 14): the server's own defaults
  const app = await buildApp({ db, config, logger: false, responseCache: {} });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://localhost:${port}`;
  return {
    app,
    db,
    url,
    async close() {
      await app.close();
      await db.destroy();
    },
  };
}
