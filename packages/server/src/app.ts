import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import type { ServerConfig } from './config.js';
import type { Db } from './db/database.js';
import { ApiError } from './http/apiError.js';
import { installErrorHandler } from './http/errorHandler.js';
import { accountRoutes, type AccountsConfig } from './routes/account/index.js';
import type { AccountsOptions } from './services/accounts/context.js';
import { cartRoutes } from './routes/cart/index.js';
import { affiliateCookieHook } from './routes/checkout/affiliate.js';
import { checkoutRoutes, type OrdersOptions } from './routes/checkout/index.js';
import { libraryRoutes } from './routes/library/index.js';
import { premiumRoutes } from './routes/premium/index.js';
import { catalogueRoutes } from './routes/catalogue/index.js';
import { merchandisingRoutes } from './routes/merchandising/index.js';
import { referenceRoutes } from './routes/reference.js';
import { embedRoutes } from './routes/embed/index.js';
import type { EmbedConfig } from './routes/embed/config.js';

export interface AppOptions {
  db: Db;
  config: Pick<ServerConfig, 'storeDir' | 'maintenance'> & AccountsConfig & Partial<Pick<ServerConfig, 'paymentProvider' | 'premiumPrice'>> & Pick<EmbedConfig, 'partnerOrigins' | 'elementsDir'>;
  /** Test knobs of the accounts area (clock, cheaper password and captcha cost, mail transport); defaults are production's. */
  accounts?: AccountsOptions;
  /** Knobs of the orders area (payment providers, background jobs, clock); defaults are production's. */
  orders?: OrdersOptions;
  /** Fastify's logger; off in tests. */
  logger?: boolean;
}

/**
 * Builds the reference server without listening, so tests can `inject` requests in-process.
 * @example
 * const app = await buildApp({ db, config: { maintenance: false } });
 * const res = await app.inject({ method: 'GET', url: '/api/countries' });
 */
export async function buildApp({ db, config, accounts, orders, logger = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, trustProxy: false });
  installErrorHandler(app);
  await app.register(fastifyCookie);
  app.addHook('onRequest', affiliateCookieHook);

  if (config.maintenance) {
    app.addHook('onRequest', async (request) => {
      if (request.url.startsWith('/api/') || request.url.startsWith('/d2d/')) {
        throw new ApiError(503, { message: 'Maintenance' });
      }
    });
  }

  await app.register(referenceRoutes, { db });
  await app.register(catalogueRoutes, { db });
  await app.register(merchandisingRoutes, { db });
  await app.register(accountRoutes, { db, config, accounts });
  await app.register(cartRoutes, { db });
  const ordersNow = orders?.now ?? accounts?.now;
  await app.register(checkoutRoutes, { db, paymentProvider: config.paymentProvider, publicUrl: config.publicUrl, ...orders, now: ordersNow });
  await app.register(libraryRoutes, { db, now: ordersNow });
  await app.register(premiumRoutes, { db, priceMinor: config.premiumPrice, publicUrl: config.publicUrl, now: ordersNow });

  await app.register(embedRoutes, { partnerOrigins: config.partnerOrigins ?? [], elementsDir: config.elementsDir });

  if (config.storeDir) {
    const root = resolve(config.storeDir);
    if (!existsSync(root)) {
      throw new Error(`The store folder ${root} does not exist; build the store first (npm run build).`);
    }
    await app.register(fastifyStatic, { root, prefix: '/', wildcard: false });
    // hash-bang routing means every page is `/`; anything else unknown is a 404 from the handler
  }
  return app;
}
