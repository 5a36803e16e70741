/**
 * Social login, linking and unlinking (spec §1, §6, §7): the rules between "the provider says who
 * signed in" and a store account. Talking to the provider is `social/providerClient.ts`.
 * @module
 */
import { randomBytes } from 'node:crypto';
import { socialDisconnectQuerySchema, socialLoginBodySchema, type SocialConnectionList, type SocialProvider } from '@d2d/contract';
import type { AccountRow } from '../../db/tables/accounts.js';
import { ApiError } from '../../http/apiError.js';
import { SocialProviderError, type SocialIdentity } from '../../social/providerClient.js';
import { SOCIAL_PROVIDERS } from './accountJson.js';
import { deliverInBackground, type AccountsContext } from './context.js';
import { accountByEmail, accountById, insertAccount } from './data/accounts.js';
import { connectedProviders } from './data/connections.js';
import { accountIdBySubject, connectionCount, deleteConnection, insertConnection } from './data/socialConnections.js';
import { isUniqueViolation } from './failures.js';
import type { LoginResult } from './login.js';
import { sendTokenMail } from './mailTokens.js';
import { parseInput } from './parse.js';
import { issueTokens, revokeAllTokens } from './sessions.js';
import { SOCIAL_TEMPORARY_EMAIL_DOMAIN, isSocialTemporaryEmail } from './temporaryEmail.js';

const LABEL: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** Our texts of the social calls (the spec writes none). */
export const SOCIAL_TEXT = {
  notConfigured: (p: SocialProvider) => `Signing in with ${LABEL[p]} is not available on this store.`,
  codeOnly: 'Sign in through the store\'s button: this store accepts the provider\'s authorization code only.',
  redirectMismatch: 'The sign-in must return to this store.',
  linkedElsewhere: (p: SocialProvider) => `This ${LABEL[p]} account is already linked to another store account.`,
  alreadyLinked: (p: SocialProvider) => `Your account is already linked to another ${LABEL[p]} account. Unlink it first.`,
  emailWaiting: (p: SocialProvider) =>
    `An account with this email address exists. Log in with your password, then link ${LABEL[p]} under My Account > Account Info.`,
  keepAWayIn: 'Your account has a temporary email address and no password. Add your email address and choose a password before unlinking your last social account.',
  linkSessionInvalid: 'Your session has expired. Please log in again to link an account.',
} as const;

/** The outcome of `POST /api/account/auth/{provider}`. */
export type SocialOutcome =
  | { kind: 'login'; result: LoginResult; created: boolean }
  | { kind: 'linked'; account: AccountRow };

/** The authorization response a social login body carries, checked. */
export interface SocialCallback {
  code: string;
  state: string;
  iss?: string | undefined;
  redirectUri: string;
  codeVerifier: string;
}

/**
 * Reads a social login body: the code flow only (a token from a provider's own script could have
 * been issued to another site), returning to the store's own page.
 * @param storeOrigin - the origin the provider must send the shopper back to
 * @throws 400 model-state for a malformed body or one without the code flow's fields
 */
export function parseSocialCallback(body: unknown, storeOrigin: string): SocialCallback {
  const parsed = parseInput(socialLoginBodySchema, body);
  if (!parsed.ok) throw ApiError.badRequest(parsed.errors);
  const { code, state, iss, redirect_uri: redirectUri, code_verifier: codeVerifier } = parsed.data;
  if (code === undefined || state === undefined || redirectUri === undefined || codeVerifier === undefined) {
    throw ApiError.badRequest({ code: [SOCIAL_TEXT.codeOnly] });
  }
  checkRedirectUri(redirectUri, storeOrigin);
  return { code, state, iss, redirectUri, codeVerifier };
}

/**
 * The store page a provider returns to is the store's origin with the path `/`.
 * @throws 400 model-state on `redirect_uri`
 */
export function checkRedirectUri(redirectUri: string, storeOrigin: string): void {
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    throw ApiError.badRequest({ redirect_uri: [SOCIAL_TEXT.redirectMismatch] });
  }
  if (url.origin !== storeOrigin || url.pathname !== '/' || url.search !== '' || url.hash !== '') {
    throw ApiError.badRequest({ redirect_uri: [SOCIAL_TEXT.redirectMismatch] });
  }
}

/** The provider refused or failed: 409 with its text, which the login dialog shows (spec §8 Login). */
export function providerFailure(error: unknown): never {
  if (error instanceof SocialProviderError) throw ApiError.conflict(error.message);
  throw error;
}

function temporaryEmail(provider: SocialProvider): string {
  return `${provider}-${randomBytes(8).toString('hex')}@${SOCIAL_TEMPORARY_EMAIL_DOMAIN}`;
}

function userNameOf(identity: SocialIdentity, provider: SocialProvider): string {
  // the account's user name is at most 50 characters (the sign-up rule)
  return [...(identity.name ?? `${LABEL[provider]} player`)].slice(0, 50).join('');
}

async function createSocialAccount(ctx: AccountsContext, provider: SocialProvider, identity: SocialIdentity, now: number): Promise<LoginResult> {
  return ctx.db.transaction().execute(async (trx) => {
    const email = identity.email ?? temporaryEmail(provider);
    const account = await insertAccount(trx, {
      email,
      // the provider confirmed its address; a temporary one is never confirmed
      emailConfirmedAt: identity.email ? now : null,
      userName: userNameOf(identity, provider),
      lastName: null,
      // no password until the shopper chooses one through the forgot-password route
      passwordHash: null,
      subscribe: false,
      gdprOptIn: null,
      now,
    });
    await insertConnection(trx, account.id, provider, identity.subject, now);
    return { account, tokens: await issueTokens(trx, account.id, now) };
  });
}

