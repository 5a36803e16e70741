/**
 * The social sign-in steps behind `store.session` (spec §1, §6): starting a sign-in or a link at
 * the provider, finishing it on the way back, unlinking. Loaded on the first call (`Session`
 * imports it dynamically), so a page's first script does not carry them.
 * @module
 */
import type { Account, SocialConnectionList, SocialLoginBody, SocialProvider } from '@d2d/contract';
import { REMEMBER_TOKEN_STORAGE_KEY, type Session, type SocialLoginOutcome } from './session.js';
import { savePendingSocialLogin, takePendingSocialLogin, type SocialReturnParams } from './socialReturn.js';
import type { StoreContext } from './storeContext.js';

/** Asks for the provider's page and keeps the request's state and verifier: `Session.beginSocialLogin`. */
export async function beginSocialLogin(
  ctx: StoreContext,
  provider: SocialProvider,
  options: { redirectUri: string; link?: boolean; returnTo?: string },
): Promise<string> {
  const auth = await ctx.api.account.authorizeSocial(provider, options.redirectUri);
  savePendingSocialLogin(ctx.storage, {
    provider,
    state: auth.state,
    code_verifier: auth.code_verifier,
    redirect_uri: options.redirectUri,
    link: options.link === true,
    returnTo: options.returnTo ?? '',
  });
  return auth.authorization_url;
}

/** Checks the provider's answer against the kept state, then signs in or links: `Session.finishSocialLogin`. */
export async function finishSocialLogin(session: Session, ctx: StoreContext, params: SocialReturnParams): Promise<SocialLoginOutcome> {
  const pending = takePendingSocialLogin(ctx.storage);
  if (!pending || pending.state !== params.state) return { kind: 'unknown' };
  const { provider, returnTo } = pending;
  if (params.error || !params.code) return { kind: 'cancelled', provider, returnTo };
  const body: SocialLoginBody = {
    code: params.code,
    state: params.state,
    redirect_uri: pending.redirect_uri,
    code_verifier: pending.code_verifier,
    ...(params.iss ? { iss: params.iss } : {}),
  };
  if (pending.link && session.token) {
    await ctx.api.account.socialLogin(provider, body, { linkToken: session.token });
    const account = (await session.refresh()) as Account;
    return { kind: 'linked', provider, account, returnTo };
  }
  return { kind: 'signed-in', provider, account: await session.socialLogin(provider, body), returnTo };
}

/** Unlinks a provider, clearing the session when it was the last way in: `Session.disconnectSocial`. */
export async function disconnectSocial(session: Session, ctx: StoreContext, provider: SocialProvider): Promise<SocialConnectionList> {
  const answer = await ctx.api.account.disconnectSocial(provider);
  if (answer.signed_out) {
    ctx.storage.removeItem(REMEMBER_TOKEN_STORAGE_KEY);
    session.clear();
  } else {
    await session.refresh();
  }
  return answer;
}
