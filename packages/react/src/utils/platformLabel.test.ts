import { describe, expect, it } from 'vitest';
import { platformLabel } from './platformLabel.js';

describe('platformLabel', () => {
  it('should name every platform of a multi-platform title, whatever its main platform', () => {
    expect(platformLabel({ platform: 'Mac', platformId: 1200, platformIds: [1200, 1100] })).toBe('PC, Mac');
  });

  it('should fall back to the single platform, then to the platform code', () => {
    expect(platformLabel({ platform: 'PC', platformIds: [] })).toBe('PC');
    expect(platformLabel({ platformId: 1400 })).toBe('Nintendo Switch');
    expect(platformLabel({})).toBeUndefined();
  });
});
