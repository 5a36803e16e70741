import { afterEach, describe, expect, it, vi } from 'vitest';

describe('adoptStyles', () => {
  afterEach(() => vi.resetModules());

  it('should share one constructed sheet between shadow roots where the browser can adopt it', async () => {
    const { adoptStyles } = await import('./shadowStyles.js');
    const roots = [0, 1].map(() => {
      const root = document.createElement('div').attachShadow({ mode: 'open' });
      Object.defineProperty(root, 'adoptedStyleSheets', { value: [], writable: true });
      return root;
    });
    expect(roots.map((root) => adoptStyles(root))).toEqual([true, true]);
    expect(roots[0]!.adoptedStyleSheets).toHaveLength(1);
    expect(roots[0]!.adoptedStyleSheets[0]).toBe(roots[1]!.adoptedStyleSheets[0]);
    adoptStyles(roots[0]!);
    expect(roots[0]!.adoptedStyleSheets).toHaveLength(1);
  });

  it('should ask for a <style> where the browser cannot adopt sheets', async () => {
    const { adoptStyles, shadowCss } = await import('./shadowStyles.js');
    const root = document.createElement('div').attachShadow({ mode: 'open' });
    expect('adoptedStyleSheets' in root).toBe(false);
    expect(adoptStyles(root)).toBe(false);
    expect(shadowCss).toContain(':host([hidden])');
  });
});
