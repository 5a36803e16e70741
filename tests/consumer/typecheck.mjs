#!/usr/bin/env node
/**
 * The consumer type-check: an integrator's app outside the workspace, compiled with `strict`
 * and `skipLibCheck: false` against the packages as they would be installed.
 *
 * 1. packs every published package (`npm pack`, needs the built `dist/`: run after the build);
 * 2. copies this folder's app (package.json, tsconfig.json, src/) into a temporary folder, so
 *    nothing of the monorepo's node_modules or sources is in reach;
 * 3. writes one file per package that imports every name the package exports, read from its
 *    installed `dist/*.d.ts`, so a missing or broken export fails too;
 * 4. installs the app's own dependencies and the tarballs (`npm install --no-save
 *    --prefer-offline --ignore-scripts`: only the npm registry is reachable, and no native
 *    module needs building to type-check) and runs the app's `tsc`.
 *
 * `KEEP_CONSUMER=1` keeps the temporary folder for a look.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '../..');
const PACKAGES = ['contract', 'core', 'react', 'elements', 'server'];

function fail(message) {
  console.error(`consumer type-check: ${message}`);
  process.exit(1);
}

for (const name of PACKAGES) {
  for (const file of ['dist/index.js', 'dist/index.d.ts']) {
    if (!existsSync(join(ROOT, 'packages', name, file))) {
      fail(`packages/${name}/${file} is missing: build the packages first (npm run build), then run this again.`);
    }
  }
}

const work = mkdtempSync(join(tmpdir(), 'd2d-consumer-'));
const npm = (args, cwd) => execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });

try {
  cpSync(join(HERE, 'package.json'), join(work, 'package.json'));
  cpSync(join(HERE, 'tsconfig.json'), join(work, 'tsconfig.json'));
  cpSync(join(HERE, 'src'), join(work, 'src'), { recursive: true });

  const tarballs = join(work, 'tarballs');
  mkdirSync(tarballs);
  const packed = PACKAGES.map((name) => {
    const [report] = JSON.parse(npm(['pack', '--json', '--ignore-scripts', '--pack-destination', tarballs], join(ROOT, 'packages', name)));
    return join(tarballs, report.filename);
  });
  console.log(`consumer type-check: packed ${packed.length} packages into ${tarballs}`);

  npm(['install', '--no-save', '--no-package-lock', '--prefer-offline', '--ignore-scripts', '--no-audit', '--no-fund', ...packed], work);

  for (const name of PACKAGES) {
    const dist = join(work, 'node_modules', '@d2d', name, 'dist');
    const names = [...exportedNames(join(dist, 'index.d.ts'))].sort();
    if (names.length === 0) fail(`found no exports in @d2d/${name}'s dist/index.d.ts`);
    writeFileSync(
      join(work, 'src', `exports.${name}.generated.ts`),
      `// Every export of @d2d/${name}, by name: one that is missing or has a broken declaration fails.\n` +
        `export type { ${names.join(', ')} } from '@d2d/${name}';\n`,
    );
  }

  const tsc = join(work, 'node_modules', '.bin', 'tsc');
  try {
    execFileSync(tsc, ['-p', join(work, 'tsconfig.json')], { cwd: work, stdio: 'inherit' });
  } catch {
    fail(`the app does not compile against the packed packages (strict, skipLibCheck: false).${process.env.KEEP_CONSUMER ? ` The app is in ${work}.` : ' KEEP_CONSUMER=1 keeps it.'}`);
  }
  console.log('consumer type-check: the app compiles against the packed packages (strict, skipLibCheck: false)');
} finally {
  if (!process.env.KEEP_CONSUMER) rmSync(work, { recursive: true, force: true });
}

/**
 * The names a declaration file exports, following `export *` into the package's own files.
 * Reads what `tsc` emits: `export { a, b as c } from`, `export type { … }`, `export declare
 * const|function|class|enum|namespace`, `export interface|type`, `export * (as x) from`.
 * @param {string} file
 * @param {Set<string>} seen
 * @returns {Set<string>}
 */
function exportedNames(file, seen = new Set()) {
  const names = new Set();
  if (seen.has(file)) return names;
  seen.add(file);
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  for (const match of text.matchAll(/export\s+\*\s+from\s+['"](\.[^'"]+)['"]/g)) {
    for (const name of exportedNames(declarationOf(file, match[1]), seen)) names.add(name);
  }
  for (const match of text.matchAll(/export\s+\*\s+as\s+(\w+)\s+from/g)) names.add(match[1]);
  for (const match of text.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)) {
    for (const raw of match[1].split(',')) {
      const spec = raw.trim().replace(/^type\s+/, '');
      if (spec === '') continue;
      const exported = spec.split(/\s+as\s+/).pop().trim();
      if (exported !== 'default') names.add(exported);
    }
  }
  for (const match of text.matchAll(/export\s+(?:declare\s+)?(?:abstract\s+)?(?:const\s+enum|const|let|var|function|class|enum|namespace|interface|type)\s+(\w+)/g)) {
    names.add(match[1]);
  }
  return names;
}

/** The `.d.ts` file a relative specifier of a declaration file names. */
function declarationOf(from, specifier) {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base.replace(/\.js$/, '.d.ts'), `${base}.d.ts`, join(base, 'index.d.ts')]) {
    if (existsSync(candidate)) return candidate;
  }
  fail(`${from} re-exports ${specifier}, which has no declaration file`);
  return '';
}
