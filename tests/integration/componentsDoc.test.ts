/** docs/components.md is generated from @d2d/react's sources; it must list what the package exports today. */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('docs/components.md', () => {
  it('should match the components and hooks @d2d/react exports (regenerate with npm run docs:components)', () => {
    const check = () => execFileSync('node', ['scripts/components-doc.mjs', '--check'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    expect(check).not.toThrow();
  });
});
