#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { ConfigError, readConfig, type ServerConfig } from './config.js';
import { startServer } from './server.js';
import { startPartnerSite } from './routes/embed/partnerSite.js';
import { runSeedCommand } from './seed/catalogue/seedCommand.js';
import { runCapturePreordersCommand } from './services/orders/captureCommand.js';
import { checkProduction, startupNotices } from './startupChecks.js';

const USAGE = `Usage: d2d-server start [--store <dir>] [--partner <dir>] [--elements <dir>]
       d2d-server seed --products <N> [--database <file>]   (a new SQLite file with an N-product catalogue)
       d2d-server capture-preorders [--database <file>]   (charge the pre-orders released by now)

Environment: PORT (default 8080), HOST, DATABASE_URL (SQLite file, default .data/store.db), MAINTENANCE=1,
             PAYMENT_PROVIDER (card|paypal|hosted|legacy, default legacy), PARTNER_ORIGINS (partner pages allowed to embed the elements), PARTNER_PORT (default 8081),
             NODE_ENV=production (needs SMTP_URL, PUBLIC_URL and PAYMENT_SANDBOX=1), TRUST_PROXY (true, a hop count or proxy addresses); see docs/server.md`;

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
    await runCapturePreordersCommand({ databaseUrl: values.database ?? config.databaseUrl, paymentProvider: config.paymentProvider });
    return;
  }
  if (command !== 'start') {
    console.error(`Unknown command "${command}".\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const config = startConfig(values.store);
  const partner = await startPartnerSite(config, { partner: values.partner, elements: values.elements });
  const server = await startServer(config);
  console.log(`D2D store running at ${server.url} (database ${config.databaseUrl})`);
  for (const line of startupNotices(config, server.url)) console.log(line);
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
