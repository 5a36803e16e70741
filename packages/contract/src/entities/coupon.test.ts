import { describe, expect, it } from 'vitest';
import { couponListSchema, couponSchema } from '../index.js';
import { expectIssueAt } from '../__tests__/expectIssue.js';

describe('couponSchema', () => {
  it('should parse a coupon of "My coupons"', () => {
    const coupon = couponSchema.parse({ title: '10% off', desc: 'Your next purchase', expirationDate: '2025-01-31', code: 'WELCOME10' });
    expect(coupon.code).toBe('WELCOME10');
    expect(couponListSchema.parse({ items: [coupon] }).items).toHaveLength(1);
  });

  it('should require a code', () => {
    expectIssueAt(couponSchema, { title: '10% off', code: '' }, ['code']);
  });
});
