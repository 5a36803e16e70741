import { z } from 'zod';
import { idSchema, moneySchema } from './wire.js';

/** Body of `POST /api/account/wallet/trade_in`: the owned game (inventory item) to trade in. */
export const tradeInBodySchema = /* @__PURE__ */ (() => z.object({ game_item_id: idSchema }).strict())();
/** A trade-in body. */
export type TradeInBody = z.infer<typeof tradeInBodySchema>;

/**
 * Answer of a trade-in: the credit added and the new wallet balance. The game leaves the
 * library and cannot be bought again (error 1294).
 */
export const tradeInResultSchema = /* @__PURE__ */ (() => z.object({
  success: z.boolean(),
  credit: moneySchema,
  balance: moneySchema,
}))();
/** A trade-in result. */
export type TradeInResult = z.infer<typeof tradeInResultSchema>;
