import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  activationKeyListSchema, hostedCheckoutSchema, productQueryResultSchema, productSchema, type OfferAction, type ProductSummary,
} from '@d2d/contract';
import { DAY_MS, SUBSCRIBE_PRODUCT, SUBSCRIBE_SKU, openPremiumKit, type Buyer, type PremiumKit } from '../premium/__tests__/premiumKit.js';

/** The showcase ADS title with rental prices. */
const RENTABLE = 4;

let kit: PremiumKit;
beforeEach(async () => {
  kit = await openPremiumKit();
});
afterEach(async () => {
  await kit.close();
});

const subscribeOffer = (p: Pick<ProductSummary, 'offerActions'>) => p.offerActions?.find((o) => o.offerActionType === 'Subscribe');
const purchase = (p: Pick<ProductSummary, 'offerActions'>): OfferAction | undefined => p.offerActions?.find((o) => o.offerActionType === 'Purchase');
const product = (who: Buyer | null, id: number) => kit.ok(who, 'GET', `/api/product/get/${id}`, productSchema);

describe('a premium member on a monthly title', () => {
  it('should be offered the title to take (subscribe-download-…), where others are asked to subscribe', async () => {
    const ana = await kit.buyer();
    const bob = await kit.buyer();
    await kit.subscribePaid(ana);

    const member = await product(ana, SUBSCRIBE_PRODUCT);
    const offer = subscribeOffer(member);
    expect(offer).toMatchObject({ offerActionType: 'Subscribe', canSubscribe: false, skuId: SUBSCRIBE_SKU });
    const takeState = offer?.offerActionType === 'Subscribe' && offer.hasActivationKeys === true ? 'subscribe-download-buy-key' : 'subscribe-download-buy';
    expect(member.buttonState).toBe(takeState);
    const card = (await kit.ok(ana, 'GET', '/api/productquery/findpage?search.keywords=Iron%20Legion%20Tactics', productQueryResultSchema)).products.items
      .find((i) => i.id === SUBSCRIBE_PRODUCT);
    expect(card?.buttonState).toBe(takeState);
    // and the member can take it
    const keys = await kit.call(ana, 'GET', `/api/product/getsubscriptionactivationkeys?skuId=${SUBSCRIBE_SKU}`);
    expect(keys.statusCode).toBe(200);
    activationKeyListSchema.parse(keys.json());

    const other = await product(bob, SUBSCRIBE_PRODUCT);
    expect(subscribeOffer(other)).toMatchObject({ canSubscribe: true });
    expect(other.buttonState).toBe('subscribe-buy');
    expect((await product(null, SUBSCRIBE_PRODUCT)).buttonState).toBe('login-subscribe-buy');
  });

  it('should ask to subscribe again once the plan has run out', async () => {
    const ana = await kit.buyer();
    await kit.subscribePaid(ana);
    kit.clock.advance(40 * DAY_MS);
    const later = await kit.relogin(ana);
    const lapsed = await product(later, SUBSCRIBE_PRODUCT);
    expect(subscribeOffer(lapsed)).toMatchObject({ canSubscribe: true });
    expect(lapsed.buttonState).toBe('subscribe-buy');
  });
});

describe('a rented game', () => {
  it('should not read as bought: a rental is not a purchase and the button has no rented state', async () => {
    const ana = await kit.buyer();
    const rent = await kit.ok(ana, 'POST', '/d2d/xsolla/rent', hostedCheckoutSchema, { days: 1, product_id: RENTABLE });
    expect((await kit.pay(rent.call_url)).json()).toMatchObject({ status: 'success' });
    const rented = await kit.db.selectFrom('inventory_items').select('purchase_type').where('account_id', '=', ana.id).execute();
    expect(rented).toEqual([{ purchase_type: 'rental' }]);

    const answer = await product(ana, RENTABLE);
    expect(purchase(answer)?.hasBeenPurchased).toBe(false);
    expect(answer.skuIdsPurchased).toEqual([]);
    expect(answer.buttonState).toBe('purchase-buy');
  });
});
