import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '@d2d/contract';

describe('the region preload', () => {
  it("should name the region route in index.html, so the store's region call finds the preloaded answer", () => {
    const html = readFileSync(join(process.cwd(), 'examples/store/index.html'), 'utf8');
    const preload = /<link rel="preload" href="([^"]+)" as="fetch" crossorigin \/>/.exec(html);
    expect(preload?.[1]).toBe(routes.region.path);
  });
});
