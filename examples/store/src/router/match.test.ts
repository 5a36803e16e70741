import { describe, expect, it } from 'vitest';
import { PAGES, type PageName } from '@d2d/contract';
import { matchPath } from './match.js';
import { resolveHash } from './HashRouter.js';
import { parseHash } from './location.js';

describe('matchPath', () => {
  it('should match every route of the table by its own pattern', () => {
    const sample: Record<string, string> = { code: 'UK', token: 'abc', err: '4001', tabName: 'account-info', genre: 'Action', cid: '88', slug: 'doom', pid: '1042', preview: 'x1', promoId: '88', page: 'open-letter' };
    for (const name of Object.keys(PAGES) as PageName[]) {
      const path = PAGES[name].replace(/:([A-Za-z]+)/g, (_, key: string) => sample[key] ?? 'x');
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
