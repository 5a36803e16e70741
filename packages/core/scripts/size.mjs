// Reports how much `createStore` with the cart costs an app that bundles @d2d/core: the built
// package tree-shaken to that use (scripts/size-entry.js), minified and gzipped (level 9), with
// the same bundler (Vite) as the elements' size check. 1 KB = 1000 bytes.
// The budget guards against regressions (24.6 KB when set, without `validate`: zod and the
// schemas stay out until an app passes the contract's `endpoints`); the figure is always printed.
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const BUDGET = 25_500;
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

const result = await build({
  root: packageDir,
  logLevel: 'silent',
  configFile: false,
  // measure what integrators get: the published build, not the monorepo's source condition
  resolve: { conditions: ['import', 'module', 'browser', 'default'] },
  build: {
    write: false,
    minify: true,
    sourcemap: false,
    lib: { entry: 'scripts/size-entry.js', formats: ['es'], fileName: 'size' },
  },
});
const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
const chunk = outputs.find((o) => o.type === 'chunk' && o.isEntry);
if (!chunk) throw new Error('The size check built no bundle.');
const gzip = gzipSync(Buffer.from(chunk.code), { level: 9 }).length;
console.log(`@d2d/core, createStore with the cart: ${kb(gzip)} minified and gzipped (${kb(Buffer.byteLength(chunk.code))} minified), budget ${kb(BUDGET)}`);
if (gzip > BUDGET) {
  console.error(`Size check failed: ${kb(gzip)} is over the ${kb(BUDGET)} budget.`);
  process.exitCode = 1;
}
