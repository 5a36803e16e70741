import { describe, expect, it } from 'vitest';
import manifest from '../../custom-elements.json' with { type: 'json' };
import { PART_RULES, applyParts, observeParts } from './parts.js';

describe('applyParts', () => {
  it('should name the pieces of the components as parts', () => {
    const root = document.createElement('div');
    root.innerHTML = `
      <article class="d2d-card"><h3 class="d2d-card__title"><a class="d2d-card__link">T</a></h3>
      <div class="d2d-offer"><button class="d2d-button d2d-button--buy d2d-offer__button">Add</button>
      <button class="d2d-button d2d-button--primary d2d-offer__button">Download</button></div></article>`;
    applyParts(root);
    expect(root.querySelector('.d2d-card')?.getAttribute('part')).toBe('card');
    expect(root.querySelector('.d2d-card__title')?.getAttribute('part')).toBe('title');
    expect(root.querySelector('.d2d-button--buy')?.getAttribute('part')).toBe('button button-buy');
    expect(root.querySelector('.d2d-button--primary')?.getAttribute('part')).toBe('button button-primary');
  });

  it('should keep parts in place as the content changes', async () => {
    const host = document.createElement('div');
    const root = host.attachShadow({ mode: 'open' });
    const stop = observeParts(root);
    const total = document.createElement('p');
    total.className = 'd2d-mini-cart__total';
    root.append(total);
    await new Promise((r) => setTimeout(r, 0));
    expect(total.getAttribute('part')).toBe('total');
    stop();
  });

  it('should only use part names the manifest documents', () => {
    const documented = new Set(manifest.modules.flatMap((m) => m.declarations.flatMap((d) => d.cssParts.map((p) => p.name))));
    const used = new Set(PART_RULES.flatMap(([, names]) => names.split(' ')));
    for (const name of used) expect(documented.has(name), name).toBe(true);
  });
});
