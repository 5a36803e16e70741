import { z } from 'zod';
import { idSchema, moneySchema, wireDateSchema } from './wire.js';

/** The currency of a price: ISO code and display symbol (spec §3 purchasePrice.currency). */
export const currencySchema = /* @__PURE__ */ (() => z.object({
  isoCode: z.string().length(3),
  symbol: z.string().min(1).max(4),
}))();
/** A currency. */
export type Currency = z.infer<typeof currencySchema>;

/**
 * The price a buyer pays now: `amount`, its currency, and `endTime` when a sale ends (the product
 * page counts down to it; `null` when the price does not end).
 */
export const purchasePriceSchema = /* @__PURE__ */ (() => z.object({
  amount: moneySchema,
  currency: currencySchema,
  endTime: wireDateSchema.nullable().optional(),
}))();
/** A purchase price. */
export type PurchasePrice = z.infer<typeof purchasePriceSchema>;

/**
 * Instant-play trial window of an offer (spec §3). Play is available when `instant_play_enable`
 * is set and `start_at <= now <= end_at`; `canInstantPlay` is false once the shopper used the
 * game's one trial.
 */
export const instantPlaySchema = /* @__PURE__ */ (() => z.object({
  instant_play_enable: z.boolean(),
  start_at: wireDateSchema.nullable().optional(),
  end_at: wireDateSchema.nullable().optional(),
  oid: z.number().int().nullable().optional(),
  canInstantPlay: z.boolean().optional(),
}))();
/** An instant-play window. */
export type InstantPlay = z.infer<typeof instantPlaySchema>;

/** `Y` when the offer may be bought from the shopper's country, `N` when not (buy disabled). */
export const buyableFromCountrySchema = /* @__PURE__ */ (() => z.enum(['Y', 'N']))();

// Fields both kinds of offer share (spec §3 Offer action).
const offerActionFields = /* @__PURE__ */ (() => ({
  skuId: idSchema,
  listPrice: moneySchema.nullable().optional(),
  hasBeenPurchased: z.boolean().optional(),
  isPreorderOffer: z.boolean().optional(),
  isFreePurchase: z.boolean().optional(),
  isOnSale: z.boolean().optional(),
  suggestedPrice: moneySchema.nullable().optional(),
  purchasePrice: purchasePriceSchema.nullable().optional(),
  /** The VIP tier's price; above 0 it replaces purchasePrice for a VIP shopper. */
  vipPrice: moneySchema.nullable().optional(),
  totalPercentOff: z.number().min(0).max(100).nullable().optional(),
  /** Price of one 24-hour rental block; null when the title is not for rent. */
  rentalPrice: moneySchema.nullable().optional(),
  /** Wallet credit for trading the title in; 0 or null when it cannot be traded in. */
  trade_in_price: moneySchema.nullable().optional(),
  buyableFromCountry: buyableFromCountrySchema.optional(),
  instant_play: instantPlaySchema.nullable().optional(),
}))();

/** A one-off purchase offer (`offerActionType: 'Purchase'`). */
export const purchaseOfferActionSchema = /* @__PURE__ */ (() => z.object({
  offerActionType: z.literal('Purchase'),
  ...offerActionFields,
}))();
/** A purchase offer. */
export type PurchaseOfferAction = z.infer<typeof purchaseOfferActionSchema>;

/** A subscription offer (`offerActionType: 'Subscribe'`): adds canSubscribe and hasActivationKeys. */
export const subscribeOfferActionSchema = /* @__PURE__ */ (() => z.object({
  offerActionType: z.literal('Subscribe'),
  ...offerActionFields,
  canSubscribe: z.boolean().optional(),
  hasActivationKeys: z.boolean().optional(),
}))();
/** A subscription offer. */
export type SubscribeOfferAction = z.infer<typeof subscribeOfferActionSchema>;

/**
 * An offer action of a product (spec §3), tagged by `offerActionType`. It drives the offer
 * button's state (spec §4).
 * @example
 * const offer = offerActionSchema.parse(raw);
 * if (offer.offerActionType === 'Subscribe' && offer.canSubscribe) { … }
 */
export const offerActionSchema = /* @__PURE__ */ (() => z.discriminatedUnion('offerActionType', [
  purchaseOfferActionSchema,
  subscribeOfferActionSchema,
]))();
/** A purchase or subscribe offer. */
export type OfferAction = z.infer<typeof offerActionSchema>;
