#!/usr/bin/env node
/**
 * `npm start` of the starter: one command for the two origins an integrator has.
 *
 * - the repository's built server on http://127.0.0.1:STARTER_API_PORT (default 8090), with the
 *   starter's origin in `API_ORIGINS`, the card payment provider, its own SQLite file
 *   (`.data/starter.db`) and the reference store beside the API, for the pages the starter
 *   leaves out (the e-mail confirmation link opens there);
 * - the starter's Vite dev server on http://localhost:STARTER_PORT (default 5173), calling that
 *   API directly (`VITE_D2D_API_BASE`).
 *
 * 127.0.0.1 and localhost are different sites, as a real app and store are. The packages the
 * starter imports (contract, core, react) and the server are built first when their `dist/` is
 * missing. Ctrl-C stops both.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const STARTER = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = resolve(STARTER, '../..');
const apiPort = Number(process.env.STARTER_API_PORT ?? 8090);
const appPort = Number(process.env.STARTER_PORT ?? 5173);
const apiBase = `http://127.0.0.1:${apiPort}`;
const appOrigin = `http://localhost:${appPort}`;

const needed = ['contract', 'core', 'react', 'server'].filter((name) => !existsSync(join(ROOT, 'packages', name, 'dist', 'index.js')));
if (needed.length > 0) {
  console.log(`Building ${needed.map((name) => `@d2d/${name}`).join(', ')} first…`);
  const build = spawnSync('npm', ['run', 'build', ...needed.flatMap((name) => ['-w', `@d2d/${name}`])], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const storeDir = join(ROOT, 'examples/store/dist');
const server = spawn(process.execPath, [join(ROOT, 'packages/server/dist/cli.js'), 'start', ...(existsSync(storeDir) ? ['--store', storeDir] : [])], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    DATABASE_URL: process.env.DATABASE_URL ?? '.data/starter.db',
    // the origins the operator listed already, and the starter's
    API_ORIGINS: [process.env.API_ORIGINS, appOrigin].filter(Boolean).join(','),
    PAYMENT_PROVIDER: process.env.PAYMENT_PROVIDER ?? 'card',
    // the starter has no page for a social login's return: no social buttons in its login dialog
    LOCAL_IDP: process.env.LOCAL_IDP ?? '0',
  },
});

const require = createRequire(join(STARTER, 'package.json'));
const vitePackage = require.resolve('vite/package.json');
const viteBin = join(dirname(vitePackage), JSON.parse(readFileSync(vitePackage, 'utf8')).bin.vite);
const app = spawn(process.execPath, [viteBin], {
  cwd: STARTER,
  stdio: 'inherit',
  env: { ...process.env, STARTER_PORT: String(appPort), VITE_D2D_API_BASE: apiBase },
});
console.log(`Starter: ${appOrigin} (API ${apiBase}, API_ORIGINS includes ${appOrigin})`);

const children = [server, app];
let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
// one of the two ending leaves half an app: end the other
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
