import type { Generated, Selectable } from 'kysely';
import type { SqlBool } from './accounts.js';

/**
 * Tables of the premium area (migration `0006_premium`): the free-trial campaigns, the month's
 * hand-picked titles, one subscription per account, the once-per-account trial redeems, the
 * subscription and rental payments made through the hosted checkout, and the activation keys handed to
 * members. Money is integer minor units of the row's currency; times are epoch milliseconds.
 */
export interface PremiumTables {
  premium_campaigns: PremiumCampaignTable;
  premium_active_games: PremiumActiveGameTable;
  premium_subscriptions: PremiumSubscriptionTable;
  premium_trials: PremiumTrialTable;
  premium_payments: PremiumPaymentTable;
  premium_key_grants: PremiumKeyGrantTable;
  premium_payment_methods: PremiumPaymentMethodTable;
  premium_gifts: PremiumGiftTable;
}

/** A free-trial campaign (spec §3 Campaigns): redeemable while now lies strictly inside it. */
export interface PremiumCampaignTable {
  id: Generated<number>;
  starts_at: number;
  ends_at: number;
  /** How long the trial it gives lasts. */
  trial_days: number;
}

/** One of the month's hand-picked premium titles (spec §9: 5 a month). */
export interface PremiumActiveGameTable {
  /** `YYYY-MM` (UTC). */
  month: string;
  /** 1-based order on the premium page. */
  position: number;
  product_id: number;
}

/** How the plan was started: the free trial or a paid month. */
export type PremiumTier = 'free_trial' | 'monthly';

/** Spec §4 Subscription states (the "not subscribed" state is the absence of a row). */
export type PremiumStatus = 'subscribed' | 'stop_renewing' | 'cancelled';

/**
 * An account's subscription; one row per account, reused when it subscribes again after the
 * plan ended. Membership holds while `now < end_at`, whatever the status: stopping renewal and
 * cancelling keep it until the billing cycle ends, with no refund (spec §4).
 */
export interface PremiumSubscriptionTable {
  account_id: number;
  tier: PremiumTier;
  status: PremiumStatus;
  stop_renewing: SqlBool;
  site_id: number;
  /** ISO 4217 code of the price. */
  currency: string;
  /** The monthly plan price the plan renews at (a free trial stores the plan price too). */
  price: number;
  started_at: number;
  end_at: number;
  cancelled_at: number | null;
  updated_at: number;
  /** Set when a renewal charge failed: membership holds until then, renewal is retried (migration 0011). */
  grace_until: Generated<number | null>;
  /** When the renewal job last claimed this plan's renewal. */
  renewal_attempt_at: Generated<number | null>;
}
export type PremiumSubscriptionRow = Selectable<PremiumSubscriptionTable>;

/** The free trial an account redeemed: the primary key makes it once per account. */
export interface PremiumTrialTable {
  account_id: number;
  campaign_id: number;
  created_at: number;
}

/** Where a subscription payment stands. */
export type PremiumPaymentStatus = 'pending' | 'completed' | 'failed' | 'cancelled';

/**
 * A payment through the hosted checkout of a subscription month (`POST
 * /d2d/xsolla/subscribe_premium`) or a rental (`POST /d2d/xsolla/rent`).
 */
export interface PremiumPaymentTable {
  /** `sub_` or `rent_` and 24 random hex digits; the provider's idempotency key. */
  id: string;
  account_id: number;
  kind: 'subscription' | 'rental';
  /** A rental's product, its SKU and its length in days (1 to 5); null for a subscription. */
  product_id: number | null;
  sku_id: number | null;
  days: number | null;
  provider: string;
  provider_ref: string;
  status: PremiumPaymentStatus;
  site_id: number;
  currency: string;
  amount: number;
  /** Where the hosted page returns the shopper when it is not framed. */
  return_url: string;
  error_message: string | null;
  created_at: number;
  updated_at: number;
  completed_at: number | null;
  /**
   * Set with the write that decides the payment (completed with its grant, failed or cancelled),
   * cleared once the provider was told (captured, or the hold released); the recovery job tells
   * it after a crash (migration 0015).
   */
  sync_due: Generated<SqlBool>;
  /** A renewal charge: the end of the period it renews; null for a hosted checkout payment. */
  renewal_period_end: Generated<number | null>;
}
export type PremiumPaymentRow = Selectable<PremiumPaymentTable>;

/**
 * A key of a Subscribe-offer SKU handed to a member, once per account and SKU. The key itself is
 * taken from the shared pool (`activation_keys`) by setting its `assigned_inventory_id` to
 * `-id` of this grant: the pool's one conditional write and its "free key" index stay the only
 * guard, so a purchase can never take a key a member holds (inventory ids are positive).
 */
export interface PremiumKeyGrantTable {
  id: Generated<number>;
  account_id: number;
  sku_id: number;
  key_id: number | null;
  created_at: number;
}

/**
 * The payment method a plan renews with: the card of the account's last paid month, kept by the
 * provider (`method_ref` is the provider's reusable id, never a card number of ours).
 */
export interface PremiumPaymentMethodTable {
  account_id: number;
  provider: string;
  method_ref: string;
  card_last4: string | null;
  created_at: number;
  updated_at: number;
}
export type PremiumPaymentMethodRow = Selectable<PremiumPaymentMethodTable>;

/**
 * A gift subscription (spec §4): its giver pays `months` of the plan (`payment_id`); the recipient
 * claims it once with its code, the claim payment authorising their card only.
 */
export interface PremiumGiftTable {
  id: Generated<number>;
  code: string;
  giver_account_id: number;
  recipient_email: string;
  months: number;
  payment_id: string;
  status: 'pending' | 'paid' | 'claimed';
  claim_payment_id: string | null;
  claimed_by: number | null;
  created_at: number;
  updated_at: number;
}
export type PremiumGiftRow = Selectable<PremiumGiftTable>;
