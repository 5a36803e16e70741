/**
 * The CLI built from the current sources exactly as the package build does (esbuild, ESM,
 * Node 20, dependencies left to node_modules), into a private folder: tests spawn it without
 * depending on a stale `dist/` or touching the one other tools use.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** A bundled CLI: its path, and `remove` for the test's teardown. */
export interface BundledCli {
  cli: string;
  remove(): void;
}

/**
 * Bundles `src/cli.ts`.
 * @param name - distinguishes the folder of one test file from another's
 */
export async function bundleCli(name: string): Promise<BundledCli> {
  // inside the package's node_modules so the bundle resolves its dependencies as the package does
  const dir = join(serverRoot, 'node_modules', '.cache', `d2d-server-${name}-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  await build({
    entryPoints: [join(serverRoot, 'src/cli.ts')],
    outdir: dir,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    conditions: ['@d2d/source'],
    logLevel: 'silent',
    plugins: [
      {
        name: 'external-dependencies',
        setup(b) {
          // bundle our own sources and workspace packages; leave npm dependencies to node_modules
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@d2d/') ? undefined : { path: args.path, external: true }));
        },
      },
    ],
  });
  return { cli: join(dir, 'cli.js'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}
