import { randomBytes } from 'node:crypto';
import { PUBLISHER_LOGIN_PATH } from '@d2d/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../../http/apiError.js';
import { sendPage } from '../../payments/sandboxRoutes.js';
import type { AccountsContext } from '../../services/accounts/context.js';
import { parseInput } from '../../services/accounts/parse.js';
import { redeemToPublisher } from '../../services/accounts/publisherRedeem.js';
import { issueTicket, publisherUserId } from '../../services/accounts/publisherTickets.js';
import { storeOrigin } from './origin.js';
import { publisherLoginPage } from './publisherPage.js';

const signInSchema = z.object({ account_name: z.string().trim().min(1).max(100), password: z.string().min(1).max(128) }).strict();

/**
 * The publisher-account redeem (`POST /d2d/paypal/redeem`, `/d2d/stripe/redeem`) and the sandbox
 * publisher's sign-in page of the publisher login frame (`GET` and `POST /sandbox/publisher/login`).
 */
export const publisherRoutes: FastifyPluginAsync<{ ctx: AccountsContext }> = async (app, { ctx }) => {
  for (const via of ['paypal', 'stripe'] as const) {
    app.post(`/d2d/${via}/redeem`, { config: { auth: 'required' } }, async (request, reply) => {
      return reply.header('cache-control', 'no-store').send(await redeemToPublisher(ctx, request.account, request.body, via));
    });
  }

  app.get(PUBLISHER_LOGIN_PATH, async (request, reply) => {
    const origin = storeOrigin(request, ctx.publicUrl);
    const nonce = randomBytes(16).toString('base64');
    return sendPage(reply, publisherLoginPage({ storeOrigin: origin, loginUrl: PUBLISHER_LOGIN_PATH, nonce }), nonce, origin);
  });

  app.post(PUBLISHER_LOGIN_PATH, async (request, reply) => {
    const parsed = parseInput(signInSchema, request.body);
    if (!parsed.ok) throw ApiError.badRequest(parsed.errors);
    const userId = publisherUserId(parsed.data.account_name);
    return reply.header('cache-control', 'no-store').send({ user_id: userId, user_ticket: issueTicket(ctx.publisherKey, userId, ctx.now()) });
  });
};
