/**
 * The cart area's services: what the cart routes use and what checkout and purchase completion
 * (the orders area) call. Everything here takes a Kysely instance, so it runs inside the caller's
 * transaction. Money is integer minor units.
 *
 * For checkout and completion:
 * - `loadPricedCart(trx, account, ctx)`: the open cart priced on a site (lines, `grossMinor`,
 *   `couponDiscountMinor`, `redeemMinor`, `netMinor`, coupon, gift, per-line `problem`, `ownCount`,
 *   `tradedIn`); `priceCartRow` prices a given cart row.
 * - `closeCart(trx, cartId)` / `openCartFor(trx, accountId)`.
 * - `consumeCoupon(trx, couponId, orderId, accountId)`, `couponUsedBy(trx, couponId, accountId)`, `debitWallet(trx, accountId, amountMinor, orderId)`,
 *   `creditWallet(trx, accountId, amountMinor, { productId, inventoryId })`.
 * - `applyPurchaseToAccount(trx, accountId, amountMinor)`, `tierForPurchaseAmount(tiers, amountMinor)`.
 * - `loadOwnership(db, accountId, productIds)`.
 * @module
 */
export { openCartFor, closeCart, cartGift } from './carts.js';
export { loadPricedCart, priceCartRow } from './pricedCart.js';
export type { PricedCart, PricedLine, PricedCoupon } from './pricedCart.js';
export { linePrices, cartTotals } from './pricing.js';
export type { LinePrices, CartTotals, OfferPrices } from './pricing.js';
export { consumeCoupon, couponUsedBy, couponProblem, couponDiscountMinor, findCoupon, normalizeCouponCode, availableCoupons } from './coupons.js';
export { debitWallet, creditWallet, walletBalance, walletJson } from './wallet.js';
export type { CreditSource } from './wallet.js';
export {
  applyPurchaseToAccount, tierForPurchaseAmount, vipPriceFor, vipDiscountPercent, loadVipTiers, tierOfAccount,
  acknowledgeLoyaltyWelcome, vipTierJson, STORE_DELIVERED_DRMS,
} from './vip.js';
export { withVipPrices } from './productVip.js';
export { loadOwnership } from './ownership.js';
export type { ProductOwnership } from './ownership.js';
export { cartView } from './cartView.js';
export { CART_MESSAGES } from './messages.js';
