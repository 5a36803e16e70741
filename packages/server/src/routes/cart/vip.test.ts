import { TOP_VIP_TIER_NAME, ackSchema, productSchema, unprocessableBodySchema, vipTierListSchema } from '@d2d/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CART_MESSAGES } from '../../services/cart/messages.js';
import { applyPurchaseToAccount } from '../../services/cart/vip.js';
import { CARTS, P, REGION, openCartKit, type CartKit, type Shopper } from './__tests__/cartKit.js';

let kit: CartKit;
let ana: Shopper;
beforeEach(async () => {
  kit = await openCartKit();
  ana = await kit.shopper('ana@example.com');
});
afterEach(async () => {
  await kit.close();
});

const GOLD = 3;

describe('GET /api/account/vips', () => {
  it('should list the seeded tiers to visitors, lowest first, Platinum on top', async () => {
    const res = await kit.call(null, 'GET', '/api/account/vips');
    expect(res.statusCode).toBe(200);
    const tiers = vipTierListSchema.parse(res.json());
    expect(tiers.map((t) => [t.tier, t.tierName, t.purchasePrice, t.purchase_discount, t.genba_discount])).toEqual([
      [1, 'Bronze', 50, 2, 1],
      [2, 'Silver', 200, 4, 2],
      [3, 'Gold', 500, 6, 3],
      [4, 'Platinum', 1000, 10, 5],
    ]);
    expect(tiers.at(-1)?.name).toBe(TOP_VIP_TIER_NAME);
    expect(tiers.every((t) => t.tierQuantityRequired === t.purchasePrice && (t.purchase_display_text ?? '') !== '')).toBe(true);
  });
});

describe('VIP prices in the cart', () => {
  it('should replace the discounted price with the tier price: genba discount for platform keys, purchase discount for store titles', async () => {
    await kit.setVip(ana, GOLD, 60_000);
    await kit.cart(ana, 'POST', CARTS, { product_id: P.plainA });
    await kit.cart(ana, 'POST', CARTS, { product_id: P.ads });
    const cart = await kit.cart(ana, 'POST', CARTS, { product_id: P.onSale });
    const [steam, ads, onSale] = cart.cart_details;
    // Steam 19.99 less 3% (0.60) and ADS 19.99 less 6% (1.20)
    expect(steam?.offer_items).toMatchObject({ discounted_price: 19.99, vip_price: 19.39 });
    expect(ads?.offer_items).toMatchObject({ discounted_price: 19.99, vip_price: 18.79 });
    // the tier discount comes off the sale price: 17.99 less 3% (0.54)
    expect(onSale).toMatchObject({ originPrice: 29.99, discountedPrice: 17.99, offer_items: { vip_price: 17.45 } });
    expect(cart).toMatchObject({ gross_price: 55.63, net_price: 55.63 });
    // Platinum would take 5%, 10% and 5% off: 1.00 + 2.00 + 0.90
    expect(cart.vip).toEqual({ top_tier_save: 3.9, only_amount_to_top_tier: 400 });
  });

  it('should give no VIP price to a non-member, and show what Platinum would save', async () => {
    const cart = await kit.cart(ana, 'POST', CARTS, { product_id: P.plainA });
    expect(cart.cart_details[0]?.offer_items?.vip_price).toBe(0);
    expect(cart.net_price).toBe(19.99);
    expect(cart.vip).toEqual({ top_tier_save: 1, only_amount_to_top_tier: 1000 });
  });

  it('should show nothing left to reach the top tier for a Platinum member, whatever the spend', async () => {
    await kit.setVip(ana, 4, 0);
    const cart = await kit.cart(ana, 'POST', CARTS, { product_id: P.plainA });
    expect(cart.cart_details[0]?.offer_items?.vip_price).toBe(18.99);
    expect(cart.vip).toEqual({ top_tier_save: 1, only_amount_to_top_tier: 0 });
  });

  it('should price VIP in the site currency', async () => {
    await kit.setVip(ana, GOLD);
    const uk = await kit.cart(ana, 'POST', CARTS, { product_id: P.plainA }, REGION.UK);
    // 15.99 less 3% (0.48)
    expect(uk.cart_details[0]?.offer_items).toMatchObject({ discounted_price: 15.99, vip_price: 15.51 });
  });
});

