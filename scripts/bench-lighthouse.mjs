#!/usr/bin/env node
/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, simulated throttling) on the store's home page,
 * browse page and a product page, served by the built server with the built store on a fresh
 * SQLite file. Prints performance and CLS per page.
 *
 * Options: --pages home,browse,product   --runs N (median of N runs per page, default 1)
 *          --port P (default 8115)   --min-score S --max-cls C (exit 1 below/above: a floor for CI)
 *          --save DIR (keep each run's JSON report)   --server FILE (the server's cli.js, default the built one)
 *          --store-dir DIR (the built store, default examples/store/dist; a private build elsewhere)
 * Needs `npm run build` first and a Chromium (CHROME_PATH, default /usr/bin/chromium).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pagePath, pageUrl } from '@d2d/contract';

const ROOT = new URL('..', import.meta.url).pathname;
const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: 'home,browse,product' },
    runs: { type: 'string', default: '1' },
    port: { type: 'string', default: '8115' },
    'min-score': { type: 'string' },
    'max-cls': { type: 'string' },
    save: { type: 'string' },
    server: { type: 'string', default: 'packages/server/dist/cli.js' },
    'store-dir': { type: 'string', default: 'examples/store/dist' },
  },
});
const port = Number(values.port);
const runs = Math.max(1, Number(values.runs));
const origin = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const storeDir = values['store-dir'];
for (const built of [values.server, join(storeDir, 'index.html')]) {
  if (!existsSync(join(ROOT, built))) throw new Error(`${built} is missing: run \`npm run build\` first.`);
}

/** Starts the built server on its own temporary database and waits until it answers. */
async function startServer() {
  const dir = mkdtempSync(join(tmpdir(), 'd2d-lighthouse-'));
  const child = spawn(process.execPath, [values.server, 'start', '--store', storeDir], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: join(dir, 'store.db') },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    child.kill();
    rmSync(dir, { recursive: true, force: true });
  };
  for (let waited = 0; waited < 120_000; waited += 250) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/countries`)).ok) return stop;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error('the server did not answer within 120 s');
}

/** The three pages: home, the PC download listing and the first product it lists. */
async function pageUrls() {
  const answer = await (await fetch(`${origin}/api/productquery/findpage?pageSize=1`)).json();
  const product = answer.products.items[0];
  return {
    home: pageUrl(origin, pagePath('home')),
    browse: pageUrl(origin, pagePath('pcDownload')),
    product: pageUrl(origin, product.url),
  };
}

/** One Lighthouse run (its CLI, so Chromium is launched and closed by Lighthouse itself). */
function lighthouse(url) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      join(ROOT, 'node_modules/.bin/lighthouse'),
      [
        url,
        '--only-categories=performance',
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        // the background-networking flags keep Chromium from knocking on a closed network
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync',
      ],
      { cwd: ROOT, env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`lighthouse exited with ${code}`))));
  });
}

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor((numbers.length - 1) / 2)];

const stop = await startServer();
const failures = [];
try {
  const urls = await pageUrls();
  if (values.save) mkdirSync(values.save, { recursive: true });
  console.log(`Lighthouse ${'mobile'} on ${origin}; load average ${loadavg().map((n) => n.toFixed(2)).join(' ')} on this machine`);
  console.log('page      perf   CLS     LCP ms   TBT ms   FCP ms   SI ms');
  for (const name of values.pages.split(',')) {
    const url = urls[name];
    if (!url) throw new Error(`unknown page "${name}": use home, browse or product`);
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      // a loaded machine now and then makes Chromium miss the first paint (NO_FCP): one more try
      const report = await lighthouse(url).catch((error) => {
        console.error(`${name}: ${error.message}; trying once more`);
        return lighthouse(url);
      });
      if (values.save) writeFileSync(join(values.save, `${name}-${run + 1}.json`), JSON.stringify(report));
      const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN;
      results.push({
        score: Math.round((report.categories.performance.score ?? 0) * 100),
        cls: audit('cumulative-layout-shift'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        fcp: audit('first-contentful-paint'),
        si: audit('speed-index'),
      });
    }
    const pick = (key) => median(results.map((result) => result[key]));
    const score = pick('score');
    const cls = pick('cls');
    const all = runs > 1 ? `  (runs: ${results.map((result) => result.score).join(', ')})` : '';
    console.log(
      `${name.padEnd(9)} ${String(score).padStart(4)}  ${cls.toFixed(3)}  ${[pick('lcp'), pick('tbt'), pick('fcp'), pick('si')].map((ms) => String(Math.round(ms)).padStart(7)).join('  ')}${all}`,
    );
    if (values['min-score'] !== undefined && score < Number(values['min-score'])) failures.push(`${name}: performance ${score} < ${values['min-score']}`);
    if (values['max-cls'] !== undefined && cls > Number(values['max-cls'])) failures.push(`${name}: CLS ${cls.toFixed(3)} > ${values['max-cls']}`);
  }
  console.log(`   ${urls.product} was the product page`);
} finally {
  stop();
}
if (failures.length > 0) {
  console.error(`Lighthouse floor missed:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
}
