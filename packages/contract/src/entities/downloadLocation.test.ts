import { describe, expect, it } from 'vitest';
import { downloadLocationRequestSchema, downloadLocationResponseSchema, downloadOutcome } from '../index.js';
import { expectIssueAt } from '../__tests__/expectIssue.js';

describe('download locations', () => {
  it('should accept a request by sku', () => {
    expect(downloadLocationRequestSchema.parse({ skuIds: [9001, 9101], filetype: 'exe', forhttp: true }).skuIds).toEqual([9001, 9101]);
  });

  it('should require at least one sku', () => {
    expectIssueAt(downloadLocationRequestSchema, { skuIds: [] }, ['skuIds']);
    expectIssueAt(downloadLocationRequestSchema, { skuIds: ['9001'] }, ['skuIds', 0]);
  });

  it('should parse locations with any status, for downloadOutcome to read', () => {
    const res = downloadLocationResponseSchema.parse({
      locations: [
        { skuId: 9001, locationStatus: 'LocationAvailable', url: 'https://cdn.example.com/9001' },
        { skuId: 9002, locationStatus: 'PreorderPendingRelease', url: null },
        { skuId: 9003, locationStatus: 'LocationUnavailable' },
      ],
    });
    expect(downloadOutcome(res.locations[0])).toEqual({ kind: 'download', url: 'https://cdn.example.com/9001' });
    expect(downloadOutcome(res.locations[1]).kind).toBe('error');
    expectIssueAt(downloadLocationResponseSchema, { locations: [{ url: 'x' }] }, ['locations', 0, 'locationStatus']);
  });
});
