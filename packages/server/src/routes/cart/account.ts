import type { FastifyPluginAsync } from 'fastify';
import type { Ack } from '@d2d/contract';
import type { Db } from '../../db/database.js';
import { ApiError } from '../../http/apiError.js';
import { availableCoupons } from '../../services/cart/coupons.js';
import { CART_MESSAGES } from '../../services/cart/messages.js';
import { acknowledgeLoyaltyWelcome, loadVipTiers, vipTierJson } from '../../services/cart/vip.js';
import { walletJson } from '../../services/cart/wallet.js';

/**
 * Account calls of the cart area (spec §7 Account): the wallet, the VIP tiers (public: the
 * rewards page shows them to visitors), the first-time loyalty welcome and "my coupons". The
 * wallet trade-in needs the library and is the orders area's.
 */
export const accountCartRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/api/account/wallet', { config: { auth: 'required' } }, async (request) => walletJson(db, request.account.id, request.site));

  app.get('/api/account/vips', async () => (await loadVipTiers(db)).map(vipTierJson));

  app.post('/api/account/loyalty_1st_welcome', { config: { auth: 'required' } }, async (request): Promise<Ack> => {
    const { account } = request;
    // acknowledging before being a member would hide the welcome the shopper has not seen yet
    if (account.vip_tier <= 0) throw ApiError.unprocessable(undefined, { base: [CART_MESSAGES.loyaltyNotMember] });
    const set = await acknowledgeLoyaltyWelcome(db, account.id);
    return set ? { success: true } : { success: false, message: CART_MESSAGES.loyaltyAlreadyAcknowledged };
  });

  app.get('/api/account/coupons', { config: { auth: 'required' } }, async (request) => ({
    items: await availableCoupons(db, request.account.id, request.site, request.shopper.now),
  }));
};
