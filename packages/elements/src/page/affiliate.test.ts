import { describe, expect, it } from 'vitest';
import { resolveAffiliate } from './affiliate.js';

describe('resolveAffiliate', () => {
  it('should prefer the referral link, then the page setting, then the remembered id', () => {
    expect(resolveAffiliate({ href: 'https://b.example/?aff=ref', configured: 'page', remembered: 'old' })).toBe('ref');
    expect(resolveAffiliate({ href: 'https://b.example/', configured: 'page', remembered: 'old' })).toBe('page');
    expect(resolveAffiliate({ href: 'https://b.example/', configured: null, remembered: 'old' })).toBe('old');
    expect(resolveAffiliate({ href: 'https://b.example/', configured: 'bad id', remembered: undefined })).toBeUndefined();
  });
});
