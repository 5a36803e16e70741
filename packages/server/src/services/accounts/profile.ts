import { accountUpdateBodySchema, gdprBodySchema } from '@d2d/contract';
import type { Updateable } from 'kysely';
import type { AccountRow, AccountTable } from '../../db/tables/accounts.js';
import { ApiError } from '../../http/apiError.js';
import type { AccountsContext } from './context.js';
import { setGdprOptInByEmail, updateAccount } from './data/accounts.js';
import { countryById } from './data/countries.js';
import { ACCOUNT_TEXT } from './failures.js';
import { normalizeEmail } from './input.js';
import { parseInput } from './parse.js';

const bit = (value: boolean): 0 | 1 => (value ? 1 : 0);

/**
 * `PATCH /api/account/update`: any of `user_name`, `subscribe`, `gdpr`, `allow_tracking` and
 * `address` ({ user_name, street_1, street_2, city, state, zipcode, country_code_id }). The
 * address follows the billing address rule (spec §5): all but line 2 required, the country one of
 * `/api/countries`. Errors answer 422 per field (address fields as `address.city` etc.); nothing
 * is written unless everything is valid. Fields not sent stay as they are.
 */
export async function updateProfile(ctx: AccountsContext, account: AccountRow, body: unknown): Promise<AccountRow> {
  const parsed = parseInput(accountUpdateBodySchema, body);
  if (!parsed.ok) throw ApiError.unprocessable(undefined, parsed.errors);
  const input = parsed.data.account;
  const changes: Updateable<AccountTable> = {};
  if (input.user_name !== undefined) changes.user_name = input.user_name;
  if (input.subscribe !== undefined) changes.subscribe = bit(input.subscribe);
  if (input.gdpr !== undefined) changes.gdpr_opt_in = bit(input.gdpr);
  if (input.allow_tracking !== undefined) changes.allow_tracking = bit(input.allow_tracking);
  const address = input.address;
  if (address) {
    const country = await countryById(ctx.db, address.country_code_id);
    if (!country) throw ApiError.unprocessable(undefined, { 'address.country_code_id': [ACCOUNT_TEXT.unknownCountry] });
    Object.assign(changes, {
      address_user_name: address.user_name,
      address_street_1: address.street_1,
      address_street_2: address.street_2 || null,
      address_city: address.city,
      address_state: address.state,
      address_zipcode: address.zipcode,
      address_country_code_id: address.country_code_id,
    } satisfies Updateable<AccountTable>);
  }
  return updateAccount(ctx.db, account.id, changes, ctx.now());
}

/**
 * `POST /api/account/gdpr` ({ email, opt_in }), from the GDPR page. A logged-in shopper sets the
 * consent of their own account (another address → 422). Without a login only withdrawing consent
 * is honoured (granting it for an address needs its owner: 401 opens the login); the answer is the
 * same whether or not the address has an account.
 */
export async function setGdpr(ctx: AccountsContext, body: unknown, current: AccountRow | null): Promise<{ success: true; gdprOptIn: boolean }> {
  const parsed = parseInput(gdprBodySchema, body);
  if (!parsed.ok) throw ApiError.unprocessable(undefined, parsed.errors);
  const address = normalizeEmail(parsed.data.email);
  const optIn = parsed.data.opt_in;
  if (current && current.email !== address) throw ApiError.unprocessable(undefined, { email: [ACCOUNT_TEXT.notYourEmail] });
  if (!current && optIn) throw ApiError.unauthorized(ACCOUNT_TEXT.gdprNeedsLogin);
  await setGdprOptInByEmail(ctx.db, address, bit(optIn), ctx.now());
  return { success: true, gdprOptIn: optIn };
}
