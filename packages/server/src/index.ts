/**
 * `@d2d/server`: the reference API server of the D2D storefront.
 * @packageDocumentation
 */
export { buildApp } from './app.js';
export type { AppOptions } from './app.js';
export { startServer } from './server.js';
export type { RunningServer } from './server.js';
export { readConfig } from './config.js';
export type { ServerConfig } from './config.js';
export { openDatabase } from './db/database.js';
export type { Db } from './db/database.js';
export { migrateToLatest } from './db/migrate.js';
export { seedIfEmpty } from './seed/seed.js';
export { ApiError } from './http/apiError.js';
