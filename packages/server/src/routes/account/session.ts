import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { clearTokenCookie, currentSession, setTokenCookie } from '../../http/auth.js';
import type { SignedInRequest } from '../../http/requestContext.js';
import { accountJson } from '../../services/accounts/accountJson.js';
import type { AccountsContext } from '../../services/accounts/context.js';
import { ACCOUNT_TEXT } from '../../services/accounts/failures.js';
import { login, type LoginResult } from '../../services/accounts/login.js';
import { revokeFamily } from '../../services/accounts/sessions.js';
import { signUp } from '../../services/accounts/signUp.js';
import { storeOrigin } from './origin.js';

/**
 * Answers a call that logs in: the account with its session `token` (also set as the `token`
 * cookie) and a one-time `remember_token` for a later token login.
 */
export async function sendLoggedIn(ctx: AccountsContext, request: FastifyRequest, reply: FastifyReply, result: LoginResult, status = 200) {
  setTokenCookie(request, reply, result.tokens.token, result.tokens.expiresAt, ctx.now());
  const json = await accountJson(ctx.db, result.account, result.tokens.token);
  return reply.status(status).header('cache-control', 'no-store').send({ ...json, remember_token: result.tokens.rememberToken });
}

/** Sign-up, login (password or remember token), logout and the current account (spec §7 Account). */
export const sessionRoutes: FastifyPluginAsync<{ ctx: AccountsContext }> = async (app, { ctx }) => {
  app.post('/api/account/sign_up', async (request, reply) => {
    const result = await signUp(ctx, request.body, storeOrigin(request, ctx.publicUrl));
    return sendLoggedIn(ctx, request, reply, result, 201);
  });

  app.post('/api/account/login', async (request, reply) => {
    const result = await login(ctx, request.body, request.ip, storeOrigin(request, ctx.publicUrl));
    return sendLoggedIn(ctx, request, reply, result);
  });

  app.delete('/api/account/logout', async (request, reply) => {
    // the session, not just the account: logout revokes the login's token family
    const session = await currentSession(request, ctx.db, ctx.now());
    if (session) await revokeFamily(ctx.db, session.family);
    clearTokenCookie(reply);
    return reply.send({ success: true, message: ACCOUNT_TEXT.loggedOut });
  });

  const current = async (request: SignedInRequest, reply: FastifyReply) =>
    reply.header('cache-control', 'no-store').send(await accountJson(ctx.db, request.account));
  app.get('/api/account/getcurrent', { config: { auth: 'required' } }, current);
  app.get('/api/account/show', { config: { auth: 'required' } }, current);
};
