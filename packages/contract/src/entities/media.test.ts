import { describe, expect, it } from 'vitest';
import { mediaPageSchema, mediaQuerySchema, mediaSchema } from '../index.js';
import { expectIssueAt } from '../__tests__/expectIssue.js';

describe('mediaSchema', () => {
  it('should parse a screenshot with its renditions', () => {
    const media = mediaSchema.parse({ type: 1, id: 7, item: { sources: [{ definition: 'hd', url: '/media/7.svg' }] } });
    expect(media.item.sources[0]?.url).toBe('/media/7.svg');
  });

  it('should reject a media type other than 0 video or 1 screenshot', () => {
    expectIssueAt(mediaSchema, { type: 2, id: 7, item: { sources: [] } }, ['type']);
  });

  it('should coerce the media request from the query string', () => {
    expect(mediaQuerySchema.parse({ productid: '1042', pageSize: '100', pageIndex: '1', type: '0', region: '1' })).toEqual({
      productid: 1042, pageSize: 100, pageIndex: 1, type: 0, region: 1,
    });
    expectIssueAt(mediaQuerySchema, { productid: '1042', pageSize: '101' }, ['pageSize']);
    expectIssueAt(mediaQuerySchema, {}, ['productid']);
  });
});

describe('mediaPageSchema', () => {
  it('should parse a page of 100 media', () => {
    const item = { type: 1, id: 7, item: { sources: [{ url: '/media/7.svg' }] } };
    const page = mediaPageSchema.parse({ items: [item], totalItems: 1, currentPageIndex: 1, pageSize: 100, isFirstPage: true, isLastPage: true });
    expect(page.items[0]?.id).toBe(7);
    expectIssueAt(mediaPageSchema, { ...page, items: [{ ...item, item: { sources: [{ definition: 'hd' }] } }] }, ['items', 0, 'item', 'sources', 0, 'url']);
  });
});
