import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** The goal for the first load's JavaScript, gzipped, in bytes (issue 14). */
export const FIRST_LOAD_GOAL_BYTES = 90_000;

/** One script of the first load and its gzipped size. */
export interface FirstLoadFile {
  /** The url as the page names it, e.g. `/assets/index-abc.js`. */
  url: string;
  /** Bytes after `gzip -9`. */
  gzipBytes: number;
}

/** Reads the value of one attribute from a tag's source text. */
function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
}

/** The module scripts and modulepreload links of the built index.html, in page order. */
function firstLoadUrls(html: string): string[] {
  const urls: string[] = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const isEntry = /^<script/i.test(tag) && attribute(tag, 'type') === 'module';
    const isPreload = /^<link/i.test(tag) && attribute(tag, 'rel') === 'modulepreload';
    const url = isEntry ? attribute(tag, 'src') : isPreload ? attribute(tag, 'href') : undefined;
    if (url) urls.push(url);
  }
  return urls;
}

/**
 * Static imports of a built chunk (`import{a}from"./x.js"`, `import"./x.js"`): the browser
 * fetches them before the chunk runs even when the page forgot a modulepreload. Dynamic
 * `import("./x.js")` is left out, since that is what loads later.
 */
function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)].map((match) => match[1]!);
}

/**
 * Measures what a browser fetches before the store can render: the entry script of the built
 * `index.html`, its modulepreloads and (transitively) their static imports, each gzipped at
 * level 9 the way the server's precompressed copies are.
 * @param outDir - The build's output directory (holding index.html).
 * @returns The files, largest first, and their total.
 */
export function measureFirstLoad(outDir: string): { files: FirstLoadFile[]; totalBytes: number } {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const seen = new Set<string>();
  const files: FirstLoadFile[] = [];
  const visit = (url: string) => {
    // only same-origin absolute or root-relative assets belong to the build
    const path = url.replace(/^https?:\/\/[^/]+/, '').split(/[?#]/)[0]!;
    if (seen.has(path)) return;
    seen.add(path);
    const file = join(outDir, path);
    if (!existsSync(file)) throw new Error(`first-load budget: index.html names ${url}, which the build did not write`);
    const code = readFileSync(file);
    files.push({ url: path, gzipBytes: gzipSync(code, { level: 9 }).length });
    const dir = path.slice(0, path.lastIndexOf('/') + 1);
    for (const imported of staticImports(code.toString('utf8'))) visit(new URL(imported, `http://x${dir}`).pathname);
  };
  for (const url of firstLoadUrls(html)) visit(url);
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { files, totalBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Settings of {@link firstLoadBudget}. */
export interface FirstLoadBudgetOptions {
  /** The build fails above this many bytes. */
  limitBytes: number;
  /** The figure aimed at, printed beside the limit; {@link FIRST_LOAD_GOAL_BYTES} by default. */
  goalBytes?: number;
}

/**
 * Prints the first load's JavaScript (entry + modulepreloads, gzip -9) after every build and
 * fails the build above `limitBytes`, so a heavy import on the first route cannot slip in.
 * @param options - The limit, and the goal to print beside it.
 * @returns The Vite plugin.
 */
export function firstLoadBudget({ limitBytes, goalBytes = FIRST_LOAD_GOAL_BYTES }: FirstLoadBudgetOptions): Plugin {
  let outDir = '';
  return {
    name: 'd2d-first-load-budget',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const { files, totalBytes } = measureFirstLoad(outDir);
      const lines = files.map((file) => `  ${kB(file.gzipBytes).padStart(9)}  ${file.url}`);
      const verdict = totalBytes <= goalBytes ? 'within the goal' : totalBytes <= limitBytes ? 'over the goal, within the limit' : 'OVER THE LIMIT';
      console.log(
        `\nfirst load, JavaScript gzip -9 (entry + modulepreloads):\n${lines.join('\n')}\n  ${kB(totalBytes).padStart(9)}  total: ${verdict} (goal ${kB(goalBytes)}, limit ${kB(limitBytes)})\n`,
      );
      if (totalBytes > limitBytes) {
        throw new Error(`first-load budget: ${kB(totalBytes)} of JavaScript gzipped is over the ${kB(limitBytes)} limit; load what the first route does not need on demand (React.lazy, import())`);
      }
    },
  };
}
