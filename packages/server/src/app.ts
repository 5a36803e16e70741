import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import type { ServerConfig, TrustProxySetting } from './config.js';
import type { Db } from './db/database.js';
import { ApiError } from './http/apiError.js';
import { apiCors } from './http/apiCors.js';
import { csrfGuard } from './http/csrfGuard.js';
import { deliveryPlugin, storeStaticOptions } from './http/delivery.js';
import { frameworkErrors, installErrorHandler } from './http/errorHandler.js';
import { hostGuard } from './http/hostGuard.js';
import { rateLimits, type RateLimits } from './http/rateLimits.js';
import { requestContext } from './http/requestContext.js';
import { responseCache, type ResponseCacheOptions } from './http/responseCache.js';
import { secureCookies } from './http/secureCookies.js';
import { securityHeaders } from './http/securityHeaders.js';
import { checkProduction } from './startupChecks.js';
import { accountRoutes, type AccountsConfig } from './routes/account/index.js';
import type { AccountsOptions } from './services/accounts/context.js';
import { cartRoutes } from './routes/cart/index.js';
import { affiliateCookieHook } from './routes/checkout/affiliate.js';
import { checkoutRoutes, type OrdersOptions } from './routes/checkout/index.js';
import { libraryRoutes } from './routes/library/index.js';
import { premiumRoutes } from './routes/premium/index.js';
import { reviewRoutes } from './routes/reviews/index.js';
import { streamingRoutes } from './routes/streaming/index.js';
import { catalogueRoutes } from './routes/catalogue/index.js';
import { DownloadSigner } from './services/catalogue/downloads.js';
import { merchandisingRoutes } from './routes/merchandising/index.js';
import { referenceRoutes } from './routes/reference.js';
import { embedRoutes } from './routes/embed/index.js';
import { pruneJob } from './services/maintenance/pruneJob.js';
import { registerSandboxWebhooks, sandboxesOn } from './payments/sandboxWebhooks.js';
import { paymentProviders } from './payments/registry.js';
import { stripeWebhookRoute } from './payments/stripe/webhookRoute.js';
import { cardFormRoute } from './payments/stripe/cardFormRoute.js';
import type { EmbedConfig } from './routes/embed/config.js';

export interface AppOptions {
  db: Db;
  config: Pick<ServerConfig, 'storeDir' | 'maintenance'> & AccountsConfig & Partial<Pick<ServerConfig, 'paymentProvider' | 'premiumPrice' | 'paymentExpiryMinutes'>> & Pick<EmbedConfig, 'partnerOrigins' | 'elementsDir'> &
    Partial<Pick<ServerConfig, 'production' | 'paymentSandbox' | 'trustProxy' | 'apiOrigins' | 'secretKey' | 'downloadSigningKey' | 'sandboxWebhookSecret' | 'stripe'>>;
  /** Test knobs of the accounts area (clock, cheaper password and captcha cost, mail transport); defaults are production's. */
  accounts?: AccountsOptions;
  /** Knobs of the orders area (payment providers, background jobs, clock); defaults are production's. */
  orders?: OrdersOptions;
  /** Fastify's logger; off in tests. */
  logger?: boolean;
  /** Per-address limits to change (tests lower them); the others keep `DEFAULT_RATE_LIMITS`. */
  rateLimits?: Partial<RateLimits>;
  /** The anonymous catalogue response cache (`http/responseCache.ts`), on when given; the server turns it on, tests that read it do. */
  responseCache?: ResponseCacheOptions;
}

/** `TRUST_PROXY` as Fastify's option: a hop count trusts that many proxies nearest the server. */
function fastifyTrustProxy(setting: TrustProxySetting): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/**
 * Builds the reference server without listening, so tests can `inject` requests in-process.
 * @example
 * const app = await buildApp({ db, config: { maintenance: false } });
 * const res = await app.inject({ method: 'GET', url: '/api/countries' });
 */
