// The reference server embedded in an integrator's own Node process.
import { buildApp, migrateToLatest, openDatabase, readConfig, seedIfEmpty } from '@d2d/server';

export async function start(): Promise<void> {
  const config = readConfig({ ...process.env, API_ORIGINS: 'https://shop.example.com' });
  const db = openDatabase(config.databaseUrl);
  await migrateToLatest(db);
  await seedIfEmpty(db);
  const app = await buildApp({ db, config: { maintenance: false, partnerOrigins: [], apiOrigins: config.apiOrigins } });
  await app.listen({ port: config.port, host: config.host });
}
