/**
 * The one interface every payment provider adapter implements (DECISIONS.md "Payment
 * providers"). The orders area talks only to it: create a payment for an amount, learn whether
 * the shopper's money is held, capture what was delivered, release the rest. Every call is
 * idempotent, so a completion retried after a crash can repeat any of them safely.
 * @module
 */
import type { Db } from '../db/database.js';
import type { ProviderName } from '../db/tables/orders.js';

export type { ProviderName } from '../db/tables/orders.js';

/** The provider kinds of spec §1, as the `PAYMENT_PROVIDER` setting names them. */
export type ProviderKind = 'card' | 'paypal' | 'hosted' | 'legacy';

/** The wire name (`payment`, the path segment of its calls) of each kind. */
export const PROVIDER_NAME_OF_KIND: Readonly<Record<ProviderKind, ProviderName>> = {
  card: 'stripe',
  paypal: 'paypal',
  hosted: 'xsolla',
  legacy: 'livegamer',
};

/** Every provider kind, in the order the setting documents them. */
export const PROVIDER_KINDS: readonly ProviderKind[] = ['card', 'paypal', 'hosted', 'legacy'];

/** What a new payment is for. */
export interface CreatePaymentInput {
  /** Our payment id: a provider returns the same payment when asked twice for it. */
  paymentId: string;
  amountMinor: number;
  /** ISO 4217 code. */
  currency: string;
  /** The store's origin: hosted pages report back to it and return the shopper to it. */
  storeOrigin: string;
  /** The origin the provider's pages are served from (this server's public origin). */
  serverOrigin: string;
  now: number;
}

/** The provider's answer to a new payment; the client continues with one of these. */
export interface CreatedPayment {
  /** The provider's id of the payment. */
  ref: string;
  /** The card provider's secret the card form confirms with. */
  clientSecret: string | null;
  /** The page the store shows in its embedded frame (hosted and PayPal-type providers). */
  callUrl: string | null;
}

/** Why a provider refused the shopper's money. */
export interface ProviderFailure {
  /** `card_declined`, `insufficient_funds`, `fraudulent`, … */
  code: string;
  /** The provider's message, shown as is (spec §8 "Card failure: the provider's message"). */
  message: string;
}

/** Where a payment stands at the provider. */
export type ProviderPaymentState =
  | { state: 'pending' }
  /** The buyer approved a PayPal-type payment; it still needs `authorize`. */
  | { state: 'buyer_approved'; payerId: string }
  /** The money is held: it may be captured (delivered) or voided. */
  | { state: 'authorized' }
  | { state: 'captured' }
  | { state: 'failed'; failure: ProviderFailure }
  | { state: 'canceled' }
  | { state: 'unknown' };

/** Body of the card provider's fraud check (spec §7 `/d2d/stripe/kt`). */
export interface FraudCheckInput {
  riskSessionId: string;
  identifier: string;
  cardToken: string;
  billingEmail: string;
}

/** A fraud check's verdict; `code` is what the shopper's message shows after '#'. */
export type FraudVerdict = { success: true } | { success: false; code: string };

/**
 * A payment provider. `db` is passed to every call so sandbox providers can keep their ledger in
 * the store's database; live adapters ignore it.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  readonly kind: ProviderKind;
  /** `sandbox` without credentials: test cards and pages served by this server. */
  readonly mode: 'sandbox' | 'live';
  /** Creates (or, for the same `paymentId`, finds) the provider's payment. */
  create(db: Db, input: CreatePaymentInput): Promise<CreatedPayment>;
  /** Where the payment stands now. */
  retrieve(db: Db, ref: string): Promise<ProviderPaymentState>;
  /** PayPal-type: authorises a payment the buyer approved; others answer `retrieve`. */
  authorize(db: Db, ref: string, payerId: string | null, now: number): Promise<ProviderPaymentState>;
  /** Captures until `cumulativeMinor` in all has been captured (a repeat captures nothing more). */
  captureTo(db: Db, ref: string, cumulativeMinor: number, now: number): Promise<void>;
  /** Releases until `cumulativeMinor` in all of the authorisation has been voided. */
  voidTo(db: Db, ref: string, cumulativeMinor: number, now: number): Promise<void>;
  /** Cancels a payment that will not be completed (nothing captured, the hold released). */
  cancel(db: Db, ref: string, now: number): Promise<void>;
  /**
   * Refunds everything captured of the payment. Idempotent: a repeated call refunds nothing twice.
   * Throws when the provider has nothing captured to refund.
   */
  refund(db: Db, ref: string, now: number): Promise<void>;
  /** The card provider's fraud check; other kinds have none. */
  fraudCheck?(db: Db, ref: string, input: FraudCheckInput, now: number): Promise<FraudVerdict>;
}
