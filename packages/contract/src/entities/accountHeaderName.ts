import type { Account } from './account.js';

// apart from account.ts so that a page showing the header needs no zod (the schemas may load later)

/**
 * The name the account header shows: the e-mail, or the user name when the e-mail is temporary
 * (spec §2 My account).
 * @param account - the signed-in account
 * @returns the text for the header
 * @example
 * accountHeaderName(account); // 'jane@example.com'
 */
export function accountHeaderName(account: Account): string {
  const name = account.userName ?? account.user_name;
  return account.temporary_email && name ? name : account.emailAddress;
}
