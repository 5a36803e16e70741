import { describe, expect, it } from 'vitest';
import { offerActionSchema, purchaseOfferActionSchema } from '../index.js';
import { expectIssueAt } from '../__tests__/expectIssue.js';

const purchase = {
  offerActionType: 'Purchase',
  skuId: 9001,
  listPrice: 59.99,
  hasBeenPurchased: false,
  isPreorderOffer: false,
  isFreePurchase: false,
  isOnSale: true,
  suggestedPrice: 59.99,
  purchasePrice: { amount: 29.99, currency: { isoCode: 'USD', symbol: '$' }, endTime: '2024-07-01T07:00:00Z' },
  vipPrice: 26.99,
  totalPercentOff: 50,
  rentalPrice: 2.99,
  trade_in_price: 5,
  buyableFromCountry: 'Y',
  instant_play: { instant_play_enable: true, start_at: '2024-06-01T00:00:00Z', end_at: '2024-06-30T00:00:00Z', oid: 77, canInstantPlay: true },
};

const subscribe = {
  offerActionType: 'Subscribe',
  skuId: 9002,
  listPrice: 14.99,
  purchasePrice: { amount: 14.99, currency: { isoCode: 'GBP', symbol: '£' }, endTime: null },
  buyableFromCountry: 'N',
  canSubscribe: true,
  hasActivationKeys: false,
};

describe('offerActionSchema', () => {
  it('should parse a purchase offer with every field of spec §3', () => {
    const offer = offerActionSchema.parse(purchase);
    expect(offer.offerActionType).toBe('Purchase');
    expect(offer.purchasePrice?.currency.symbol).toBe('$');
    expect(offer.instant_play?.oid).toBe(77);
  });

  it('should parse a subscribe offer with its own fields', () => {
    const offer = offerActionSchema.parse(subscribe);
    if (offer.offerActionType !== 'Subscribe') throw new Error('expected a Subscribe offer');
    expect(offer.canSubscribe).toBe(true);
    expect(offer.buyableFromCountry).toBe('N');
  });

  it('should accept a minimal offer as the loose wire sends it', () => {
    expect(offerActionSchema.safeParse({ offerActionType: 'Purchase', skuId: 1 }).success).toBe(true);
  });

  it('should reject an unknown offer type at offerActionType', () => {
    expectIssueAt(offerActionSchema, { ...purchase, offerActionType: 'Rent' }, ['offerActionType']);
  });

  it('should reject buyableFromCountry other than Y or N', () => {
    expectIssueAt(purchaseOfferActionSchema, { ...purchase, buyableFromCountry: 'yes' }, ['buyableFromCountry']);
  });

  it('should reject a price currency without an ISO code', () => {
    expectIssueAt(
      purchaseOfferActionSchema,
      { ...purchase, purchasePrice: { amount: 1, currency: { symbol: '$' } } },
      ['purchasePrice', 'currency', 'isoCode'],
    );
  });
});
