import { describe, expect, it } from 'vitest';
import { d2dStyles } from './index.js';

const declared = new Set([...d2dStyles.matchAll(/(--d2d-[a-z0-9-]+)\s*:/g)].map((m) => m[1]!));
const used = new Set([...d2dStyles.matchAll(/var\((--d2d-[a-z0-9-]+)/g)].map((m) => m[1]!));

describe('d2dStyles', () => {
  it('should declare every custom property it uses, on :root and :host', () => {
    // a few are set inline by components (per-carousel page size, product background)
    const inline = new Set(['--d2d-carousel-per-page', '--d2d-product-bg', '--d2d-carousel-gap']);
    const missing = [...used].filter((name) => !declared.has(name) && !inline.has(name));
    expect(missing).toEqual([]);
    expect(d2dStyles).toMatch(/:root, :host \{\s*--d2d-font:/);
  });

  it('should offer the theme variables an integrator overrides', () => {
    for (const name of ['--d2d-color-bg', '--d2d-color-accent', '--d2d-radius', '--d2d-font', '--d2d-color-text', '--d2d-color-surface']) {
      expect(declared.has(name), name).toBe(true);
    }
  });

  it('should show the signed-in e-mail and the VIP badge in the header at every width (spec §2)', () => {
    // every rule naming the name or the badge, inside a media query or not
    const rules = [...d2dStyles.matchAll(/([^{}]*\.d2d-(?:user__name|vip-badge)\b[^{}]*)\{([^}]*)\}/g)].map((m) => `${m[1]!.trim()} { ${m[2]!.trim()} }`);
    expect(rules.length).toBeGreaterThan(0);
    const hiding = rules.filter((rule) => /display:\s*none|visibility:\s*hidden|clip:|width:\s*1px/.test(rule));
    expect(hiding).toEqual([]);
  });

  it('should style only d2d- classes, so a host page keeps its own look', () => {
    const selectors = [...d2dStyles.matchAll(/(^|[\s,{}>+~(])\.([a-zA-Z][\w-]*)/g)].map((m) => m[2]!);
    expect(selectors.filter((name) => !name.startsWith('d2d-'))).toEqual([]);
  });
});
