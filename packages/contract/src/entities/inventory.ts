import { z } from 'zod';
import { activationKeySchema } from './activationKey.js';
import { pagedSchema } from './paging.js';
import { idSchema, urlSchema, wireDateSchema } from './wire.js';

/** A downloadable file of an owned game; its download location is requested by `skuId`. */
export const gameFileSchema = /* @__PURE__ */ (() => z.object({
  name: z.string(),
  skuId: idSchema,
  filetype: z.string().nullable().optional(),
  size: z.string().nullable().optional(),
}))();
/** A game file. */
export type GameFile = z.infer<typeof gameFileSchema>;

/**
 * An owned game of "My games" (spec §3 Inventory item). `id` and `account_inventory_id` are
 * alternates: at least one is present. `rental.expired_at` is set for rentals;
 * `gift_from_email` shows the sender to a gift recipient; `trade_in_pid` is set when the game can
 * be traded in.
 * @example
 * const page = inventoryPageSchema.parse(await res.json());
 * page.items[0]?.product_item.title;
 */
export const inventoryItemSchema = /* @__PURE__ */ (() => z
  .object({
    id: idSchema.optional(),
    account_inventory_id: idSchema.optional(),
    product_item: z.object({
      id: idSchema.optional(),
      title: z.string(),
      thumbnail_image: urlSchema.nullable().optional(),
      drm: z.string().nullable().optional(),
      streaming_game_id: z.number().int().nullable().optional(),
    }),
    purchase_type: z.enum(['purchase', 'rental']),
    payment_date: wireDateSchema.nullable().optional(),
    purchased_at: wireDateSchema.nullable().optional(),
    rental: z.object({ expired_at: wireDateSchema }).nullable().optional(),
    gift_from_email: z.string().nullable().optional(),
    game_keys: z.array(activationKeySchema).optional(),
    game_files: z.array(gameFileSchema).optional(),
    trade_in_pid: idSchema.nullable().optional(),
    is_preorder: z.boolean().optional(),
  })
  .refine((item) => item.id !== undefined || item.account_inventory_id !== undefined, {
    message: 'An inventory item needs id or account_inventory_id',
    path: ['id'],
  }))();
/** An owned game. */
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

/** One page of owned games (`GET /api/account/inventories`). */
export const inventoryPageSchema = /* @__PURE__ */ (() => pagedSchema(inventoryItemSchema))();
/** A page of owned games. */
export type InventoryPage = z.infer<typeof inventoryPageSchema>;

export { inventoryItemId } from './inventoryItemId.js';
