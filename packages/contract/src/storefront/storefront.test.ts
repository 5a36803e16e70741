import { describe, expect, it } from 'vitest';
import {
  AFFILIATE_ID_PATTERN, PAGES, affiliateFromUrl, fillPagePattern, affiliateId, effectiveItemPrice, isAffiliateId, pagePath, pageQueryString, pageUrl,
  productPath, titleSlug,
} from '../index.js';

describe('pagePath', () => {
  it('should fill a page pattern, prefix segments included, and encode the values', () => {
    expect(pagePath('product', { slug: 'doom', pid: '1042' })).toBe('/download-doom/1042');
    expect(pagePath('byob', { slug: 'indie', pid: '7' })).toBe('/byob-indie/7');
    expect(pagePath('resetPassword', { token: 'a/b c' })).toBe('/reset-password/a%2Fb%20c');
    expect(pagePath('cart')).toBe('/cart');
    expect(pagePath('pcDownloadGenre', { genre: 'Role Playing' })).toBe('/pc/download/Role%20Playing');
  });

  it('should append a query, leaving out empty values and joining lists', () => {
    expect(pagePath('search', {}, { q: 'doom', pf: ['PC', 'Mac'], page: undefined, sale: false })).toBe('/search?q=doom&pf=PC%2CMac');
    expect(pageQueryString({ pf: [1100, 1310], q: '', onsale: false })).toBe('?pf=1100%2C1310');
    expect(pageQueryString({})).toBe('');
  });

  it('should hold every route of spec §2 that the store routes by', () => {
    for (const path of ['/', '/cart', '/my-account/:tabName', '/pc/download/:genre', '/collections/:cid', '/download-:slug/:pid', '/404']) {
      expect(Object.values(PAGES)).toContain(path);
    }
  });
});

describe('fillPagePattern', () => {
  it('should fill a pattern of the table, which the types check', () => {
    expect(fillPagePattern('/purchase-fail/:err', { err: '4001' })).toBe('/purchase-fail/4001');
    expect(fillPagePattern('/complete-purchased', {}, { status: 'success', paymentId: 'p_1' })).toBe('/complete-purchased?status=success&paymentId=p_1');
    // @ts-expect-error a pattern the page table does not have
    expect(fillPagePattern('/nowhere')).toBe('/nowhere');
    // @ts-expect-error a pattern's parameters are required
    expect(fillPagePattern('/purchase-fail/:err')).toBe('/purchase-fail/');
  });
});

describe('productPath', () => {
  it('should use the download page, and the bundle builder for a custom bundle', () => {
    expect(productPath({ id: 1, title: 'Stellar Odyssey' })).toBe('/download-stellar-odyssey/1');
    expect(productPath({ id: 7, uriSafeTitle: 'indie-bundle', productType: 'CustomBundle' })).toBe('/byob-indie-bundle/7');
  });

  it('should slug titles without a uri-safe title', () => {
    expect(titleSlug('Pokémon: Ruby & Sapphire')).toBe('pokemon-ruby-sapphire');
    expect(titleSlug('!!!')).toBe('game');
  });
});

describe('pageUrl', () => {
  it('should put the affiliate before the hash-bang path', () => {
    expect(pageUrl('https://store.example.com/', '/cart', { affiliate: 'blog42' })).toBe('https://store.example.com/?aff=blog42#!/cart');
    expect(pageUrl('https://store.example.com', 'my-account')).toBe('https://store.example.com/#!/my-account');
  });
});

describe('the affiliate id rule', () => {
  it('should accept 1 to 64 letters, digits, _ and - only', () => {
    expect(isAffiliateId('blog_42-x')).toBe(true);
    expect(isAffiliateId('a'.repeat(64))).toBe(true);
    for (const bad of ['', 'a'.repeat(65), 'x y', 'x<y', '../x', 42, null]) expect(isAffiliateId(bad)).toBe(false);
    expect(AFFILIATE_ID_PATTERN.test('ok')).toBe(true);
    expect(affiliateId(' blog42 ')).toBe('blog42');
    expect(affiliateId('bad id')).toBeUndefined();
  });

  it("should read ?aff= before the hash or in the hash-bang route's query", () => {
    expect(affiliateFromUrl('https://blog.example/review?aff=blog42')).toBe('blog42');
    expect(affiliateFromUrl('https://store.example.com/#!/pc?aff=blog42')).toBe('blog42');
    expect(affiliateFromUrl('https://store.example.com/?aff=bad%20id#!/pc?aff=good')).toBe('good');
    expect(affiliateFromUrl('https://blog.example/?aff=A-1#!/x?aff=B')).toBe('A-1');
  });

  it('should ignore a missing or malformed id', () => {
    for (const href of ['https://blog.example/', 'https://blog.example/?aff=', 'https://blog.example/?aff=a%20b', `https://blog.example/?aff=${'x'.repeat(65)}`, 'https://blog.example/?aff=<script>', 'not a url']) {
      expect(affiliateFromUrl(href), href).toBeUndefined();
    }
  });
});

describe('effectiveItemPrice', () => {
  it('should let a VIP price above 0 replace the discounted price', () => {
    expect(effectiveItemPrice({ discounted: 1999, vip: 1799 })).toBe(1799);
    expect(effectiveItemPrice({ discounted: 1999, vip: 0 })).toBe(1999);
    expect(effectiveItemPrice({ discounted: 1999 })).toBe(1999);
  });
});

describe('ACCOUNT_TABS', () => {
  it("should list the spec's nine account tabs once each, subscription under my-subscription", async () => {
    const { ACCOUNT_TABS, isAccountTab } = await import('../index.js');
    expect(ACCOUNT_TABS.map((t) => t.key)).toEqual(['my-games', 'my-subscription', 'wallet', 'my-coupons', 'account-info', 'payment-info', 'purchase-history', 'change-password', 'streaming']);
    expect(isAccountTab('wallet')).toBe(true);
    expect(isAccountTab('subscription')).toBe(false);
  });
});
