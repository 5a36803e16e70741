import type { FastifyPluginAsync } from 'fastify';
import type { AccountsContext } from '../../services/accounts/context.js';
import { changePassword } from '../../services/accounts/credentials.js';
import { requestPasswordReset, resetPassword } from '../../services/accounts/passwordReset.js';
import { storeOrigin } from './origin.js';
import { sendLoggedIn } from './session.js';

/** Forgot password, reset by mailed token and change password (spec §7 Account). */
export const passwordRoutes: FastifyPluginAsync<{ ctx: AccountsContext }> = async (app, { ctx }) => {
  app.post('/api/account/password', async (request) => {
    return requestPasswordReset(ctx, request.body, storeOrigin(request, ctx.publicUrl));
  });

  app.put('/api/account/password', async (request) => {
    return resetPassword(ctx, request.body);
  });

  app.patch('/api/account/update_password', { config: { auth: 'required' } }, async (request, reply) => {
    return sendLoggedIn(ctx, request, reply, await changePassword(ctx, request.account, request.body, request.ip));
  });
};
