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
export type { SeedOptions } from './seed/seed.js';
export { addAffiliate } from './services/affiliates/affiliates.js';
export type { NewAffiliate } from './services/affiliates/affiliates.js';
export { pruneExpired } from './services/maintenance/prune.js';
export type { PruneAges, PruneCounts } from './services/maintenance/prune.js';
export { ApiError } from './http/apiError.js';
export { captureDuePreorders } from './services/orders/preorders.js';
export type { PreorderCaptureResult } from './services/orders/preorders.js';
export { paymentProviders } from './payments/registry.js';
export type { LiveProviderSettings, PaymentProviders } from './payments/registry.js';
export type { StripeSettings } from './payments/stripe/settings.js';
export type { PaymentProvider, ProviderKind } from './payments/provider.js';
export { PAYMENT_FRAME_EVENT } from './payments/frameMessage.js';
export type { PaymentFrameMessage, PaymentFrameEventType } from './payments/frameMessage.js';