async function loginAs(ctx: AccountsContext, accountId: number, now: number): Promise<LoginResult> {
  return ctx.db.transaction().execute(async (trx) => ({ account: await accountById(trx, accountId), tokens: await issueTokens(trx, accountId, now) }));
}

async function signIn(ctx: AccountsContext, provider: SocialProvider, identity: SocialIdentity): Promise<SocialOutcome> {
  const now = ctx.now();
  const linked = await accountIdBySubject(ctx.db, provider, identity.subject);
  if (linked) return { kind: 'login', result: await loginAs(ctx, linked.account_id, now), created: false };
  if (identity.email) {
    const existing = await accountByEmail(ctx.db, identity.email);
    if (existing) {
      // only an owner who proved the mailbox gets the link made for them: otherwise whoever
      // registered the address first (and knows its password) would share the account
      if (existing.email_confirmed_at === null) throw ApiError.conflict(SOCIAL_TEXT.emailWaiting(provider));
      try {
        await insertConnection(ctx.db, existing.id, provider, identity.subject, now);
      } catch (error) {
        if (isUniqueViolation(error)) throw ApiError.conflict(SOCIAL_TEXT.alreadyLinked(provider));
        throw error;
      }
      return { kind: 'login', result: await loginAs(ctx, existing.id, now), created: false };
    }
  }
  try {
    return { kind: 'login', result: await createSocialAccount(ctx, provider, identity, now), created: true };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // a second first sign-in of the same person raced this one and created the account
    const raced = await accountIdBySubject(ctx.db, provider, identity.subject);
    if (raced) return { kind: 'login', result: await loginAs(ctx, raced.account_id, now), created: false };
    throw ApiError.conflict(SOCIAL_TEXT.emailWaiting(provider));
  }
}

async function link(ctx: AccountsContext, provider: SocialProvider, identity: SocialIdentity, account: AccountRow): Promise<SocialOutcome> {
  const linked = await accountIdBySubject(ctx.db, provider, identity.subject);
  if (linked && linked.account_id !== account.id) throw ApiError.conflict(SOCIAL_TEXT.linkedElsewhere(provider));
  if (!linked) {
    try {
      await insertConnection(ctx.db, account.id, provider, identity.subject, ctx.now());
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const now = await accountIdBySubject(ctx.db, provider, identity.subject);
      throw ApiError.conflict(now && now.account_id !== account.id ? SOCIAL_TEXT.linkedElsewhere(provider) : SOCIAL_TEXT.alreadyLinked(provider));
    }
  }
  return { kind: 'linked', account };
}

/**
 * `POST /api/account/auth/{provider}` once the provider said who signed in.
 * - `linkTo` set (the custom auth header named a live session): links the provider to that
 *   account; a subject linked to another account, or a second one of the same provider, is 409.
 * - otherwise signs in: the account linked to the subject; else the account whose confirmed
 *   address the provider gives (linked now); else a new account without a password, with the
 *   provider's address (confirmed) or a temporary one. An unconfirmed account with the address
 *   answers 409: its owner logs in with the password and links from account info.
 */
export function socialSignIn(ctx: AccountsContext, provider: SocialProvider, identity: SocialIdentity, linkTo: AccountRow | null): Promise<SocialOutcome> {
  return linkTo ? link(ctx, provider, identity, linkTo) : signIn(ctx, provider, identity);
}

/** `GET /api/account/social`: every provider with whether it is linked. */
export async function socialConnections(ctx: AccountsContext, accountId: number): Promise<SocialConnectionList> {
  const linked = new Set((await connectedProviders(ctx.db, accountId)).map((c) => c.provider));
  return { connections: SOCIAL_PROVIDERS.map((source) => ({ source, connected: linked.has(source) })) };
}

/**
 * `DELETE /api/account/social/disconnect?provider=`. Unlinking a provider that is not linked
 * changes nothing. When it was the last way in (no password, no other provider), the account is
 * signed out everywhere and mailed a link to choose a password (spec §6: unlinking may sign the
 * shopper out); with a temporary address that mail could not arrive, so that unlink is refused
 * (409) until the shopper adds an address and a password.
 * @returns the connections, `signed_out: true` when every session ended
 */
export async function disconnectSocial(ctx: AccountsContext, account: AccountRow, query: unknown, origin: string): Promise<SocialConnectionList> {
  const parsed = parseInput(socialDisconnectQuerySchema, query);
  if (!parsed.ok) throw ApiError.badRequest(parsed.errors);
  const { provider } = parsed.data;
  const now = ctx.now();
  const signedOut = await ctx.db.transaction().execute(async (trx) => {
    const fresh = await accountById(trx, account.id);
    const before = await connectionCount(trx, fresh.id);
    const lastWayIn = fresh.password_hash === null && before <= 1;
    if (lastWayIn && isSocialTemporaryEmail(fresh.email) && before === 1) {
      const linked = (await connectedProviders(trx, fresh.id)).some((c) => c.provider === provider);
      if (linked) throw ApiError.conflict(SOCIAL_TEXT.keepAWayIn);
    }
    const removed = await deleteConnection(trx, fresh.id, provider);
    if (!removed || !lastWayIn) return false;
    await revokeAllTokens(trx, fresh.id);
    await sendTokenMail(trx, fresh, 'reset_password', fresh.email, origin, now);
    return true;
  });
  if (signedOut) deliverInBackground(ctx);
  const answer = await socialConnections(ctx, account.id);
  return signedOut ? { ...answer, signed_out: true } : answer;
}
