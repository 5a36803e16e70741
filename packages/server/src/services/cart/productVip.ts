import { toMinorUnits, type Product } from '@d2d/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AccountRow } from '../../db/tables/accounts.js';
import { wireMoney } from './money.js';
import { tierOfAccount, vipPriceFor } from './vip.js';

/**
 * Fills `vipPrice` of a product's purchase offers for a logged-in VIP shopper (spec §6: a VIP
 * tier gives vipPrice in place of purchasePrice). Visitors, non-members and free or subscribe-only
 * offers keep no VIP price. The catalogue's product call passes its answer through this.
 * @param db - the database
 * @param account - the logged-in account, or null for a visitor
 * @param product - the product as the catalogue built it
 * @returns the same product object, with `vipPrice` set where the tier gives one
 * @example
 * return withVipPrices(db, request.account, product);
 */
export async function withVipPrices<P extends Pick<Product, 'drmType' | 'offerActions'>>(db: Kysely<Database>, account: Pick<AccountRow, 'vip_tier'> | null, product: P): Promise<P> {
  const tier = await tierOfAccount(db, account);
  if (!tier) return product;
  for (const offer of product.offerActions ?? []) {
    if (offer.offerActionType !== 'Purchase' || !offer.purchasePrice) continue;
    const vip = vipPriceFor(tier, { priceMinor: toMinorUnits(offer.purchasePrice.amount), drmType: product.drmType });
    if (vip > 0) offer.vipPrice = wireMoney(vip);
  }
  return product;
}
