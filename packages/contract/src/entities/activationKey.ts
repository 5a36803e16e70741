import { z } from 'zod';
import { queryInt } from './query.js';
import { idSchema } from './wire.js';

/** Entitlement states of a key (spec §4): a successful redeem sets `redeemed`. */
export const entitlementStatusSchema = /* @__PURE__ */ (() => z.enum(['activated', 'redeemed', 'no_entitlement']))();
/** An entitlement state. */
export type EntitlementStatus = z.infer<typeof entitlementStatusSchema>;

/**
 * An activation key of an owned game (spec §3 game_keys, Activation key). `key` is `null` while
 * none is assigned (a pre-order before release). `is_securom` marks keys of the store's own DRM,
 * fetched on demand with `get_securom_key`.
 * @example
 * activationKeySchema.parse({ name: 'Steam key', key: 'AAAAA-BBBBB-CCCCC', entitlement_status: 'activated' });
 */
export const activationKeySchema = /* @__PURE__ */ (() => z.object({
  skuId: idSchema.optional(),
  name: z.string(),
  key: z.string().nullable(),
  instructions: z.string().nullable().optional(),
  entitlement_status: entitlementStatusSchema.optional(),
  is_securom: z.boolean().optional(),
  payment_id: z.union([idSchema, z.string().min(1)]).nullable().optional(),
}))();
/** An activation key. */
export type ActivationKey = z.infer<typeof activationKeySchema>;

/** Answer of `getpurchasedactivationkeys` / `getsubscriptionactivationkeys`. */
export const activationKeyListSchema = /* @__PURE__ */ (() => z.object({ keys: z.array(activationKeySchema) }))();
/** A list of activation keys. */
export type ActivationKeyList = z.infer<typeof activationKeyListSchema>;

/** Query of the activation key calls: the sku. */
export const activationKeyQuerySchema = /* @__PURE__ */ (() => z.object({ skuId: queryInt.pipe(idSchema) }))();
/** An activation key query after coercion. */
export type ActivationKeyQuery = z.output<typeof activationKeyQuerySchema>;

/** Body of `POST /api/account/inventories/get_securom_key`. */
export const securomKeyBodySchema = /* @__PURE__ */ (() => z.object({ account_inventory_id: idSchema }).strict())();
/** A SecuRom key body. */
export type SecuromKeyBody = z.infer<typeof securomKeyBodySchema>;
