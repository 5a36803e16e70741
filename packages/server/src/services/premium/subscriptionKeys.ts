/**
 * Activation keys of Subscribe-offer SKUs for premium members (`GET
 * /api/product/getsubscriptionactivationkeys?skuId`): once per account and SKU, taken from the
 * SKU's shared key pool with the pool's one conditional UPDATE.
 * @module
 */
import { MESSAGES, type ActivationKey } from '@d2d/contract';
import type { AccountRow } from '../../db/tables/accounts.js';
import { ApiError } from '../../http/apiError.js';
import { takeKey } from '../orders/keys.js';
import { keyInstructions } from '../orders/library.js';
import type { PremiumContext } from './context.js';
import { ensureKeyGrant, keyGrantOf, setGrantKey, subscribeOfferOfSku } from './data/keyGrants.js';
import { PREMIUM_MESSAGES } from './messages.js';
import { isMember, subscriptionRow } from './subscriptions.js';

/**
 * The member's key of a Subscribe-offer SKU, taken on first ask and the same one afterwards.
 * A Subscribe offer without activation keys (a download title) answers no keys.
 * @throws ApiError 404 for a SKU without a Subscribe offer, 403 'You've not subscribed to the
 *   premium plan yet.' for a non-member, 409 when the pool has no key left
 * @example
 * const keys = await subscriptionKeys(ctx, account, 120);
 */
export async function subscriptionKeys(ctx: PremiumContext, account: AccountRow, skuId: number): Promise<ActivationKey[]> {
  const offer = await subscribeOfferOfSku(ctx.db, skuId);
  if (!offer) throw ApiError.notFound(PREMIUM_MESSAGES.skuNotFound);
  const now = ctx.now();
  if (!isMember(await subscriptionRow(ctx.db, account.id), now)) throw ApiError.forbidden(MESSAGES.notSubscribed);
  if (offer.has_activation_keys !== 1) return [];

  const key = await ctx.db.transaction().execute(async (trx) => {
    await ensureKeyGrant(trx, account.id, skuId, now);
    const grant = await keyGrantOf(trx, account.id, skuId);
    if (grant.key !== null) return grant.key;
    // a negative "inventory id" marks the key as the grant's: see PremiumKeyGrantTable
    const taken = await takeKey(trx, skuId, -grant.id);
    if (!taken) throw ApiError.conflict(MESSAGES.activationKeyProblem);
    await setGrantKey(trx, grant.id, taken.id);
    return taken.key;
  });
  return [{
    skuId,
    name: offer.title,
    key,
    instructions: keyInstructions(offer.drm_type),
    entitlement_status: 'activated',
    is_securom: offer.drm_type === 'SecuRom',
  }];
}
