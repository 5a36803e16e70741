import type { Db } from '../../db/database.js';
import type { PaymentProvider } from '../../payments/provider.js';

/**
 * What the premium services depend on: the database, the clock (tests move it past end dates),
 * the plan price setting and the hosted-checkout provider subscriptions are paid with.
 */
export interface PremiumContext {
  db: Db;
  now: () => number;
  /** `PREMIUM_PRICE` in minor units of each site's currency. */
  priceMinor: number;
  /** The hosted checkout (`xsolla`, sandbox without credentials). */
  provider: PaymentProvider;
}