describe('vipPrice on the product call', () => {
  const product = async (who: Shopper | null) => {
    const res = await kit.call(who, 'GET', `/api/product/get/${P.plainA}`);
    expect(res.statusCode).toBe(200);
    return productSchema.parse(res.json());
  };

  it('should send vipPrice to a logged-in VIP shopper only', async () => {
    expect((await product(null)).offerActions?.[0]?.vipPrice).toBeUndefined();
    expect((await product(ana)).offerActions?.[0]?.vipPrice).toBeUndefined();
    await kit.setVip(ana, GOLD);
    const offer = (await product(ana)).offerActions?.[0];
    expect(offer?.purchasePrice?.amount).toBe(19.99);
    expect(offer?.vipPrice).toBe(19.39);
  });
});

describe('POST /api/account/loyalty_1st_welcome', () => {
  const welcome = () => kit.call(ana, 'POST', '/api/account/loyalty_1st_welcome');

  it('should set the flag once for a member and report repeats', async () => {
    const refused = await welcome();
    expect(refused.statusCode).toBe(422);
    expect(unprocessableBodySchema.parse(refused.json()).errors?.base).toEqual([CART_MESSAGES.loyaltyNotMember]);
    await kit.setVip(ana, 1, 5000);
    expect(ackSchema.parse((await welcome()).json())).toEqual({ success: true });
    expect(ackSchema.parse((await welcome()).json())).toEqual({ success: false, message: CART_MESSAGES.loyaltyAlreadyAcknowledged });
    const current = await kit.call(ana, 'GET', '/api/account/getcurrent');
    expect(current.json().loyalty_misc).toEqual({ welcome: true });
  });

  it('should let exactly one of several concurrent acknowledgements set it', async () => {
    await kit.setVip(ana, 1, 5000);
    const answers = await Promise.all(Array.from({ length: 8 }, () => welcome()));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(answers.filter((a) => a.json().success === true)).toHaveLength(1);
  });
});

describe('applyPurchaseToAccount', () => {
  const row = () => kit.db.selectFrom('accounts').select(['purchase_amount', 'vip_tier']).where('id', '=', ana.id).executeTakeFirstOrThrow();

  it('should add the order total and move the tier at its thresholds', async () => {
    expect(await applyPurchaseToAccount(kit.db, ana.id, 4_999)).toEqual({ purchaseAmount: 4_999, vipTier: 0 });
    expect(await applyPurchaseToAccount(kit.db, ana.id, 1)).toEqual({ purchaseAmount: 5_000, vipTier: 1 });
    expect(await applyPurchaseToAccount(kit.db, ana.id, 45_000)).toEqual({ purchaseAmount: 50_000, vipTier: 3 });
    expect(await applyPurchaseToAccount(kit.db, ana.id, 0)).toEqual({ purchaseAmount: 50_000, vipTier: 3 });
  });

  it('should never move a tier down and refuse bad amounts', async () => {
    await kit.setVip(ana, 4, 0);
    expect(await applyPurchaseToAccount(kit.db, ana.id, 100)).toEqual({ purchaseAmount: 100, vipTier: 4 });
    expect(await applyPurchaseToAccount(kit.db, 999_999, 100)).toBeNull();
    await expect(applyPurchaseToAccount(kit.db, ana.id, -1)).rejects.toThrow(RangeError);
    await expect(applyPurchaseToAccount(kit.db, ana.id, 0.5)).rejects.toThrow(RangeError);
  });

  it('should count every one of many concurrent completions', async () => {
    await Promise.all(Array.from({ length: 20 }, () => kit.db.transaction().execute((trx) => applyPurchaseToAccount(trx, ana.id, 5_000))));
    expect(await row()).toEqual({ purchase_amount: 100_000, vip_tier: 4 });
  });
});
