#!/usr/bin/env node
/**
 * `npm run bench:http`: product get over HTTP against a Fastify hello-world on the same machine,
 * in the same run, and the ratio of the two (issue goal: ≥ 0.5). Each server runs in its own
 * process and autocannon in this one, so the load generator does not share an event loop with
 * what it measures. Every request carries the `Accept-Encoding` a browser sends, as the store's
 * calls do; product get is measured once more without it (12 kB of JSON per answer instead of
 * 2.7 kB of brotli) for reference. The store server runs with its response cache, as it starts
 * by default, so the figure is a visitor's repeated read (issue 14).
 * Options: `--duration S` (default 10), `--connections N` (default 50).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const HELLO_PORT = 18181;
const STORE_PORT = 18182;
// this file runs as dist/bench/http.js: the package folder is two levels up
const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A Fastify hello-world: the ceiling this machine puts on any Fastify answer. */
const HELLO_WORLD = `
import Fastify from 'fastify';
const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: ${HELLO_PORT}, host: '127.0.0.1' });
`;

function start(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, args, { cwd: serverDir, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  child.on('exit', (code) => {
    if (code) {
      console.error(`a bench server (${args.join(' ')}) exited with ${code}`);
      process.exit(1);
    }
  });
  return child;
}

async function waitFor(url: string, timeoutMs = 120_000): Promise<Response> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return res;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

interface Figure {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
}

/** What Chromium and Firefox send. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

async function load(url: string, connections: number, duration: number, headers: Record<string, string> = BROWSER_HEADERS): Promise<Figure> {
  // a short warm-up so JIT and caches are the same for both servers
  await autocannon({ url, connections, duration: 2, headers });
  const result = await autocannon({ url, connections, duration, headers });
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, non2xx: result.non2xx + result.errors };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ args: process.argv.slice(2), options: { duration: { type: 'string' }, connections: { type: 'string' } } });
  const duration = Number(values.duration ?? 10);
  const connections = Number(values.connections ?? 50);
  const dir = mkdtempSync(join(tmpdir(), 'd2d-bench-http-'));
  const children = [
    start(['--input-type=module', '-e', HELLO_WORLD], {}),
    start(['dist/cli.js', 'start'], { PORT: String(STORE_PORT), HOST: '127.0.0.1', DATABASE_URL: join(dir, 'store.db'), NODE_ENV: 'development' }),
  ];
  try {
    await waitFor(`http://127.0.0.1:${HELLO_PORT}/`);
    const page = (await (await waitFor(`http://127.0.0.1:${STORE_PORT}/api/productquery/findpage?pagesize=1`)).json()) as { products: { items: { id: number }[] } };
    const id = page.products.items[0]?.id;
    if (id === undefined) throw new Error('the seeded catalogue has no product');
    const hello = await load(`http://127.0.0.1:${HELLO_PORT}/`, connections, duration);
    const product = await load(`http://127.0.0.1:${STORE_PORT}/api/product/get/${id}`, connections, duration);
    const identity = await load(`http://127.0.0.1:${STORE_PORT}/api/product/get/${id}`, connections, duration, {});
    const ratio = product.requestsPerSecond / hello.requestsPerSecond;
    console.log(`HTTP, ${connections} connections, ${duration} s each`);
    console.log(`  Fastify hello-world          ${hello.requestsPerSecond.toFixed(0).padStart(7)} req/s   p99 ${hello.p99Ms} ms`);
    console.log(`  GET /api/product/get/${id}    ${product.requestsPerSecond.toFixed(0).padStart(7)} req/s   p99 ${product.p99Ms} ms   non-2xx ${product.non2xx}`);
    console.log(`    same, no Accept-Encoding   ${identity.requestsPerSecond.toFixed(0).padStart(7)} req/s   p99 ${identity.p99Ms} ms   non-2xx ${identity.non2xx}   (ratio ${(identity.requestsPerSecond / hello.requestsPerSecond).toFixed(2)})`);
    console.log(`  ratio product get / hello-world: ${ratio.toFixed(2)} (goal >= 0.50)`);
  } finally {
    for (const child of children) child.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
