import { describe, expect, it } from 'vitest';
import { buildPath, matchPath, queryString } from './match.js';
import { ROUTES, type RouteName } from './routes.js';
import { resolveHash } from './HashRouter.js';
import { parseHash } from './location.js';

describe('matchPath', () => {
  it('should match every route of the table by its own pattern', () => {
    const sample: Record<string, string> = { code: 'UK', token: 'abc', err: '4001', tabName: 'account-info', genre: 'Action', cid: '88', slug: 'doom', pid: '1042', preview: 'x1', promoId: '88', page: 'open-letter' };
    for (const name of Object.keys(ROUTES) as RouteName[]) {
      const path = ROUTES[name].replace(/:([A-Za-z]+)/g, (_, key: string) => sample[key] ?? 'x');
      expect(matchPath(path)?.name, path).toBe(name);
    }
  });

  it('should read the parameters of prefixed segments', () => {
    const match = matchPath('/download-half-life-2/1042');
    expect(match?.name).toBe('product');
    expect(match?.params).toEqual({ slug: 'half-life-2', pid: '1042' });
    expect(matchPath('/byob-indie-pack/77')?.params).toEqual({ slug: 'indie-pack', pid: '77' });
    expect(matchPath('/preview-abc/5')?.params).toEqual({ preview: 'abc', pid: '5' });
  });

  it('should refuse non-numeric product, collection and promotion ids', () => {
    expect(matchPath('/download-doom/abc')).toBeNull();
    expect(matchPath('/collections/x')).toBeNull();
    expect(matchPath('/promotion/1e3')).toBeNull();
  });

  it('should decode parameters and ignore trailing slashes and case of literals', () => {
    expect(matchPath('/PC/Download/Role%20Playing')?.params).toEqual({ genre: 'Role Playing' });
    expect(matchPath('/cart/')?.name).toBe('cart');
  });

  it('should not match unknown paths', () => {
    expect(matchPath('/nowhere')).toBeNull();
    expect(matchPath('/pc/download/a/b')).toBeNull();
  });
});

describe('buildPath', () => {
  it('should fill parameters and write the query', () => {
    expect(buildPath('product', { slug: 'doom', pid: '1042' })).toBe('/download-doom/1042');
    expect(buildPath('search', undefined, { q: 'doom', pf: 'PC', page: undefined })).toBe('/search?q=doom&pf=PC');
    expect(buildPath('pcDownloadGenre', { genre: 'Role Playing' })).toBe('/pc/download/Role%20Playing');
  });

  it('should write lists comma-separated and drop empty values', () => {
    expect(queryString({ pf: [1100, 1310], q: '', onsale: false })).toBe('?pf=1100%2C1310');
    expect(queryString({})).toBe('');
  });
});

describe('resolveHash', () => {
  it('should send the splash route to the stored default path', () => {
    expect(resolveHash('', '/pc')).toEqual({ kind: 'redirect', to: '/pc' });
  });

  it('should send unknown paths to /404', () => {
    expect(resolveHash('#!/no/such/page', '/')).toEqual({ kind: 'redirect', to: '/404' });
  });

  it('should send /about-us sub pages to their own route', () => {
    expect(resolveHash('#!/about-us/open-letter', '/')).toEqual({ kind: 'redirect', to: '/open-letter' });
    expect(resolveHash('#!/about-us/nothing', '/')).toEqual({ kind: 'redirect', to: '/404' });
  });

  it('should resolve a hash-bang route with its query', () => {
    const resolution = resolveHash('#!/search?q=doom&pf=PC', '/');
    expect(resolution.kind).toBe('route');
    if (resolution.kind === 'route') {
      expect(resolution.match.name).toBe('search');
      expect(resolution.match.query.get('q')).toBe('doom');
    }
  });
});

describe('parseHash', () => {
  it('should accept the hash with or without the bang', () => {
    expect(parseHash('#!/cart').path).toBe('/cart');
    expect(parseHash('#/cart').path).toBe('/cart');
    expect(parseHash('').path).toBe('');
    expect(parseHash('#!/').path).toBe('/');
  });
});
