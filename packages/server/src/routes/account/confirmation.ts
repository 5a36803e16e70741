import type { FastifyPluginAsync } from 'fastify';
import { confirmEmail, resendConfirmation } from '../../services/accounts/confirmation.js';
import type { AccountsContext } from '../../services/accounts/context.js';
import { storeOrigin } from './origin.js';

/**
 * `GET /d2d/account/confirmation?confirmation_token=…` confirms a new account or an e-mail change;
 * `POST` resends the confirmation (`account.email`) or the reconfirmation of a change (`email`).
 */
export const confirmationRoutes: FastifyPluginAsync<{ ctx: AccountsContext }> = async (app, { ctx }) => {
  app.get('/d2d/account/confirmation', async (request) => {
    return confirmEmail(ctx, request.query);
  });

  app.post('/d2d/account/confirmation', { config: { auth: 'optional' } }, async (request) => {
    return resendConfirmation(ctx, request.body, storeOrigin(request, ctx.publicUrl), request.account);
  });
};
