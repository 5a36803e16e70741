import { MESSAGES, updateEmailBodySchema, updatePasswordBodySchema } from '@d2d/contract';
import type { AccountRow } from '../../db/tables/accounts.js';
import { ApiError } from '../../http/apiError.js';
import { deliverInBackground, type AccountsContext } from './context.js';
import { accountIdByEmail, setPasswordHash, setUnconfirmedEmail } from './data/accounts.js';
import { ACCOUNT_TEXT, isUniqueViolation, passwordIncorrect } from './failures.js';
import { normalizeEmail } from './input.js';
import type { LoginResult } from './login.js';
import { forgiveLoginAttempt, reserveLoginAttempt } from './loginThrottle.js';
import { sendTokenMail } from './mailTokens.js';
import { parseInput } from './parse.js';
import { MAX_PASSWORD_INPUT, hashPassword, verifyPassword } from './passwords.js';
import { issueTokens, revokeAllTokens } from './sessions.js';
import { isTemporaryEmail } from './temporaryEmail.js';

/**
 * Checks the current password of a logged-in account. Wrong guesses count toward the same login
 * throttle, so a stolen session cannot be used to guess the password either.
 * @throws 422 'Your password is incorrect.' or 409 when throttled
 */
async function checkCurrentPassword(ctx: AccountsContext, account: AccountRow, password: string, client: string): Promise<void> {
  if (account.password_hash === null) throw passwordIncorrect();
  const attempt = await reserveLoginAttempt(ctx.db, account.id, client, ctx.now(), ctx.loginThrottle);
  if (attempt === null) throw ApiError.conflict(ACCOUNT_TEXT.tooManyAttempts);
  // a wrong password leaves the reserved attempt counted as a failure
  if (password.length > MAX_PASSWORD_INPUT || !(await verifyPassword(password, account.password_hash))) throw passwordIncorrect();
  await forgiveLoginAttempt(ctx.db, attempt);
}

/**
 * `PATCH /api/account/update_password` ({ current_password, password, password_confirmation }).
 * Form errors → 422 per field; a wrong current password → 422 'Your password is incorrect.'.
 * On success every token of the account is revoked (other devices are logged out, old remember
 * tokens stop working) and the caller gets a new session, so the answer carries the new token.
 */
export async function changePassword(ctx: AccountsContext, account: AccountRow, body: unknown, client: string): Promise<LoginResult> {
  const parsed = parseInput(updatePasswordBodySchema, body);
  if (!parsed.ok) throw ApiError.unprocessable(undefined, parsed.errors);
  const values = parsed.data.account;
  await checkCurrentPassword(ctx, account, values.current_password, client);
  const passwordHash = await hashPassword(values.password, ctx.passwordCost);
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    const updated = await setPasswordHash(trx, account.id, passwordHash, now);
    await revokeAllTokens(trx, account.id);
    const tokens = await issueTokens(trx, account.id, now);
    return { account: updated, tokens };
  });
}

/**
 * `PATCH /api/account/update_email` ({ email, current_password }).
 * An account made by social login that has no password yet changes its address without one (the
 * temporary-address replace flow of spec §4); every other account needs its password:
 * a missing or wrong current password → 422 'Your password is incorrect.' (spec §5); a bad, temporary,
 * unchanged or taken address → 409 'New email is invalid or already exists.' (the client shows
 * that text for every status but 422). On success the new address waits in `unconfirmedEmail`
 * and gets a `/#!/reconfirmation/{token}` link; the account keeps its address until then.
 */
export async function changeEmail(ctx: AccountsContext, account: AccountRow, body: unknown, client: string, origin: string): Promise<AccountRow> {
  const parsed = parseInput(updateEmailBodySchema, body);
  if (!parsed.ok) {
    const { current_password: passwordErrors } = parsed.errors;
    if (passwordErrors) throw ApiError.unprocessable(undefined, { current_password: passwordErrors });
    throw ApiError.conflict(MESSAGES.emailUpdateFailed);
  }
  if (account.password_hash !== null) {
    const current = parsed.data.account.current_password;
    if (current === undefined) throw ApiError.unprocessable(undefined, { current_password: [MESSAGES.fieldRequired] });
    await checkCurrentPassword(ctx, account, current, client);
  }
  const address = normalizeEmail(parsed.data.account.email);
  if (address === account.email || isTemporaryEmail(address)) throw ApiError.conflict(MESSAGES.emailUpdateFailed);
  const now = ctx.now();
  try {
    const updated = await ctx.db.transaction().execute(async (trx) => {
      const taken = await accountIdByEmail(trx, address);
      if (taken) throw ApiError.conflict(MESSAGES.emailUpdateFailed);
      const row = await setUnconfirmedEmail(trx, account.id, address, now);
      await sendTokenMail(trx, row, 'reconfirmation', address, origin, now);
      return row;
    });
    deliverInBackground(ctx);
    return updated;
  } catch (error) {
    if (isUniqueViolation(error)) throw ApiError.conflict(MESSAGES.emailUpdateFailed);
    throw error;
  }
}
