import { MESSAGES, signUpBodySchema } from '@d2d/contract';
import type { CaptchaVerdict } from '../../captcha/altcha.js';
import type { AccountRow } from '../../db/tables/accounts.js';
import { ApiError } from '../../http/apiError.js';
import { deliverInBackground, type AccountsContext } from './context.js';
import { accountIdByEmail, insertAccount } from './data/accounts.js';
import { ACCOUNT_TEXT, isUniqueViolation } from './failures.js';
import { normalizeEmail } from './input.js';
import { sendTokenMail } from './mailTokens.js';
import { parseInput } from './parse.js';
import { hashPassword } from './passwords.js';
import { issueTokens, type IssuedTokens } from './sessions.js';

const CAPTCHA_TEXT: Record<Exclude<CaptchaVerdict, 'ok'>, string> = {
  missing: MESSAGES.captchaRequired,
  expired: MESSAGES.captchaExpired,
  invalid: ACCOUNT_TEXT.captchaInvalid,
  used: ACCOUNT_TEXT.captchaUsed,
};

/**
 * `POST /api/account/sign_up`: checks the form (422 with the spec's messages), then the captcha
 * (this attempt uses it up; the client resets the captcha after any failure), then creates
 * the account unconfirmed with its confirmation mail in the outbox, and logs it in.
 * An address already registered answers 409 with `failureError`.
 * @param origin the store's origin for the link in the mail
 */
export async function signUp(ctx: AccountsContext, body: unknown, origin: string): Promise<{ account: AccountRow; tokens: IssuedTokens }> {
  const parsed = parseInput(signUpBodySchema, body, { 'g-recaptcha-response': 'captcha' });
  if (!parsed.ok) throw ApiError.unprocessable(undefined, parsed.errors);
  const { account: input, 'g-recaptcha-response': captcha } = parsed.data;

  const verdict = await ctx.captcha.verify(captcha);
  if (verdict !== 'ok') throw ApiError.unprocessable(undefined, { captcha: [CAPTCHA_TEXT[verdict]] });

  // the slow hash runs outside the transaction so it does not hold the write lock
  const passwordHash = await hashPassword(input.password, ctx.passwordCost);
  const address = normalizeEmail(input.email);
  const now = ctx.now();
  try {
    const result = await ctx.db.transaction().execute(async (trx) => {
      const taken = await accountIdByEmail(trx, address);
      if (taken) throw ApiError.conflict(ACCOUNT_TEXT.emailTaken);
      const account = await insertAccount(trx, {
        email: address,
        emailConfirmedAt: null,
        userName: input.user_name,
        lastName: input.last_name || null,
        passwordHash,
        subscribe: input.subscribe === true,
        gdprOptIn: input.gdpr ?? null,
        now,
      });
      await sendTokenMail(trx, account, 'confirmation', account.email, origin, now);
      const tokens = await issueTokens(trx, account.id, now);
      return { account, tokens };
    });
    deliverInBackground(ctx);
    return result;
  } catch (error) {
    // two sign-ups for one address raced past the check: the unique index decided
    if (isUniqueViolation(error)) throw ApiError.conflict(ACCOUNT_TEXT.emailTaken);
    throw error;
  }
}
