import type { Account, SocialProvider } from '@d2d/contract';
import type { Db } from '../../db/database.js';
import type { AccountRow } from '../../db/tables/accounts.js';
import { connectedProviders } from './data/connections.js';
import { countryCode2 } from './data/countries.js';
import { isTemporaryEmail } from './temporaryEmail.js';

/** The social providers an account can link (spec §6); `connections` lists each one. */
export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['facebook', 'google'];

const bool = (value: 0 | 1 | null): boolean | null => (value === null ? null : value === 1);

/**
 * The account as the wire shows it (spec §3 Account). `unconfirmedEmail` is the address waiting
 * for its link: the requested new one after an e-mail change, or the account's own address
 * while it was never confirmed; null once everything is confirmed.
 * @param token the session token, on answers that log in (login, sign-up, password change)
 */
export async function accountJson(db: Db, account: AccountRow, token?: string): Promise<Account> {
  const [country, connections] = await Promise.all([
    account.address_country_code_id === null ? Promise.resolve(undefined) : countryCode2(db, account.address_country_code_id),
    connectedProviders(db, account.id),
  ]);
  const linked = new Set(connections.map((c) => c.provider));
  const json: Account = {
    id: account.id,
    emailAddress: account.email,
    unconfirmedEmail: account.unconfirmed_email ?? (account.email_confirmed_at === null ? account.email : null),
    firstName: account.user_name,
    userName: account.user_name,
    user_name: account.user_name,
    subscribe: account.subscribe === 1,
    allow_tracking: bool(account.allow_tracking),
    address: {
      user_name: account.address_user_name,
      street_1: account.address_street_1,
      street_2: account.address_street_2,
      city: account.address_city,
      state: account.address_state,
      zipcode: account.address_zipcode,
      country_code_id: account.address_country_code_id,
      country: country ? { code2: country.code2 } : null,
    },
    connections: SOCIAL_PROVIDERS.map((source) => ({ source, connected: linked.has(source) })),
    gdprOptIn: bool(account.gdpr_opt_in),
    // minor units inside, the 2-decimal amount on the wire
    purchase_amount: account.purchase_amount / 100,
    loyalty_misc: { welcome: account.loyalty_welcome === 1 },
    vip_tier: account.vip_tier > 0 ? account.vip_tier : null,
    bonus20hrs: account.bonus20hrs === 1,
    freeTrialEvent: account.free_trial_event === 1,
    temporary_email: isTemporaryEmail(account.email),
    password_set: account.password_hash !== null,
  };
  if (token !== undefined) json.token = token;
  return json;
}
