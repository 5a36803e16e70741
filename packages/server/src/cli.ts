#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { ConfigError, readConfig, type ServerConfig } from './config.js';
import { displayDatabaseUrl } from './db/databaseUrl.js';
import { startServer } from './server.js';
import { startPartnerSite } from './routes/embed/partnerSite.js';
import { runSeedCommand } from './seed/catalogue/seedCommand.js';
import { runCapturePreordersCommand } from './services/orders/captureCommand.js';
import { runRefundCommand } from './services/orders/refundCommand.js';
import { checkProduction, startupNotices } from './startupChecks.js';

const USAGE = `Usage: d2d-server start [--store <dir>] [--partner <dir>] [--elements <dir>]
       d2d-server seed --products <N> [--database <file|url>]   (a new database with an N-product catalogue)
       d2d-server capture-preorders [--database <file|url>]   (charge the pre-orders released by now)
       d2d-server refund <payment-id> [--database <file|url>]   (refund a captured order payment; its games leave the library)

Environment: PORT (default 8080), HOST, DATABASE_URL (SQLite file, default .data/store.db, or postgres://user:pass@host:5432/db), MAINTENANCE=1,
             PAYMENT_PROVIDER (card|paypal|hosted|legacy, default legacy), PARTNER_ORIGINS (partner pages allowed to embed the elements), PARTNER_PORT (default 8081),
             NODE_ENV=production (needs SMTP_URL, PUBLIC_URL, STRIPE_SECRET_KEY + STRIPE_WEBHOOK_SECRET or PAYMENT_SANDBOX=1, and SECRET_KEY), SECRET_KEY (one secret every instance shares),
             TRUST_PROXY (true, a hop count or proxy addresses), PAYMENT_EXPIRY_MINUTES (default 30; PAYMENT_EXPIRY_SECONDS outside production),
             STRIPE_SECRET_KEY + STRIPE_WEBHOOK_SECRET (live card payments; both or neither), STRIPE_PUBLISHABLE_KEY,
             SANDBOX_WEBHOOK_SECRET (key the sandbox providers sign webhooks with; default derived from SECRET_KEY),
             GOOGLE_CLIENT_ID/_SECRET, FACEBOOK_CLIENT_ID/_SECRET (social login), LOCAL_IDP=1|0, LOCAL_IDP_PORT; see docs/server.md and docs/deploy.md`;

/** The settings of `start`; a setting error becomes a one-line ConfigError. */
function startConfig(store: string | undefined): ServerConfig {
  let config: ServerConfig;
  try {
    config = readConfig();
  } catch (error) {
    // every reader throws a message naming its variable; a stack adds nothing for the operator
    throw error instanceof Error && !(error instanceof ConfigError) ? new ConfigError(error.message) : error;
  }
  if (store) config.storeDir = store;
  checkProduction(config);
  return config;
}

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { store: { type: 'string' }, partner: { type: 'string' }, elements: { type: 'string' }, products: { type: 'string' }, database: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const command = positionals[0] ?? 'start';
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (command === 'seed') {
    await runSeedCommand({ databaseUrl: values.database ?? readConfig().databaseUrl, products: values.products ?? 2000 });
    return;
  }
  if (command === 'capture-preorders') {
    const config = readConfig();
    await runCapturePreordersCommand({ databaseUrl: values.database ?? config.databaseUrl, paymentProvider: config.paymentProvider, stripe: config.stripe });
    return;
  }
  if (command === 'refund') {
    const paymentId = positionals[1];
    if (!paymentId) {
      console.error(`refund needs a payment id (pay_…).\n${USAGE}`);
      process.exitCode = 2;
      return;
    }
    const config = readConfig();
    const outcome = await runRefundCommand({ databaseUrl: values.database ?? config.databaseUrl, paymentId, paymentProvider: config.paymentProvider, stripe: config.stripe });
    if (outcome.kind === 'refused') process.exitCode = 1;
    return;
  }
  if (command !== 'start') {
    console.error(`Unknown command "${command}".\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const config = startConfig(values.store);
  // before the store, which needs the provider's address; loaded only when on (never in production)
  const idp = config.localIdp ? await (await import('./social/localIdpStart.js')).startLocalIdpFor(config) : null;
  const partner = await startPartnerSite(config, { partner: values.partner, elements: values.elements });
  const server = await startServer(config);
  console.log(`D2D store running at ${server.url} (database ${displayDatabaseUrl(config.databaseUrl)})`);
  for (const line of startupNotices(config, server.url)) console.log(line);
  if (idp) console.log(`- local identity provider: the Google and Facebook buttons sign in test identities at ${idp.issuer}`);
  if (partner) {
    partner.setStoreOrigin(config.publicUrl?.replace(/\/$/, '') ?? server.url);
    console.log(`Partner example site running at ${partner.url}`);
  }
  let closing = false;
  const stop = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`\n${signal} received, closing…`);
    await server.close();
    await partner?.close();
    await idp?.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
