/**
 * Registered affiliates (spec §1: 5% commission). The `?aff=` cookie takes any well-formed id,
 * as it always did; only a checkout decides whether the id earns anything: it must name a
 * registered affiliate, and the buyer must not be that affiliate's own account.
 * @module
 */
import { isAffiliateId } from '@d2d/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AffiliateRow } from '../../db/tables/orders.js';
import { affiliateNotOwnedBy, upsertAffiliate } from './data/affiliates.js';

/** The demo partner of `examples/partner-site` (seeded outside production only). */
export const DEMO_AFFILIATE = { id: 'savepoint', name: 'SavePoint (demo partner site)' } as const;

/** A new affiliate. */
export interface NewAffiliate {
  /** The id partners put in `?aff=` (and the elements' `affiliate` attribute). */
  id: string;
  name: string;
  /** The affiliate's own store account, if it has one: its own orders earn it nothing. */
  accountId?: number | null;
}

/**
 * Registers an affiliate, or updates the name and account of an existing one. This is how an
 * operator adds partners (there is no HTTP call for it).
 * @param db - the database or a transaction
 * @param affiliate - id, name and the affiliate's own account
 * @param now - epoch ms
 * @throws Error when the id is not a valid affiliate id or the name is empty
 * @example
 * await addAffiliate(db, { id: 'savepoint', name: 'SavePoint', accountId: 42 }, Date.now());
 */
export async function addAffiliate(db: Kysely<Database>, affiliate: NewAffiliate, now: number): Promise<AffiliateRow> {
  if (!isAffiliateId(affiliate.id)) throw new Error(`An affiliate id is 1 to 64 letters, digits, "-" or "_"; got "${affiliate.id}".`);
  const name = affiliate.name.trim();
  if (name === '') throw new Error('An affiliate needs a name.');
  const accountId = affiliate.accountId ?? null;
  return upsertAffiliate(db, affiliate.id, name, accountId, now);
}

/**
 * The affiliate a checkout may credit: the id of the shopper's `aff` cookie when it names a
 * registered affiliate that is not the buyer's own account; otherwise null (an unknown id is
 * ignored, the shopper sees nothing).
 * @param db - the database or the checkout's transaction
 * @param affiliateId - the id of the request, if any
 * @param buyerId - the buyer's account
 * @example
 * const affiliate = await creditableAffiliate(trx, affiliateOf(request), account.id);
 */
export async function creditableAffiliate(db: Kysely<Database>, affiliateId: string | null, buyerId: number): Promise<string | null> {
  if (!isAffiliateId(affiliateId)) return null;
  const row = await affiliateNotOwnedBy(db, affiliateId, buyerId);
  return row?.id ?? null;
}
