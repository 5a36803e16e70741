import type { Generated, Selectable } from 'kysely';
import type { SqlBool } from './accounts.js';

/**
 * Tables of the orders area (migration `0005_orders`): payments (one per checkout), orders and
 * their lines, the library (inventory items, whose keys are `activation_keys.assigned_inventory_id`),
 * trade-ins, Cloud Play tickets, recorded purchase failures, and the ledger of the built-in
 * sandbox payment provider. Money is integer minor units of the payment's currency; times are
 * epoch milliseconds; booleans 0/1.
 */
export interface OrderTables {
  payments: PaymentTable;
  orders: OrderTable;
  order_lines: OrderLineTable;
  inventory_items: InventoryItemTable;
  trade_ins: TradeInTable;
  streaming_tickets: StreamingTicketTable;
  purchase_failures: PurchaseFailureTable;
  sandbox_payments: SandboxPaymentTable;
  affiliates: AffiliateTable;
}

/** The payment providers by the path segment of their calls (spec §7). */
export type ProviderName = 'stripe' | 'paypal' | 'xsolla' | 'livegamer';

/**
 * Where a payment stands. Only the completion's transaction moves `approved` to `captured` or
 * `authorized`, in the same commit that writes the order and its keys:
 * - `pending`: created, waiting for the shopper to pay;
 * - `requires_action`: the provider asks the shopper for a challenge (3-D Secure);
 * - `approved`: the provider holds the funds (card confirmed, hosted Pay, PayPal-type authorised);
 *   nothing is charged and nothing is delivered yet;
 * - `captured`: order delivered and the whole amount charged (or being charged, `sync_due`);
 * - `authorized`: order delivered; the pre-order part stays authorised until release;
 * - `failed`: declined or refused by the fraud check; `aborted`: the shopper left the checkout;
 * - `voided`: the authorisation was released (completion refused, e.g. no key left);
 * - `expired`: abandoned unpaid for longer than `PAYMENT_EXPIRY_MINUTES`; the hold was released;
 * - `refunded`: money went back after a capture.
 * The legal moves between them are `services/orders/paymentStates.ts`.
 */
export type PaymentStatus =
  | 'pending'
  | 'requires_action'
  | 'approved'
  | 'captured'
  | 'authorized'
  | 'failed'
  | 'aborted'
  | 'voided'
  | 'expired'
  | 'refunded';

/** The statuses of a payment whose order exists. */
export const FINAL_PAID_STATUSES: readonly PaymentStatus[] = ['captured', 'authorized'];

export interface PaymentTable {
  /** The wire `payment_id`: `pay_` and 24 random hex digits. */
  id: string;
  account_id: number;
  cart_id: number;
  provider: ProviderName;
  /** The provider's id of the payment (sandbox ref, or the live provider's object id). */
  provider_ref: string | null;
  client_secret: string | null;
  call_url: string | null;
  /** The client's `Idempotency-Key`; unique per account. */
  idempotency_key: string | null;
  status: PaymentStatus;
  site_id: number;
  /** ISO 4217 code of the site's currency. */
  currency: string;
  /** Sum of the lines' prices after sale and VIP prices, before the coupon. */
  subtotal: number;
  coupon_discount: number;
  /** Wallet credit spent on the order. */
  redeem_amount: number;
  tax: number;
  /** What the provider charges: subtotal − coupon − redeem + tax. */
  total: number;
  /** The part of `total` for pre-order lines: authorised now, captured at release. */
  preorder_amount: number;
  /** How much the provider has captured so far. */
  captured_amount: Generated<number>;
  /** How much of the authorisation was released (pre-orders cancelled before capture). */
  voided_amount: Generated<number>;
  /**
   * 1 while the provider has not been told yet what the database decided (capture up to
   * `captured_amount`, void up to `voided_amount`, or cancel); cleared once it has.
   */
  sync_due: Generated<SqlBool>;
  /** 1 while a refund decided in our books (`refunded`) has not reached the provider yet. */
  refund_due: Generated<SqlBool>;
  /** When the operator refunded the payment. */
  refunded_at: Generated<number | null>;
  coupon_id: number | null;
  coupon_code: string | null;
  /** The percent of a percent coupon, for the receipt. */
  coupon_percent: number | null;
  /** Two-letter US state the tax was computed for, or null without sales tax. */
  tax_region: string | null;
  /** Tax rate in parts per million (6.875% is 68750). */
  tax_rate_ppm: number;
  gift_first_name: string | null;
  gift_last_name: string | null;
  gift_email: string | null;
  gift_mail_body: string | null;
  redirect_url: string;
  locale: string | null;
  ris_session_id: string | null;
  affiliate_id: string | null;
  /** JSON `PaymentLine[]`: what the checkout priced, read by the completion. */
  lines: string;
  /** Purchase-fail code (3001, 4001, 4002, 5001) or checkout code of a failed payment. */
  error_code: number | null;
  error_message: string | null;
  created_at: number;
  updated_at: number;
  approved_at: number | null;
  completed_at: number | null;
}
export type PaymentRow = Selectable<PaymentTable>;

