import type { Migration } from 'kysely';
import * as m0001 from './0001_countries.js';
import * as m0002 from './0002_catalogue.js';
import * as m0003 from './0003_accounts.js';
import * as m0004 from './0004_cart.js';
import * as m0005 from './0005_orders.js';
import * as m0006 from './0006_premium.js';
import * as m0007 from './0007_hardening.js';
import * as m0008 from './0008_streaming.js';
import * as m0009 from './0009_reviews.js';
import * as m0010 from './0010_social.js';
import * as m0011 from './0011_premium_renewal.js';
import * as m0012 from './0012_rate_limits.js';
import * as m0013 from './0013_payment_states.js';
import * as m0014 from './0014_webhook_outbox.js';
import * as m0015 from './0015_premium_payment_recovery.js';
import * as m0016 from './0016_catalogue_version.js';
import * as m0017 from './0017_refunds.js';
import * as m0018 from './0018_catalogue_version_notify.js';
import * as m0019 from './0019_wallet_refunds.js';

/**
 * Every migration, in order. Names sort lexically; never rename or edit one that has shipped,
 * add a new one instead.
 */
export const migrations: Record<string, Migration> = {
  '0001_countries': m0001,
  '0002_catalogue': m0002,
  '0003_accounts': m0003,
  '0004_cart': m0004,
  '0005_orders': m0005,
  '0006_premium': m0006,
  '0007_hardening': m0007,
  '0008_streaming': m0008,
  '0009_reviews': m0009,
  '0010_social': m0010,
  '0011_premium_renewal': m0011,
  '0012_rate_limits': m0012,
  '0013_payment_states': m0013,
  '0014_webhook_outbox': m0014,
  '0015_premium_payment_recovery': m0015,
  '0016_catalogue_version': m0016,
  '0017_refunds': m0017,
  '0018_catalogue_version_notify': m0018,
  '0019_wallet_refunds': m0019,
};
