import { z } from 'zod';
import { currencySchema } from './offerAction.js';
import { productSummarySchema } from './product.js';
import { moneySchema, urlSchema, wireDateSchema } from './wire.js';

/**
 * The premium subscription of an account (spec §3). With `stop_renewing` set the plan ends on
 * `end_date`; `status` is `'subscribed'`, `'stop_renewing'` or `'cancelled'` (spec §4), or
 * `'ended'` once the plan is over. `grace_end_date` is set while a failed monthly renewal is
 * retried: the plan ends then unless a retry succeeds.
 * @example
 * const sub = subscriptionSchema.nullable().parse(await res.json());
 */
export const subscriptionSchema = /* @__PURE__ */ (() => z.object({
  subscription_price: moneySchema,
  end_date: wireDateSchema.nullable().optional(),
  stop_renewing: z.boolean(),
  tier: z.union([z.number().int(), z.string()]).nullable().optional(),
  status: z.enum(['subscribed', 'stop_renewing', 'cancelled', 'ended']).optional(),
  grace_end_date: wireDateSchema.nullable().optional(),
}))();
/** A premium subscription. */
export type Subscription = z.infer<typeof subscriptionSchema>;

/** Answer of `GET /api/account/premium`: the subscription, `null` when never subscribed. */
export const premiumStatusSchema = /* @__PURE__ */ (() => z.object({ subscription: subscriptionSchema.nullable() }))();
/** The premium status. */
export type PremiumStatus = z.infer<typeof premiumStatusSchema>;

/** Answer of `GET /api/account/premium/subscribed`. */
export const premiumSubscribedSchema = /* @__PURE__ */ (() => z.object({ subscribed: z.boolean() }))();
/** Whether the account is subscribed. */
export type PremiumSubscribed = z.infer<typeof premiumSubscribedSchema>;

/**
 * Answer of `GET /d2d/premium/plan_price`: the monthly price in the site's currency (one server
 * setting, default 14.99; no page hard-codes it).
 */
export const planPriceSchema = /* @__PURE__ */ (() => z.object({ price: moneySchema, currency: currencySchema }))();
/** The premium plan price. */
export type PlanPrice = z.infer<typeof planPriceSchema>;

/** Answer of `GET /d2d/premium/active_games`: this month's hand-picked titles. */
export const premiumActiveGamesSchema = /* @__PURE__ */ (() => z.object({ items: z.array(productSummarySchema) }))();
/** The premium titles of the month. */
export type PremiumActiveGames = z.infer<typeof premiumActiveGamesSchema>;

/** Body of `POST /d2d/xsolla/subscribe_premium`: where the hosted checkout returns. */
export const subscribePremiumBodySchema = /* @__PURE__ */ (() => z
  .object({ return_url: urlSchema.min(1).optional() })
  .strict())();
/** A subscribe-premium body. */
export type SubscribePremiumBody = z.infer<typeof subscribePremiumBodySchema>;

/** Answer of the hosted-checkout calls (subscribe, rent): `call_url` opens the hosted checkout. */
export const hostedCheckoutSchema = /* @__PURE__ */ (() => z.object({ call_url: urlSchema.min(1) }))();
/** A hosted checkout link. */
export type HostedCheckout = z.infer<typeof hostedCheckoutSchema>;
