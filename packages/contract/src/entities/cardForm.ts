import { z } from 'zod';

/**
 * Which card form the store's card modal shows (addition to spec §7): the sandbox's own card
 * fields, or Stripe.js's Card Element when the server runs the live Stripe adapter. A live
 * adapter without `STRIPE_PUBLISHABLE_KEY` answers `publishable_key: null`: no form can confirm
 * its intents, so the modal says so instead of taking card details it cannot use.
 * @example
 * cardFormSchema.parse({ provider: 'stripe', publishable_key: 'pk_test_123' });
 */
export const cardFormSchema = /* @__PURE__ */ (() =>
  z.discriminatedUnion('provider', [
    z.object({ provider: z.literal('sandbox') }),
    z.object({ provider: z.literal('stripe'), publishable_key: z.string().regex(/^pk_(live|test)_\w+$/).nullable() }),
  ]))();
/** The card form of a server. */
export type CardForm = z.infer<typeof cardFormSchema>;
