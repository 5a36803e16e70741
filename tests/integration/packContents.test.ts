/**
 * What each published package ships, as `npm pack` would pack it: only what an app needs (the
 * build, the sources its declaration maps point to, README, LICENSE), never tests, fixtures,
 * test stores or benchmarks. Reads the built `dist/`, which `npm test` builds first.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const REPOSITORY = 'https://github.com/d2d-storefront/storefront-sdk';

interface PackRule {
  /** Paths allowed besides the common ones. */
  allowed: RegExp[];
  /** Paths that must be there. */
  required: string[];
}

const COMMON_ALLOWED = [
  /^package\.json$/,
  /^README\.md$/,
  /^LICENSE$/,
  /^dist\/[\w./-]+\.(js|js\.map|d\.ts|d\.ts\.map)$/,
  /^src\/[\w./-]+\.tsx?$/,
];
const COMMON_REQUIRED = ['package.json', 'README.md', 'LICENSE', 'dist/index.js', 'dist/index.d.ts'];

// anything only the repository's tests and tools use
const FORBIDDEN = [
  /(^|\/)__tests__\//,
  /\.test\.tsx?$/,
  /\.test\.d\.ts$/,
  /\.stories\.tsx?$/,
  /^src\/test\//,
  /^src\/fixtures\//,
  /(^|\/)samples\.(ts|js|d\.ts)$/,
  /^(src|dist)\/bench(\.|\/)/,
];

const PACKAGES: Record<string, PackRule> = {
  contract: { allowed: [], required: [] },
  core: { allowed: [], required: [] },
  react: { allowed: [/^dist\/styles\.css$/], required: ['dist/styles.css'] },
  elements: {
    allowed: [/^custom-elements\.json$/],
    required: ['custom-elements.json', 'dist/define.js', 'dist/define.d.ts', 'dist/jsx.d.ts', 'dist/d2d-elements.js', 'dist/d2d-channel.js'],
  },
  // the demo catalogue's short clips and their poster frames, served at /media/video/
  server: { allowed: [/^assets\/video\/[\w-]+\.(webm|jpg)$/, /^assets\/video\/README\.md$/], required: ['dist/cli.js', 'assets/video/gameplay.webm', 'assets/video/gameplay.jpg'] },
};

// modules only tests import: a shipped file that imports one breaks in an app
const TEST_ONLY_IMPORT = /from\s+['"](vitest|@testing-library\/[\w-]+|fast-check|jsdom)['"]/;

function packedPaths(dir: string): string[] {
  const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const [report] = JSON.parse(out) as Array<{ files: Array<{ path: string }> }>;
  if (!report) throw new Error(`npm pack --dry-run printed no report in ${dir}`);
  return report.files.map((file) => file.path).sort();
}

describe.each(Object.entries(PACKAGES))('npm pack of @d2d/%s', (name, rule) => {
  const dir = join(ROOT, 'packages', name);

  it('should ship only what an app needs', () => {
    if (!existsSync(join(dir, 'dist', 'index.js'))) {
      throw new Error(`packages/${name}/dist is missing: build first (npm run build -w @d2d/${name}; npm test builds before the unit tests).`);
    }
    const paths = packedPaths(dir);
    const allowed = [...COMMON_ALLOWED, ...rule.allowed];
    expect(paths.filter((path) => !allowed.some((pattern) => pattern.test(path))), 'paths outside the allowed list').toEqual([]);
    expect(paths.filter((path) => FORBIDDEN.some((pattern) => pattern.test(path))), 'tests, fixtures or tools').toEqual([]);
    expect([...COMMON_REQUIRED, ...rule.required].filter((path) => !paths.includes(path)), 'missing files').toEqual([]);
    const importsTestModules = paths.filter((path) => /\.(tsx?|js)$/.test(path) && TEST_ONLY_IMPORT.test(readFileSync(join(dir, path), 'utf8')));
    expect(importsTestModules, 'shipped files importing test-only modules').toEqual([]);
  });

  it('should name the repository, its home page and where to report bugs, under the MIT license', () => {
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      license?: string;
      repository?: { url?: string; directory?: string };
      homepage?: string;
      bugs?: { url?: string };
    };
    expect(manifest.license).toBe('MIT');
    expect(manifest.repository).toEqual({ type: 'git', url: `git+${REPOSITORY}.git`, directory: `packages/${name}` });
    expect(manifest.homepage).toBe(`${REPOSITORY}/tree/main/packages/${name}#readme`);
    expect(manifest.bugs?.url).toBe(`${REPOSITORY}/issues`);
    expect(readFileSync(join(dir, 'LICENSE'), 'utf8')).toBe(readFileSync(join(ROOT, 'LICENSE'), 'utf8'));
  });
});
