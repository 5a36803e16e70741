import type { Generated, Selectable } from 'kysely';
import type { SqlBool } from './accounts.js';

/**
 * Tables of the cart area (migration `0004_cart`): carts and their lines, coupons and their
 * redemptions, wallets and their movements, VIP tiers. Money is integer minor units; times are
 * epoch milliseconds; booleans 0/1.
 */
export interface CartTables {
  carts: CartTable;
  cart_lines: CartLineTable;
  cart_line_contents: CartLineContentTable;
  coupons: CouponTable;
  coupon_redemptions: CouponRedemptionTable;
  coupon_account_uses: CouponAccountUseTable;
  wallets: WalletTable;
  wallet_transactions: WalletTransactionTable;
  vip_tiers: VipTierTable;
}

/** `open`: the one cart the shopper fills; `checked_out`: bought (closed by purchase completion). */
export type CartStatus = 'open' | 'checked_out';

/** A shopper's cart. At most one `open` cart per account (a partial unique index holds that). */
export interface CartTable {
  id: Generated<number>;
  account_id: number;
  status: CartStatus;
  /** The applied coupon (one at a time). */
  coupon_id: number | null;
  /** 1 while the shopper pays part of the cart from the wallet (redeem); the amount follows the cart. */
  use_wallet: Generated<SqlBool>;
  /** The gift the order is sent as (all four set), or all null to buy for oneself. */
  gift_first_name: string | null;
  gift_last_name: string | null;
  gift_email: string | null;
  gift_mail_body: string | null;
  created_at: number;
  updated_at: number;
  closed_at: number | null;
}
export type CartRow = Selectable<CartTable>;

/** One product in a cart; a product is in a cart at most once. Prices are read live from the offer. */
export interface CartLineTable {
  id: Generated<number>;
  cart_id: number;
  product_id: number;
  /** The SKU bought: the product's main SKU, or the custom bundle's own SKU. */
  sku_id: number;
  /** The product's purchase offer (its prices per site are in `offer_prices`). */
  offer_id: number;
  /** The shopper chose to buy a DLC without its suggested (not required) base game. */
  allow_non_required_base: Generated<SqlBool>;
  created_at: number;
}
export type CartLineRow = Selectable<CartLineTable>;

/** The SKUs the shopper picked for a build-your-own (custom) bundle line. */
export interface CartLineContentTable {
  line_id: number;
  sku_id: number;
  position: number;
}

/**
 * A coupon code. Exactly one of `percent_off` and `amount_off` is set; a fixed amount is in the
 * minor units of its site's currency, so it needs `site_id`. `redemptions` counts orders that
 * used it; `single_use` coupons have `max_redemptions` 1.
 */
export interface CouponTable {
  id: Generated<number>;
  /** Upper case; unique. Shoppers may type it in any case. */
  code: string;
  /** "My coupons" title. */
  title: string;
  /** "My coupons" description and the cart's `coupon_description`. */
  description: string;
  percent_off: number | null;
  amount_off: number | null;
  /** Only valid on this site (1 US, 2 UK, 3 EU); null for every site. */
  site_id: number | null;
  single_use: Generated<SqlBool>;
  max_redemptions: number | null;
  redemptions: Generated<number>;
  /** The cart must total at least this much (minor units of the cart's currency) before the coupon. */
  min_spend: number | null;
  starts_at: number | null;
  expires_at: number | null;
  /** A personal coupon: only this account sees and may use it. Null: anyone. */
  account_id: number | null;
  /** 1: each account may complete one order with it (the first-visit coupons); see {@link CouponAccountUseTable}. */
  once_per_account: Generated<SqlBool>;
  created_at: number;
}
export type CouponRow = Selectable<CouponTable>;

/** One use of a coupon by an order; makes {@link CouponTable.redemptions} replay-safe per order. */
export interface CouponRedemptionTable {
  coupon_id: number;
  order_id: number;
  created_at: number;
}

/**
 * The one use of a once-per-account coupon by an account (migration `0007_hardening`): the
 * primary key (coupon, account) is what refuses a second order, even one completing at the same moment.
 */
export interface CouponAccountUseTable {
  coupon_id: number;
  account_id: number;
  order_id: number;
  created_at: number;
}

/** Wallet credit of an account (minor units, never below zero). */
export interface WalletTable {
  account_id: number;
  balance: number;
  updated_at: number;
}

export type WalletPurpose = 'trade_in' | 'redeem' | 'refund';

/**
 * A wallet movement: trade-in credit (positive), credit spent on an order (negative), or that
 * spend given back when the order was refunded (positive).
 */
export interface WalletTransactionTable {
  id: Generated<number>;
  account_id: number;
  purpose: WalletPurpose;
  amount: number;
  product_id: number | null;
  /** The order a redeem paid for, or a refund gave back (one of each per order). */
  order_id: number | null;
  /** The inventory item a trade-in credited (one credit per item). */
  inventory_id: number | null;
  created_at: number;
}
export type WalletTransactionRow = Selectable<WalletTransactionTable>;

/**
 * A VIP tier (spec §3): reached when lifetime `accounts.purchase_amount` is at least
 * `purchase_price`. Discounts are whole percents.
 */
export interface VipTierTable {
  tier: number;
  name: string;
  purchase_price: number;
  /** Percent off titles the store delivers itself (DRM none, the store's own, ADS). */
  purchase_discount: number;
  /** Percent off titles delivered as third-party platform keys (Steam, Origin, consoles, …). */
  genba_discount: number;
  display_text: string;
}
export type VipTierRow = Selectable<VipTierTable>;
