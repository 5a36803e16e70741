import { z } from 'zod';
import { PREMIUM_GIFT_MAX_MONTHS } from '../constants.js';
import { urlSchema, wireDateSchema } from './wire.js';

/**
 * Body of `POST /api/account/premium/gift`: who receives the plan and for how many months (1 to
 * {@link PREMIUM_GIFT_MAX_MONTHS}); the giver pays the months in the hosted checkout.
 * @example
 * giftPremiumBodySchema.parse({ email: 'friend@example.com', months: 3 });
 */
export const giftPremiumBodySchema = /* @__PURE__ */ (() => z
  .object({
    email: z.string().trim().min(3).max(254).regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Enter a valid e-mail address.'),
    months: z.number().int().min(1).max(PREMIUM_GIFT_MAX_MONTHS),
    return_url: urlSchema.min(1).optional(),
  })
  .strict())();
/** A gift-a-subscription body. */
export type GiftPremiumBody = z.infer<typeof giftPremiumBodySchema>;

/**
 * Body of `POST /api/account/premium/gift/claim`: the gift's code. The recipient's card is
 * authorised only (spec §4): monthly charging starts after the gift period unless they cancel.
 */
export const claimPremiumGiftBodySchema = /* @__PURE__ */ (() => z
  .object({ code: z.string().trim().min(4).max(64), return_url: urlSchema.min(1).optional() })
  .strict())();
/** A claim-a-gift body. */
export type ClaimPremiumGiftBody = z.infer<typeof claimPremiumGiftBodySchema>;

/** A gift subscription the account sent: `pending` until paid, `paid` until the recipient claims it. */
export const premiumGiftSchema = /* @__PURE__ */ (() => z.object({
  code: z.string(),
  recipient_email: z.string(),
  months: z.number().int().positive(),
  status: z.enum(['pending', 'paid', 'claimed']),
  created_at: wireDateSchema,
}))();
/** A sent gift subscription. */
export type PremiumGift = z.infer<typeof premiumGiftSchema>;

/** Answer of `GET /api/account/premium/gifts`: the paid gifts the account sent, newest first. */
export const premiumGiftListSchema = /* @__PURE__ */ (() => z.object({ items: z.array(premiumGiftSchema) }))();
/** The sent gifts. */
export type PremiumGiftList = z.infer<typeof premiumGiftListSchema>;
