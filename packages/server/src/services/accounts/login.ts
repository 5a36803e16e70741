import { randomBytes } from 'node:crypto';
import { LOGIN_FAILURE_ID, passwordLoginBodySchema, tokenLoginBodySchema } from '@d2d/contract';
import type { AccountRow } from '../../db/tables/accounts.js';
import { ApiError } from '../../http/apiError.js';
import { deliverInBackground, type AccountsContext } from './context.js';
import { accountByEmail, writePasswordHash } from './data/accounts.js';
import { ACCOUNT_TEXT } from './failures.js';
import { asRecord, normalizeEmail } from './input.js';
import { forgiveLoginAttempt, recordLoginSuccess, reserveLoginAttempt } from './loginThrottle.js';
import { sendTokenMail } from './mailTokens.js';
import { parseInput } from './parse.js';
import { MAX_PASSWORD_INPUT, hashPassword, needsRehash, verifyPassword } from './passwords.js';
import { issueTokens, redeemRememberToken, type IssuedTokens } from './sessions.js';

/** A successful login: the account and its new tokens. */
export interface LoginResult {
  account: AccountRow;
  tokens: IssuedTokens;
}

// a hash to check unknown e-mails against, so they take as long as known ones
const dummyHashes = new WeakMap<AccountsContext, Promise<string>>();
function dummyHash(ctx: AccountsContext): Promise<string> {
  let hash = dummyHashes.get(ctx);
  if (!hash) {
    hash = hashPassword(randomBytes(16).toString('hex'), ctx.passwordCost);
    dummyHashes.set(ctx, hash);
  }
  return hash;
}

/**
 * `POST /api/account/login` (spec §7, §8). With `remember_token` it is a token login: the token
 * is used up and new ones are issued. With e-mail and password:
 * - missing or malformed fields → 400 model-state (also for a malformed remember token);
 * - unknown e-mail or wrong password → 409 'Invalid email or password.';
 * - throttled (see `loginThrottle.ts`) → 409 without checking the password;
 * - an account with no password (social sign-up) → 409 id 104 and a mail to choose one;
 * - an unconfirmed account past its grace period → 409 id 102 (the client offers a resend);
 *   within the grace period unconfirmed accounts log in, flagged by `unconfirmedEmail`.
 * @param client the caller's address, the unit of throttling
 * @param origin the store's origin, for the link of a 104 mail
 */
export async function login(ctx: AccountsContext, body: unknown, client: string, origin: string): Promise<LoginResult> {
  if ('remember_token' in asRecord(body)) {
    const parsed = parseInput(tokenLoginBodySchema, body);
    if (!parsed.ok) throw ApiError.badRequest(parsed.errors);
    const redeemed = await redeemRememberToken(ctx.db, parsed.data.remember_token, ctx.now());
    if (!redeemed) throw ApiError.conflict(ACCOUNT_TEXT.rememberTokenInvalid);
    return redeemed;
  }
  const parsed = parseInput(passwordLoginBodySchema, body);
  if (!parsed.ok) throw ApiError.badRequest(parsed.errors);
  const { email, password } = parsed.data;

  const now = ctx.now();
  const account = await accountByEmail(ctx.db, normalizeEmail(email));
  if (!account) {
    await verifyPassword(password, await dummyHash(ctx));
    throw ApiError.conflict(ACCOUNT_TEXT.invalidCredentials);
  }
  if (account.password_hash === null) {
    await ctx.db.transaction().execute((trx) => sendTokenMail(trx, account, 'reset_password', account.email, origin, now));
    deliverInBackground(ctx);
    throw ApiError.conflict(ACCOUNT_TEXT.passwordNotSet, LOGIN_FAILURE_ID.passwordNotSet);
  }
  const attempt = await reserveLoginAttempt(ctx.db, account.id, client, now, ctx.loginThrottle);
  if (attempt === null) throw ApiError.conflict(ACCOUNT_TEXT.tooManyAttempts);

  const ok = password.length <= MAX_PASSWORD_INPUT && (await verifyPassword(password, account.password_hash));
  // a wrong password leaves the reserved attempt counted as a failure
  if (!ok) throw ApiError.conflict(ACCOUNT_TEXT.invalidCredentials);
  if (account.email_confirmed_at === null && now - account.created_at > ctx.unconfirmedAccessMs) {
    await forgiveLoginAttempt(ctx.db, attempt);
    throw ApiError.conflict(ACCOUNT_TEXT.mustConfirm, LOGIN_FAILURE_ID.emailUnconfirmed);
  }

  // an older, cheaper hash is upgraded while the password is at hand
  const upgraded = needsRehash(account.password_hash, ctx.passwordCost) ? await hashPassword(password, ctx.passwordCost) : null;
  const tokens = await ctx.db.transaction().execute(async (trx) => {
    await recordLoginSuccess(trx, account.id, client, now);
    if (upgraded) await writePasswordHash(trx, account.id, upgraded, now);
    return issueTokens(trx, account.id, now);
  });
  return { account, tokens };
}
