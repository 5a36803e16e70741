import { MESSAGES, confirmationBodySchema, confirmationQuerySchema } from '@d2d/contract';
import type { AccountRow } from '../../db/tables/accounts.js';
import { ApiError } from '../../http/apiError.js';
import { deliverInBackground, type AccountsContext } from './context.js';
import { ACCOUNT_TEXT, isUniqueViolation } from './failures.js';
import { accountsChangingTo, applyEmailChange, confirmAccountEmail, unconfirmedAccountByEmail } from './data/accounts.js';
import { deleteMailTokensExcept } from './data/mailTokens.js';
import { asRecord, normalizeEmail } from './input.js';
import { consumeMailToken, sendTokenMail } from './mailTokens.js';
import { parseInput } from './parse.js';

/** The answer of a used confirmation link: the contract's acknowledgement, plus what was confirmed. */
export interface ConfirmedEmail {
  success: true;
  message: string;
  /** The account's address now. */
  emailAddress: string;
  /** `confirmation` for a new account, `reconfirmation` for an e-mail change. */
  kind: 'confirmation' | 'reconfirmation';
}

/**
 * Uses a link from a confirmation or reconfirmation mail (`/#!/confirmation/{token}` and
 * `/#!/reconfirmation/{token}` both land here). A confirmation confirms the address the mail went
 * to, if it is still the account's; a reconfirmation makes the requested address the account's.
 * Anything else (unknown, used, expired or outdated link, address taken meanwhile) → 422.
 */
export async function confirmEmail(ctx: AccountsContext, query: unknown): Promise<ConfirmedEmail> {
  const parsed = parseInput(confirmationQuerySchema, query);
  if (!parsed.ok) throw ApiError.unprocessable(undefined, parsed.errors);
  const token = parsed.data.confirmation_token;
  const invalid = () => ApiError.unprocessable(undefined, { confirmation_token: [ACCOUNT_TEXT.confirmationLinkInvalid] });
  const now = ctx.now();
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const used = await consumeMailToken(trx, token, ['confirmation', 'reconfirmation'], now);
      if (!used) throw invalid();
      if (used.purpose === 'confirmation') {
        const done = await confirmAccountEmail(trx, used.accountId, used.email, now);
        if (!done) throw invalid();
        return { success: true, message: ACCOUNT_TEXT.emailConfirmed, emailAddress: done.email, kind: 'confirmation' } as const;
      }
      const done = await applyEmailChange(trx, used.accountId, used.email, now);
      if (!done) throw invalid();
      // links for the old address are void now
      await deleteMailTokensExcept(trx, used.accountId, 'reconfirmation');
      return { success: true, message: ACCOUNT_TEXT.emailConfirmed, emailAddress: done.email, kind: 'reconfirmation' } as const;
    });
  } catch (error) {
    // someone registered the requested address after the change was asked for
    if (isUniqueViolation(error)) throw ApiError.unprocessable(undefined, { email: [MESSAGES.emailUpdateFailed] });
    throw error;
  }
}

/**
 * `POST /d2d/account/confirmation`: with `account.email` it resends the confirmation mail of an
 * unconfirmed account; with `email` it resends the reconfirmation mail of a pending e-mail change.
 * The answer is the same whether or not such an account exists, so the call cannot tell who is
 * registered.
 * @param current the logged-in account, if any: then only its own pending change is resent
 */
export async function resendConfirmation(ctx: AccountsContext, body: unknown, origin: string, current: AccountRow | null): Promise<{ success: true; message: string }> {
  const wrapped = 'account' in asRecord(body);
  const parsed = parseInput(confirmationBodySchema, body);
  if (!parsed.ok) throw ApiError.unprocessable(undefined, parsed.errors);
  const address = normalizeEmail('account' in parsed.data ? parsed.data.account.email : parsed.data.email);
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    if (wrapped) {
      const account = await unconfirmedAccountByEmail(trx, address);
      if (account) await sendTokenMail(trx, account, 'confirmation', account.email, origin, now);
      return;
    }
    const accounts = await accountsChangingTo(trx, address, current ? current.id : undefined);
    for (const account of accounts) await sendTokenMail(trx, account, 'reconfirmation', address, origin, now);
  });
  deliverInBackground(ctx);
  return { success: true, message: ACCOUNT_TEXT.confirmationResent };
}
