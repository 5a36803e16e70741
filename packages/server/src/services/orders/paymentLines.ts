/**
 * What a checkout priced, line by line: the snapshot a payment keeps (`payments.lines`) so the
 * completion delivers exactly what the shopper paid for, even if the cart or the catalogue
 * changes while the provider holds the money.
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PricedLine } from '../cart/pricedCart.js';
import { isoDay } from './context.js';
import { skusWithKeyPool } from './data/activationKeys.js';
import { bundleContentSkus, skusWithTitles } from './data/products.js';

/** One item the library gets for a line: the product itself, or each game of a bundle. */
export interface DeliveredItem {
  productId: number;
  skuId: number;
  title: string;
  /** The SKU has a key pool: the item takes one key from it. */
  needsKey: boolean;
}

/** A priced line of a payment. Money in minor units of the payment's currency. */
export interface PaymentLine {
  cartLineId: number;
  productId: number;
  skuId: number;
  title: string;
  productType: string;
  drmType: string;
  /** List price. */
  listPrice: number;
  /** Price after sale and VIP price, before the order's coupon. */
  price: number;
  /** This line's share of the provider charge. */
  charge: number;
  isPreorder: boolean;
  releaseDate: string;
  items: DeliveredItem[];
}

/**
 * Splits `total` over `weights` in proportion, in whole minor units that add up to `total`
 * exactly (largest remainder; ties go to the earlier line). Zero weights get zero.
 * @param total - the amount to split (non-negative integer)
 * @param weights - one non-negative integer per line
 * @example
 * allocate(100, [1, 1, 1]); // [34, 33, 33]
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (w * total) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .filter((entry) => (weights[entry.index] ?? 0) > 0)
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const entry of order) {
    if (left <= 0) break;
    shares[entry.index] = (shares[entry.index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/**
 * The library items of each cart line: a Bundle delivers its games, a custom bundle the games
 * the shopper picked, anything else itself. Each item knows whether its SKU has a key pool.
 * @param db - the database or a transaction
 * @param lines - the priced cart lines
 * @returns the items per cart line id
 */
export async function deliveredItems(db: Kysely<Database>, lines: readonly PricedLine[]): Promise<Map<number, DeliveredItem[]>> {
  const bundleIds = lines.filter((l) => l.productType === 'Bundle').map((l) => l.productId);
  const bundleRows = bundleIds.length === 0
    ? []
    : await bundleContentSkus(db, bundleIds);
  const skusOf = (line: PricedLine): number[] => {
    if (line.productType === 'Bundle') return bundleRows.filter((r) => r.bundle_product_id === line.productId).map((r) => r.sku_id);
    if (line.productType === 'CustomBundle') return line.contentSkuIds;
    return [line.skuId];
  };
  const allSkus = [...new Set(lines.flatMap(skusOf))];
  const [skuRows, pooled] = allSkus.length === 0
    ? [[], []]
    : await Promise.all([skusWithTitles(db, allSkus), skusWithKeyPool(db, allSkus)]);
  const skuById = new Map(skuRows.map((r) => [r.id, r]));
  const withPool = new Set(pooled.map((r) => r.sku_id));
  const result = new Map<number, DeliveredItem[]>();
  for (const line of lines) {
    const items: DeliveredItem[] = [];
    for (const skuId of skusOf(line)) {
      const sku = skuById.get(skuId);
      if (sku) items.push({ productId: sku.product_id, skuId, title: sku.title, needsKey: withPool.has(skuId) });
    }
    result.set(line.id, items);
  }
  return result;
}

/** Reads a payment's line snapshot. */
export function parsePaymentLines(json: string): PaymentLine[] {
  return JSON.parse(json) as PaymentLine[];
}

/** Whether a payment's products are all released on `now` (keys and downloads available). */
export function entitlementEnabled(lines: readonly PaymentLine[], now: number): boolean {
  const today = isoDay(now);
  return lines.every((l) => l.releaseDate <= today);
}
