import { z } from 'zod';
import { wireDateSchema } from './wire.js';

/**
 * A campaign (spec §3): 20 bonus Cloud Play hours or the premium free trial. It is shown while
 * now lies strictly between `startDate` and `endDate` (see {@link isCampaignRunning}).
 * @example
 * campaignSchema.parse({ startDate: '2024-05-01T00:00:00Z', endDate: '2024-06-01T00:00:00Z', bonusHours: 20 });
 */
export const campaignSchema = /* @__PURE__ */ (() => z.object({
  startDate: wireDateSchema,
  endDate: wireDateSchema,
  bonusHours: z.number().int().nonnegative().optional(),
}))();
/** A campaign. */
export type Campaign = z.infer<typeof campaignSchema>;

export { isCampaignRunning } from './campaignRunning.js';

/** Answer of the campaign calls: the campaign, or `null` when none is set up. */
export const campaignOrNullSchema = /* @__PURE__ */ (() => campaignSchema.nullable())();
/** A campaign or null. */
export type CampaignOrNull = z.infer<typeof campaignOrNullSchema>;
