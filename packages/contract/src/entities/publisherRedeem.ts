import { z } from 'zod';

/**
 * Body of the publisher-account redeem (`POST /d2d/paypal/redeem`, `/d2d/stripe/redeem`, spec §3):
 * the transaction and the publisher account's user id and ticket.
 * @example
 * publisherRedeemBodySchema.parse({ transaction_id: 'tx-1', user_id: 'u-9', user_ticket: 't0k3n' });
 */
export const publisherRedeemBodySchema = /* @__PURE__ */ (() => z
  .object({
    transaction_id: z.string().trim().min(1).max(128),
    user_id: z.string().trim().min(1).max(128),
    user_ticket: z.string().trim().min(1).max(4096),
  })
  .strict())();
/** A publisher redeem body. */
export type PublisherRedeemBody = z.infer<typeof publisherRedeemBodySchema>;
