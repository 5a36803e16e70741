import { afterEach, describe, expect, it, vi } from 'vitest';
import { d2dStyles, miniCartStyles, offerButtonStyles, productCardStyles } from '@d2d/react';

function adoptableRoot(): ShadowRoot {
  const root = document.createElement('div').attachShadow({ mode: 'open' });
  Object.defineProperty(root, 'adoptedStyleSheets', { value: [], writable: true });
  return root;
}

describe('adoptStyles', () => {
  afterEach(() => vi.resetModules());

  it('should share one constructed sheet between shadow roots of the same kind where the browser can adopt it', async () => {
    const { adoptStyles } = await import('./shadowStyles.js');
    const roots = [adoptableRoot(), adoptableRoot()];
    expect(roots.map((root) => adoptStyles(root, productCardStyles))).toEqual([true, true]);
    expect(roots[0]!.adoptedStyleSheets).toHaveLength(1);
    expect(roots[0]!.adoptedStyleSheets[0]).toBe(roots[1]!.adoptedStyleSheets[0]);
    adoptStyles(roots[0]!, productCardStyles);
    expect(roots[0]!.adoptedStyleSheets).toHaveLength(1);
  });

  it('should give elements that render other components their own sheet', async () => {
    const { adoptStyles } = await import('./shadowStyles.js');
    const [card, cart] = [adoptableRoot(), adoptableRoot()];
    adoptStyles(card, productCardStyles);
    adoptStyles(cart, miniCartStyles);
    expect(card.adoptedStyleSheets[0]).not.toBe(cart.adoptedStyleSheets[0]);
  });

  it('should ask for a <style> where the browser cannot adopt sheets', async () => {
    const { adoptStyles } = await import('./shadowStyles.js');
    const root = document.createElement('div').attachShadow({ mode: 'open' });
    expect('adoptedStyleSheets' in root).toBe(false);
    expect(adoptStyles(root, offerButtonStyles)).toBe(false);
  });
});

describe('shadowCss', () => {
  it('should hold the theme, the components rules and the elements own rules, after the components', async () => {
    const { shadowCss } = await import('./shadowStyles.js');
    const css = shadowCss(offerButtonStyles);
    expect(css).toMatch(/:root, :host \{\s*--d2d-font:/);
    expect(css).toContain('.d2d-offer {');
    expect(css).toContain('.d2d-button--buy {');
    expect(css.indexOf(':host([hidden])')).toBeGreaterThan(css.indexOf('.d2d-offer {'));
  });

  it('should leave out the rules of components the element does not render', async () => {
    const { shadowCss } = await import('./shadowStyles.js');
    const css = shadowCss(offerButtonStyles);
    expect(d2dStyles).toContain('.d2d-header {');
    expect(css).not.toContain('.d2d-header {');
    expect(css).not.toContain('.d2d-card {');
    expect(css.length).toBeLessThan(d2dStyles.length / 2);
  });
});
