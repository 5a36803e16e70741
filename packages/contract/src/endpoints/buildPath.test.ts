import { describe, expect, it } from 'vitest';
import { buildPath, endpoints } from '../index.js';

describe('buildPath', () => {
  it('should fill a path parameter', () => {
    expect(buildPath(endpoints.productGet, { id: 1042 })).toBe('/api/product/get/1042');
    expect(buildPath(endpoints.cartRemoveLine, { id: '501' })).toBe('/api/account/shopping_carts/501');
  });

  it('should URL-encode parameter values', () => {
    expect(buildPath(endpoints.cartRemoveCoupon, { code: 'SAVE 10/ÉTÉ' })).toBe('/api/account/shopping_carts/coupon/SAVE%2010%2F%C3%89T%C3%89');
  });

  it('should return paths without parameters unchanged', () => {
    expect(buildPath(endpoints.cartGet)).toBe('/api/account/shopping_carts');
    expect(buildPath(endpoints.region)).toBe('/d2d/regions/get_region/');
  });

  it('should fill several parameters and accept 0', () => {
    expect(buildPath({ path: '/a/:first/b/:second' }, { first: 0, second: 'x' })).toBe('/a/0/b/x');
  });

  it('should throw a clear error for a missing or empty parameter', () => {
    const missing = {} as { id: number };
    expect(() => buildPath(endpoints.productGet, missing)).toThrow(
      'Missing path parameter "id" for /api/product/get/:id: pass { id: … } to buildPath.',
    );
    expect(() => buildPath(endpoints.accountCompletePurchaseByPayment, { payment_id: '' })).toThrow(/payment_id/);
  });

  it('should type the parameters from the path', () => {
    // @ts-expect-error the id parameter is required
    expect(() => buildPath(endpoints.productGet)).toThrow();
    // @ts-expect-error a misspelt parameter is rejected
    expect(() => buildPath(endpoints.productGet, { pid: 1 })).toThrow();
  });
});
