import { SOCIAL_AUTH_HEADER, socialAuthorizeQuerySchema, socialProviderSchema, type SocialProvider } from '@d2d/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { clearTokenCookie } from '../../http/auth.js';
import { ApiError } from '../../http/apiError.js';
import { accountJson } from '../../services/accounts/accountJson.js';
import type { AccountsContext } from '../../services/accounts/context.js';
import { parseInput } from '../../services/accounts/parse.js';
import { sessionForToken } from '../../services/accounts/sessions.js';
import {
  SOCIAL_TEXT, checkRedirectUri, disconnectSocial, parseSocialCallback, providerFailure, socialConnections, socialSignIn,
} from '../../services/accounts/socialLogin.js';
import type { SocialProviderClient } from '../../social/providerClient.js';
import { storeOrigin } from './origin.js';
import { sendLoggedIn } from './session.js';

function providerClient(ctx: AccountsContext, value: unknown): SocialProviderClient {
  const parsed = socialProviderSchema.safeParse(value);
  const client = parsed.success ? ctx.social.get(parsed.data) : undefined;
  if (!client) throw ApiError.notFound(parsed.success ? SOCIAL_TEXT.notConfigured(parsed.data) : 'Not found');
  return client;
}

/** The account of the token in the custom auth header, if the header names a live session. */
async function linkTarget(ctx: AccountsContext, request: FastifyRequest) {
  const header = request.headers[SOCIAL_AUTH_HEADER.toLowerCase()];
  if (header === undefined) return null;
  const token = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header.trim())?.[1] : undefined;
  const session = token ? await sessionForToken(ctx.db, token, ctx.now()) : null;
  // asking to link with a dead session must not quietly sign in (or create) another account
  if (!session) throw ApiError.unauthorized(SOCIAL_TEXT.linkSessionInvalid);
  return session.account;
}

/**
 * Social login (spec §7 Account): the configured providers, the authorization request, the
 * sign-in or link with the code (`POST /api/account/auth/{google|facebook}`), the linked accounts
 * and unlinking.
 */
export const socialRoutes: FastifyPluginAsync<{ ctx: AccountsContext }> = async (app, { ctx }) => {
  app.get('/api/account/auth/providers', async (_request, reply) => {
    const providers: SocialProvider[] = (['google', 'facebook'] as const).filter((p) => ctx.social.has(p));
    return reply.header('cache-control', 'no-store').send({ providers });
  });

  app.get<{ Params: { provider: string } }>('/api/account/auth/:provider/authorize', async (request, reply) => {
    const client = providerClient(ctx, request.params.provider);
    const parsed = parseInput(socialAuthorizeQuerySchema, request.query);
    if (!parsed.ok) throw ApiError.badRequest(parsed.errors);
    checkRedirectUri(parsed.data.redirect_uri, storeOrigin(request, ctx.publicUrl));
    const authorization = await client.authorizationRequest(parsed.data.redirect_uri).catch(providerFailure);
    return reply.header('cache-control', 'no-store').send(authorization);
  });

  for (const provider of ['google', 'facebook'] as const) {
    app.post(`/api/account/auth/${provider}`, async (request, reply) => {
      const client = providerClient(ctx, provider);
      const callback = parseSocialCallback(request.body, storeOrigin(request, ctx.publicUrl));
      const linkTo = await linkTarget(ctx, request);
      const identity = await client.identify(callback).catch(providerFailure);
      const outcome = await socialSignIn(ctx, provider, identity, linkTo);
      if (outcome.kind === 'linked') return reply.header('cache-control', 'no-store').send(await accountJson(ctx.db, outcome.account));
      return sendLoggedIn(ctx, request, reply, outcome.result, outcome.created ? 201 : 200);
    });
  }

  app.get('/api/account/social', { config: { auth: 'required' } }, async (request, reply) => {
    return reply.header('cache-control', 'no-store').send(await socialConnections(ctx, request.account.id));
  });

  app.delete('/api/account/social/disconnect', { config: { auth: 'required' } }, async (request, reply) => {
    const answer = await disconnectSocial(ctx, request.account, request.query, storeOrigin(request, ctx.publicUrl));
    if (answer.signed_out) clearTokenCookie(reply);
    return reply.header('cache-control', 'no-store').send(answer);
  });
};
