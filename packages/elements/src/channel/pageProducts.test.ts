import { describe, expect, it } from 'vitest';
import type { Product } from '@d2d/contract';
import { MAX_PAGE_PRODUCTS, rememberProduct } from './pageProducts.js';

const product = (id: number) => ({ id, title: `Game ${id}` }) as Product;

describe('rememberProduct', () => {
  it('should keep the latest copy of a product as the most recent one', () => {
    const products = new Map<number, Product>();
    rememberProduct(products, product(1));
    rememberProduct(products, product(2));
    const again = product(1);
    rememberProduct(products, again);
    expect([...products.keys()]).toEqual([2, 1]);
    expect(products.get(1)).toBe(again);
  });

  it('should forget the product loaded longest ago past the limit', () => {
    const products = new Map<number, Product>();
    for (let id = 1; id <= MAX_PAGE_PRODUCTS + 1; id += 1) rememberProduct(products, product(id));
    expect(products.size).toBe(MAX_PAGE_PRODUCTS);
    expect(products.has(1)).toBe(false);
    expect(products.has(MAX_PAGE_PRODUCTS + 1)).toBe(true);
  });
});
