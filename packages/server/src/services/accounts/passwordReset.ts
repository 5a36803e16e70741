import { passwordResetBodySchema, passwordResetRequestBodySchema } from '@d2d/contract';
import { ApiError } from '../../http/apiError.js';
import { deliverInBackground, type AccountsContext } from './context.js';
import { accountByEmail, resetAccountPassword } from './data/accounts.js';
import { deleteMailTokens } from './data/mailTokens.js';
import { ACCOUNT_TEXT } from './failures.js';
import { normalizeEmail } from './input.js';
import { clearLoginFailures } from './loginThrottle.js';
import { consumeMailToken, isLiveMailToken, sendTokenMail } from './mailTokens.js';
import { parseInput } from './parse.js';
import { hashPassword } from './passwords.js';
import { revokeAllTokens } from './sessions.js';
import { isSocialTemporaryEmail } from './temporaryEmail.js';

/** The contract's acknowledgement answer. */
export interface Ack {
  success: true;
  message: string;
}

/**
 * `POST /api/account/password` (forgot password): mails a `/#!/reset-password/{token}` link when
 * the address has an account. The answer is the same for known and unknown addresses, and the
 * mail is sent after answering, so neither content nor timing tells who is registered.
 */
export async function requestPasswordReset(ctx: AccountsContext, body: unknown, origin: string): Promise<Ack> {
  const parsed = parseInput(passwordResetRequestBodySchema, body);
  if (!parsed.ok) throw ApiError.unprocessable(undefined, parsed.errors);
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    const account = await accountByEmail(trx, normalizeEmail(parsed.data.account.email));
    if (account) await sendTokenMail(trx, account, 'reset_password', account.email, origin, now);
  });
  deliverInBackground(ctx);
  return { success: true, message: ACCOUNT_TEXT.resetRequested };
}

/**
 * `PUT /api/account/password`: sets a new password with a mailed reset token (once; 6 hours).
 * It also confirms the address (the link proves the mailbox), revokes every token of the account
 * and forgives its failed logins; the shopper then logs in with the new password. The body's
 * `source` (where the reset started) is accepted and does not change the result.
 */
export async function resetPassword(ctx: AccountsContext, body: unknown): Promise<Ack> {
  const parsed = parseInput(passwordResetBodySchema, body);
  if (!parsed.ok) throw ApiError.unprocessable(undefined, parsed.errors);
  const { reset_password_token: token, password } = parsed.data.account;
  const now = ctx.now();
  // a made-up or stale token is refused before the password is hashed: hashing is the costly step, and
  // guessing tokens must not be a way to keep the thread pool busy
  if (!(await isLiveMailToken(ctx.db, token, ['reset_password'], now))) {
    throw ApiError.unprocessable(undefined, { reset_password_token: [ACCOUNT_TEXT.resetLinkInvalid] });
  }
  const passwordHash = await hashPassword(password, ctx.passwordCost);
  return ctx.db.transaction().execute(async (trx) => {
    const used = await consumeMailToken(trx, token, ['reset_password'], now);
    // the link proves a mailbox, which a social sign-up's temporary address does not have
    const account = used ? await resetAccountPassword(trx, used.accountId, used.email, passwordHash, now, !isSocialTemporaryEmail(used.email)) : undefined;
    if (!account) throw ApiError.unprocessable(undefined, { reset_password_token: [ACCOUNT_TEXT.resetLinkInvalid] });
    await deleteMailTokens(trx, account.id, 'reset_password');
    await revokeAllTokens(trx, account.id);
    await clearLoginFailures(trx, account.id);
    return { success: true, message: ACCOUNT_TEXT.passwordReset } as const;
  });
}
