import { describe, expect, it } from 'vitest';
import { productPreviewQuerySchema, productSchema, productSummarySchema } from '../index.js';
import { expectIssueAt } from '../__tests__/expectIssue.js';
import { sampleProduct } from '../__tests__/samples.js';

describe('productSchema', () => {
  it('should parse a product with every field of spec §3', () => {
    const product = productSchema.parse(sampleProduct);
    expect(product.offerActions?.[0]?.purchasePrice?.amount).toBe(39.99);
    expect(product.bonusItems?.[0]?.isDownloadable).toBe(true);
    expect(product.topMedia?.type).toBe(0);
  });

  it('should accept the minimum a list item carries', () => {
    expect(productSummarySchema.parse({ id: 5, title: 'Tiny' })).toEqual({ id: 5, title: 'Tiny' });
    expect(productSchema.safeParse({ id: 5, title: 'Tiny', description: null, drmType: '' }).success).toBe(true);
  });

  it('should reject a product without a numeric id', () => {
    expectIssueAt(productSchema, { ...sampleProduct, id: 'abc' }, ['id']);
  });

  it('should point at the broken offer inside offerActions', () => {
    const broken = { ...sampleProduct, offerActions: [{ offerActionType: 'Purchase', skuId: 9001, listPrice: 'free' }] };
    expectIssueAt(productSchema, broken, ['offerActions', 0, 'listPrice']);
  });

  it('should reject a bonus item without a name', () => {
    expectIssueAt(productSchema, { ...sampleProduct, bonusItems: [{ description: 'x' }] }, ['bonusItems', 0, 'name']);
  });

  it('should coerce the preview region from the query string', () => {
    expect(productPreviewQuerySchema.parse({ region: '284' })).toEqual({ region: 284 });
  });
});
