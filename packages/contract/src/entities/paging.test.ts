import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pagedSchema, pagingFor, pagingSchema } from '../index.js';
import { expectIssueAt } from '../__tests__/expectIssue.js';

describe('pagingSchema', () => {
  it('should parse the paging fields of spec §3', () => {
    const paging = { totalItems: 60, currentPageIndex: 2, pageSize: 25, isFirstPage: false, isLastPage: false };
    expect(pagingSchema.parse(paging)).toEqual(paging);
  });

  it('should reject a zero page size', () => {
    expectIssueAt(pagingSchema, { totalItems: 0, currentPageIndex: 1, pageSize: 0, isFirstPage: true, isLastPage: true }, ['pageSize']);
  });
});

describe('pagedSchema', () => {
  it('should add typed items to the paging fields', () => {
    const schema = pagedSchema(z.object({ id: z.number() }));
    const page = schema.parse({ items: [{ id: 1 }], totalItems: 1, currentPageIndex: 1, pageSize: 10, isFirstPage: true, isLastPage: true });
    expect(page.items[0]?.id).toBe(1);
    expectIssueAt(schema, { ...page, items: [{ id: 'x' }] }, ['items', 0, 'id']);
  });
});

describe('pagingFor', () => {
  it('should compute first and last page flags', () => {
    expect(pagingFor(60, 1, 25)).toEqual({ totalItems: 60, currentPageIndex: 1, pageSize: 25, isFirstPage: true, isLastPage: false });
    expect(pagingFor(60, 3, 25).isLastPage).toBe(true);
    expect(pagingFor(0, 1, 10)).toMatchObject({ isFirstPage: true, isLastPage: true });
    expect(pagingFor(50, 2, 25).isLastPage).toBe(true);
  });

  it('should clamp a page index below 1 and refuse a bad page size', () => {
    expect(pagingFor(10, 0, 5).currentPageIndex).toBe(1);
    expect(() => pagingFor(10, 1, 0)).toThrow(RangeError);
  });
});
