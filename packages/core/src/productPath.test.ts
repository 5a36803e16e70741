import { describe, expect, it } from 'vitest';
import { productPath, titleSlug } from './index.js';

describe('product page routes', () => {
  it('should slug titles to lower-case ASCII words', () => {
    expect(titleSlug('Pokémon: Ruby & Sapphire')).toBe('pokemon-ruby-sapphire');
    expect(titleSlug('  --  ')).toBe('game');
  });

  it('should route games to /download- and custom bundles to /byob-', () => {
    expect(productPath({ id: 1, title: 'Stellar Odyssey' })).toBe('/download-stellar-odyssey/1');
    expect(productPath({ id: 7, title: 'Pick 3', productType: 'CustomBundle' })).toBe('/byob-pick-3/7');
  });

  it('should prefer the uriSafeTitle the server gives', () => {
    expect(productPath({ id: 9, title: 'Whatever', uriSafeTitle: 'the-real-slug' })).toBe('/download-the-real-slug/9');
  });
});
