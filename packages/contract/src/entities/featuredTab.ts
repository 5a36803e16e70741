import { z } from 'zod';

/**
 * A tab of the featured carousel (spec §3): its label and value (see FEATURED_TABS for the
 * store's seven tabs and what each lists).
 * @example
 * featuredTabSchema.parse({ name: 'On Sale', value: 'onsale' });
 */
export const featuredTabSchema = /* @__PURE__ */ (() => z.object({
  name: z.string().min(1),
  value: z.string().min(1),
}))();
/** A featured tab. */
export type FeaturedTab = z.infer<typeof featuredTabSchema>;
