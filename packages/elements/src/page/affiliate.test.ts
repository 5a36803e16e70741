import { describe, expect, it } from 'vitest';
import { affiliateFromUrl, resolveAffiliate } from './affiliate.js';

describe('affiliateFromUrl', () => {
  it('should read aff before the hash or in a hash-bang route', () => {
    expect(affiliateFromUrl('https://blog.example/review?aff=blog42')).toBe('blog42');
    expect(affiliateFromUrl('https://blog.example/#!/x?aff=from_hash')).toBe('from_hash');
    expect(affiliateFromUrl('https://blog.example/?aff=A-1#!/x?aff=B')).toBe('A-1');
  });

  it('should ignore a missing or malformed id', () => {
    for (const href of ['https://blog.example/', 'https://blog.example/?aff=', 'https://blog.example/?aff=a%20b', `https://blog.example/?aff=${'x'.repeat(65)}`, 'https://blog.example/?aff=<script>', 'not a url']) {
      expect(affiliateFromUrl(href), href).toBeUndefined();
    }
  });
});

describe('resolveAffiliate', () => {
  it('should prefer the referral link, then the page setting, then the remembered id', () => {
    expect(resolveAffiliate({ href: 'https://b.example/?aff=ref', configured: 'page', remembered: 'old' })).toBe('ref');
    expect(resolveAffiliate({ href: 'https://b.example/', configured: 'page', remembered: 'old' })).toBe('page');
    expect(resolveAffiliate({ href: 'https://b.example/', configured: null, remembered: 'old' })).toBe('old');
    expect(resolveAffiliate({ href: 'https://b.example/', configured: 'bad id', remembered: undefined })).toBeUndefined();
  });
});
