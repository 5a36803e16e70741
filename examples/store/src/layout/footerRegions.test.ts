import { describe, expect, it } from 'vitest';
import { footerRegionLinks } from './footerRegions.js';

describe('footerRegionLinks', () => {
  it('should mark the region of the current site, and only that one', () => {
    expect(footerRegionLinks(1).map((r) => [r.code, r.current])).toEqual([['US', true], ['UK', false]]);
    expect(footerRegionLinks(2).map((r) => [r.code, r.current])).toEqual([['US', false], ['UK', true]]);
  });

  it('should mark none for an EU shopper, who has no link of their own', () => {
    expect(footerRegionLinks(3).some((r) => r.current)).toBe(false);
  });
});
