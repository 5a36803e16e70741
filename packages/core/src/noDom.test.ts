import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('.', import.meta.url));
// the one file allowed to read host globals (the default browser adapters)
const ADAPTER_FILE = 'browserAdapters.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === '__tests__' ? [] : sourceFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });
}

// comments may mention the globals they avoid, and the Clock interface declares methods named
// like the timer globals (`setTimeout(callback, ms) {` or `setTimeout(callback: …): TimerHandle;`);
// only code that uses a global counts
const code = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1')
    .replace(/^\s*(?:setTimeout|setInterval|clearTimeout|clearInterval)\s*\([^()]*(?:\([^()]*\)[^()]*)*\)\s*(?::[^;{]*;|\{)\s*$/gm, '');

const FORBIDDEN_GLOBALS: Array<[string, RegExp]> = [
  ['window.', /(?<![\w.$])window\s*\./],
  ['document.', /(?<![\w.$])document\s*\./],
  ['localStorage', /(?<![\w.$])localStorage\b/],
  ['sessionStorage', /(?<![\w.$])sessionStorage\b/],
  ['globalThis', /(?<![\w.$])globalThis\b/],
  ['bare fetch()', /(?<![\w.$#])fetch\s*\(/],
  ['bare setTimeout()', /(?<![\w.$])setTimeout\s*\(/],
  ['bare setInterval()', /(?<![\w.$])setInterval\s*\(/],
];

describe('core stays headless', () => {
  const files = sourceFiles(SRC);

  it('should find the source files to scan', () => {
    expect(files.length).toBeGreaterThan(20);
    expect(files.some((f) => f.endsWith(ADAPTER_FILE))).toBe(true);
  });

  it('should not import react or react-dom anywhere', () => {
    const offenders = files.filter((file) => /from\s+['"]react(-dom)?(\/[^'"]*)?['"]|import\(\s*['"]react/.test(readFileSync(file, 'utf8')));
    expect(offenders.map((f) => relative(SRC, f))).toEqual([]);
  });

  it('should not touch DOM or host globals outside the browser adapters', () => {
    const offenders: string[] = [];
    for (const file of files) {
      if (file.endsWith(ADAPTER_FILE)) continue;
      const text = code(readFileSync(file, 'utf8'));
      for (const [name, pattern] of FORBIDDEN_GLOBALS) {
        if (pattern.test(text)) offenders.push(`${relative(SRC, file)}: ${name}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('should flag a global used in code (the scan itself works)', () => {
    const sample = code('const a = 1; // window.location is fine in a comment\nconst b = document.cookie;\n  setTimeout(() => tick(), 5);');
    expect(FORBIDDEN_GLOBALS.filter(([, p]) => p.test(sample)).map(([n]) => n)).toEqual(['document.', 'bare setTimeout()']);
    const declarations = code('  setTimeout(callback: () => void, ms: number): TimerHandle;\n  setInterval(callback, ms) {');
    expect(FORBIDDEN_GLOBALS.filter(([, p]) => p.test(declarations))).toEqual([]);
  });
});