export interface OrderTable {
  id: Generated<number>;
  /** One order per payment: the unique index is the last guard of exactly-once completion. */
  payment_id: string;
  /** The buyer. */
  account_id: number;
  cart_id: number;
  site_id: number;
  currency: string;
  subtotal: number;
  coupon_discount: number;
  coupon_code: string | null;
  redeem_amount: number;
  tax: number;
  total: number;
  /** A gift's recipient e-mail; null when bought for oneself. */
  gift_email: string | null;
  gift_first_name: string | null;
  gift_last_name: string | null;
  gift_mail_body: string | null;
  affiliate_id: string | null;
  /** 5% of the net total (after discounts, before tax), rounded down. */
  affiliate_commission: number;
  /** Cloud Play hours the order granted. */
  estimated_hours: number;
  created_at: number;
}
export type OrderRow = Selectable<OrderTable>;

/** How the money of one order line stands with the provider. */
export type LineCaptureState = 'captured' | 'authorized' | 'voided';

export interface OrderLineTable {
  id: Generated<number>;
  order_id: number;
  position: number;
  product_id: number;
  sku_id: number;
  title: string;
  /** Price before any discount (list price). */
  list_price: number;
  /** Price paid after sale or VIP price, before the order's coupon. */
  price: number;
  /** This line's share of the provider charge (coupon, redeem and tax spread over the lines). */
  charge: number;
  is_preorder: SqlBool;
  /** `YYYY-MM-DD` */
  release_date: string;
  capture_state: LineCaptureState;
}
export type OrderLineRow = Selectable<OrderLineTable>;

export interface InventoryItemTable {
  id: Generated<number>;
  /** The owner; null while a gift waits for an account with `held_for_email` to confirm it. */
  account_id: number | null;
  /** The recipient e-mail of a gift held for someone without a (confirmed) account. */
  held_for_email: string | null;
  /** The buyer's e-mail on a gift (spec §3 `gift_from_email`). */
  gift_from_email: string | null;
  order_id: number | null;
  order_line_id: number | null;
  product_id: number;
  sku_id: number;
  purchase_type: 'purchase' | 'rental';
  is_preorder: SqlBool;
  entitlement_status: 'activated' | 'redeemed' | 'no_entitlement';
  rental_expires_at: number | null;
  /** Set when the game was traded in: it leaves the library. */
  traded_in_at: number | null;
  created_at: number;
}
export type InventoryItemRow = Selectable<InventoryItemTable>;

/** A trade-in: the item left the library and its credit went to the wallet (once per item). */
export interface TradeInTable {
  id: Generated<number>;
  account_id: number;
  inventory_id: number;
  product_id: number;
  credit: number;
  site_id: number;
  created_at: number;
}

/** Cloud Play time (spec §3 Cloud Play ticket): paid tickets come with orders, bonus ones with campaigns. */
export interface StreamingTicketTable {
  id: Generated<number>;
  account_id: number;
  /** The order that granted a paid ticket (one per order). */
  order_id: number | null;
  bonus: SqlBool;
  seconds: number;
  seconds_used: Generated<number>;
  expires_at: number;
  created_at: number;
}

/** A failure the client reported (`POST /api/account/purchases/fail`) or a refused completion. */
export interface PurchaseFailureTable {
  id: Generated<number>;
  account_id: number;
  cart_id: number | null;
  payment_id: string | null;
  error_code: number;
  created_at: number;
}

/** The sandbox provider's own view of a payment (what a real provider keeps on its side). */
export type SandboxStatus =
  | 'requires_payment_method'
  /** A 3-D Secure card waits for the shopper's answer on the sandbox's challenge page. */
  | 'requires_action'
  | 'approved'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled'
  | 'failed';

/** The ledger of the built-in sandbox provider: every "charge" the sandbox makes is a capture here. */
export interface SandboxPaymentTable {
  ref: string;
  kind: 'card' | 'paypal' | 'hosted';
  /** Our payment id; creating twice for it returns the same sandbox payment. */
  payment_id: string;
  amount: number;
  currency: string;
  status: SandboxStatus;
  client_secret: string;
  captured_amount: Generated<number>;
  /** How many captures reached the sandbox (exactly-once checks read it). */
  capture_count: Generated<number>;
  voided_amount: Generated<number>;
  /** How much of the captured amount went back to the shopper. */
  refunded_amount: Generated<number>;
  /** How many refunds reached the sandbox (exactly-once checks read it). */
  refund_count: Generated<number>;
  payer_id: string | null;
  card_last4: string | null;
  decline_code: string | null;
  decline_message: string | null;
  created_at: number;
  updated_at: number;
}
export type SandboxPaymentRow = Selectable<SandboxPaymentTable>;

/**
 * A registered affiliate (migration `0007_hardening`): orders made with its `?aff=` id earn it
 * a commission, unless the buyer is its own account.
 */
export interface AffiliateTable {
  /** The `?aff=` id: letters, digits, `-` and `_`, up to 64. */
  id: string;
  name: string;
  /** The affiliate's own store account, if it has one. */
  account_id: number | null;
  created_at: number;
}
export type AffiliateRow = Selectable<AffiliateTable>;
