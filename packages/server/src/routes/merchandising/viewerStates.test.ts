import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  merchandisingDisplaySchema, premiumActiveGamesSchema, promotionSchema, rewardOffersSchema, type OfferAction, type ProductSummary,
} from '@d2d/contract';
import { P, openOrdersKit, type Buyer, type OrdersKit } from '../checkout/__tests__/ordersKit.js';

let kit: OrdersKit;
beforeEach(async () => {
  kit = await openOrdersKit();
});
afterEach(async () => {
  await kit.close();
});

/** Evergreen Deals: the seeded promotion that never ends. */
const EVERGREEN = 88;

/** Buys products through the real cart, checkout and sandbox hosted page (the completion delivers them). */
const buy = (who: Buyer, ...products: number[]) => kit.buy(who, ...products);

const purchase = (p: Pick<ProductSummary, 'offerActions'>): OfferAction | undefined => p.offerActions?.find((o) => o.offerActionType === 'Purchase');
const cardOf = (items: readonly (ProductSummary | null | undefined)[], id: number): ProductSummary => {
  const card = items.find((i) => i?.id === id);
  if (!card) throw new Error(`product ${id} is not in the list`);
  return card;
};

/** Puts the game in every merchandising list under test (the seed picks some of them at random). */
async function merchandise(id: number): Promise<void> {
  await kit.db.insertInto('promotion_products').values({ promotion_id: EVERGREEN, product_id: id, position: -1 }).onConflict((oc) => oc.doNothing()).execute();
  await kit.db.insertInto('reward_offers').values({ id: 9_999, product_id: id, min_tier: 0, position: -1 }).execute();
  // the month of the app's clock as the route reads it; the position is past any the seed picked
  await kit.db.insertInto('premium_active_games').values({ month: new Date().toISOString().slice(0, 7), position: 99, product_id: id }).execute();
}

/** The game's card in each list that shows products, as `who` reads it. */
async function cardsOf(who: Buyer | null, id: number): Promise<Array<[string, ProductSummary]>> {
  const display = await kit.ok(who, 'GET', '/api/merchandising/getdisplay', merchandisingDisplaySchema);
  const promotion = await kit.ok(who, 'GET', `/api/merchandising/getpromotion/${EVERGREEN}`, promotionSchema);
  const rewards = await kit.ok(who, 'GET', '/api/merchandising/reward_offers', rewardOffersSchema);
  const premium = await kit.ok(who, 'GET', '/d2d/premium/active_games', premiumActiveGamesSchema);
  return [
    ['hero', cardOf(display.heroItems.map((h) => h.product), id)],
    ['promotion', cardOf(promotion.products ?? [], id)],
    ['reward offers', cardOf(rewards.items, id)],
    ['premium titles', cardOf(premium.items, id)],
  ];
}

describe('merchandising lists of a signed-in shopper', () => {
  it("should answer the buyer's owned state on the home display, a promotion, reward offers and premium titles, and nobody else's", async () => {
    const ana = await kit.buyer();
    const bob = await kit.buyer();
    await merchandise(P.onSale);
    await buy(ana, P.onSale);

    for (const [list, card] of await cardsOf(ana, P.onSale)) {
      expect(purchase(card)?.hasBeenPurchased, list).toBe(true);
      expect(card.buttonState, list).toMatch(/^purchase-(download|download-key|keyonly)$/);
    }
    for (const who of [bob, null]) {
      for (const [list, card] of await cardsOf(who, P.onSale)) {
        expect(purchase(card)?.hasBeenPurchased, list).toBe(false);
        expect(card.buttonState, list).toBe('purchase-buy');
      }
    }
  });

  it('should mark a signed-in answer private and vary every answer with the credentials', async () => {
    const ana = await kit.buyer();
    await buy(ana, P.onSale);
    for (const url of [
      '/api/merchandising/getdisplay', `/api/merchandising/getpromotion/${EVERGREEN}`, '/api/merchandising/reward_offers',
      '/d2d/premium/active_games', '/d2d/streaming/active_instant_play_collection',
    ]) {
      const signedIn = await kit.call(ana, 'GET', url);
      expect(signedIn.statusCode, url).toBe(200);
      expect(signedIn.headers['cache-control'], url).toBe('private, no-store');
      expect(signedIn.headers.vary, url).toBe('Authorization, Cookie');
      const visitor = await kit.call(null, 'GET', url);
      expect(visitor.headers['cache-control'], url).toBeUndefined();
      expect(visitor.headers.vary, url).toBe('Authorization, Cookie');
      expect(visitor.body, url).not.toContain('"hasBeenPurchased":true');
    }
  });
});
