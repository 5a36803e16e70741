import { z } from 'zod';
import { moneySchema, wireDateSchema } from './wire.js';

/**
 * One wallet movement: credit from a trade-in, a redeem of credit on an order, or a refund of
 * that redeem when the order was refunded (naming the order, as its redeem does). The amount is
 * signed (credit positive, spend negative).
 */
export const walletHistoryEntrySchema = /* @__PURE__ */ (() => z.object({
  purpose: z.enum(['trade_in', 'redeem', 'refund']),
  product: z.object({ title: z.string() }).nullable().optional(),
  transactionDate: wireDateSchema,
  transactionAmount: moneySchema,
  payment: z.object({ orderId: z.union([z.number().int(), z.string()]) }).nullable().optional(),
}))();
/** A wallet movement. */
export type WalletHistoryEntry = z.infer<typeof walletHistoryEntrySchema>;

/**
 * The shopper's wallet (spec §3 Wallet): balance and history.
 * @example
 * walletSchema.parse({ balance: 12.5, history: [] });
 */
export const walletSchema = /* @__PURE__ */ (() => z.object({
  balance: moneySchema,
  currency_symbol: z.string().min(1).max(4).optional(),
  history: z.array(walletHistoryEntrySchema),
}))();
/** A wallet. */
export type Wallet = z.infer<typeof walletSchema>;
