import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { endpoints, routes } from './index.js';

/** Every module `file` imports (type-only imports included), followed transitively. */
function importGraph(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, specifier] of source.matchAll(/from '([^']+)'/g)) {
    if (specifier === undefined) continue;
    if (specifier.startsWith('.')) importGraph(resolve(dirname(file), specifier.replace(/\.js$/, '.ts')), seen);
    else seen.add(specifier);
  }
  return seen;
}

describe('routes', () => {
  it('should name exactly the calls of the endpoint table', () => {
    expect(Object.keys(routes).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('should give each call the method, path, login need and chosen mark of its endpoint', () => {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const { query: _query, body: _body, response: _response, summary: _summary, ...route } = endpoint as typeof endpoint & {
        query?: unknown;
        body?: unknown;
      };
      expect({ name, ...routes[name as keyof typeof routes] }).toEqual({ name, ...route });
    }
  });

  it('should not import zod anywhere in its module graph, not even for types', () => {
    const graph = importGraph(fileURLToPath(new URL('./routes.ts', import.meta.url)));
    const packages = [...graph].filter((entry) => !entry.startsWith('/'));
    expect(packages).toEqual([]);
  });

  it('should keep buildPath free of zod too', () => {
    const graph = importGraph(fileURLToPath(new URL('./endpoints/buildPath.ts', import.meta.url)));
    expect([...graph].filter((entry) => !entry.startsWith('/'))).toEqual([]);
  });
});