export async function buildApp({ db, config, accounts, orders, logger = false, rateLimits: limits, responseCache: cacheOptions }: AppOptions): Promise<FastifyInstance> {
  if (config.production) checkProduction(config);
  const app = Fastify({ logger, trustProxy: fastifyTrustProxy(config.trustProxy ?? false), frameworkErrors });
  installErrorHandler(app);
  // first, so even refusals below carry the headers
  await app.register(securityHeaders, { publicUrl: config.publicUrl, stripeJs: Boolean(config.stripe?.publishableKey) });
  await app.register(hostGuard);
  // before the guards and the maintenance answer, so a listed app's preflight is answered and
  // even its refusals are readable
  await app.register(apiCors, { origins: config.apiOrigins ?? [] });
  await app.register(secureCookies, { publicUrl: config.publicUrl });
  await app.register(fastifyCookie);
  await app.register(deliveryPlugin);
  await app.register(csrfGuard, { publicUrl: config.publicUrl, trustedOrigins: config.apiOrigins });
  // the accounts area's clock, which the pruning job deletes ended windows by
  await app.register(rateLimits, { db, limits, now: accounts?.now });
  app.addHook('onRequest', affiliateCookieHook);
  // the app's clock: the orders area's, which is the accounts area's unless a test sets its own
  const ordersNow = orders?.now ?? accounts?.now;
  // after the CSRF guard and the rate limits, so a refused call never looks up its session
  await app.register(requestContext, { db, now: ordersNow });

  if (config.maintenance) {
    app.addHook('onRequest', async (request) => {
      if (request.url.startsWith('/api/') || request.url.startsWith('/d2d/')) {
        throw new ApiError(503, { message: 'Maintenance' });
      }
    });
  }

  // after the request context and the maintenance answer, before the routes whose GETs it answers
  if (cacheOptions) await app.register(responseCache, { db, now: ordersNow, ...cacheOptions });

  await app.register(referenceRoutes, { db });
  // every instance derives the same key from SECRET_KEY, so any of them accepts a link another signed
  await app.register(catalogueRoutes, { db, downloadSigner: config.downloadSigningKey ? new DownloadSigner(config.downloadSigningKey) : undefined });
  await app.register(merchandisingRoutes, { db, publicUrl: config.publicUrl, now: accounts?.now });
  // production never serves the outbox at /dev/mail, whatever DEV_MAILBOX says
  await app.register(accountRoutes, { db, config: { ...config, devMailbox: config.production ? false : config.devMailbox }, accounts });
  // one set of providers per server: the cart, the checkout and the webhooks share its clients
  const payments = orders?.payments ?? paymentProviders(config.paymentProvider, { stripe: config.stripe, sandboxes: sandboxesOn(config) });
  await app.register(cartRoutes, { db, payments, now: ordersNow });
  await app.register(checkoutRoutes, {
    db,
    publicUrl: config.publicUrl,
    paymentExpiryMinutes: config.paymentExpiryMinutes,
    ...orders,
    payments,
    now: ordersNow,
  });
  await app.register(cardFormRoute, { payments, publishableKey: config.stripe?.publishableKey });
  await app.register(libraryRoutes, { db, now: ordersNow });
  await app.register(premiumRoutes, { db, priceMinor: config.premiumPrice, publicUrl: config.publicUrl, paymentExpiryMinutes: config.paymentExpiryMinutes, now: ordersNow, renewals: orders?.jobs !== false, recovery: orders?.jobs !== false });
  await app.register(streamingRoutes, { db, publicUrl: config.publicUrl, now: ordersNow });
  await app.register(reviewRoutes, { db, now: ordersNow });
  if (sandboxesOn(config)) {
    await registerSandboxWebhooks(app, {
      db,
      now: ordersNow ?? Date.now,
      secret: config.sandboxWebhookSecret,
      jobs: orders?.jobs,
      paymentProvider: config.paymentProvider,
      payments,
      publicUrl: config.publicUrl,
      premiumPrice: config.premiumPrice,
    });
  }
  if (config.stripe) {
    await app.register(stripeWebhookRoute, {
      db,
      now: ordersNow ?? Date.now,
      secret: config.stripe.webhookSecret,
      orders: { db, payments, now: ordersNow ?? Date.now, publicUrl: config.publicUrl },
    });
  }

  await app.register(embedRoutes, { partnerOrigins: config.partnerOrigins ?? [], elementsDir: config.elementsDir });
  await app.register(pruneJob, { db, accounts });

  if (config.storeDir) {
    const root = resolve(config.storeDir);
    if (!existsSync(root)) {
      throw new Error(`The store folder ${root} does not exist; build the store first (npm run build).`);
    }
    await app.register(fastifyStatic, storeStaticOptions(root));
    // hash-bang routing means every page is `/`; anything else unknown is a 404 from the handler
  }
  return app;
}
