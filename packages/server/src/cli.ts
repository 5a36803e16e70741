#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { readConfig } from './config.js';
import { startServer } from './server.js';

const USAGE = `Usage: d2d-server start [--store <dir>]

Environment: PORT (default 8080), HOST, DATABASE_URL (SQLite file, default .data/store.db), MAINTENANCE=1`;

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { store: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const command = positionals[0] ?? 'start';
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (command !== 'start') {
    console.error(`Unknown command "${command}".\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const config = readConfig();
  if (values.store) config.storeDir = values.store;
  const server = await startServer(config);
  console.log(`D2D store running at ${server.url} (database ${config.databaseUrl})`);
  let closing = false;
  const stop = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`\n${signal} received, closing…`);
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
