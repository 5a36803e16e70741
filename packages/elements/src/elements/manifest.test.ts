import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildManifest, manifestText } from '../../scripts/manifest.mjs';
import packageJson from '../../package.json' with { type: 'json' };

describe('custom-elements.json', () => {
  const declarations = buildManifest().modules.flatMap((m) => m.declarations);
  const byTag = (tag: string) => declarations.find((d) => d.tagName === tag);

  it('should be current with the elements\' JSDoc and named in package.json', () => {
    const file = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../custom-elements.json'), 'utf8');
    expect(file).toBe(manifestText());
    expect(packageJson.customElements).toBe('custom-elements.json');
  });

  it('should describe every element with its attributes, events, slots, parts and properties', () => {
    expect(declarations.map((d) => d.tagName).sort()).toEqual(['d2d-buy-button', 'd2d-cart', 'd2d-mini-cart', 'd2d-product-card', 'd2d-search', 'd2d-store']);
    expect(byTag('d2d-product-card')?.attributes.map((a) => a.name)).toEqual(['product-id']);
    expect(byTag('d2d-store')?.attributes.map((a) => a.name)).toEqual(['api', 'affiliate', 'site', 'link-target']);
    expect(byTag('d2d-buy-button')?.events.map((e) => e.name)).toEqual(['d2d-add-to-cart', 'd2d-checkout', 'd2d-login-required', 'd2d-error']);
    expect(byTag('d2d-cart')?.slots.map((s) => s.name)).toEqual(['payment', '']);
    expect(byTag('d2d-product-card')?.cssParts.map((p) => p.name)).toContain('title');
    expect(byTag('d2d-mini-cart')?.cssProperties.map((p) => p.name)).toContain('--d2d-color-sale');
    for (const declaration of declarations) expect(declaration.description.length, declaration.tagName).toBeGreaterThan(40);
  });
});
