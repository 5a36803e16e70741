import type { FastifyPluginAsync } from 'fastify';
import { accountJson } from '../../services/accounts/accountJson.js';
import type { AccountsContext } from '../../services/accounts/context.js';
import { changeEmail } from '../../services/accounts/credentials.js';
import { setGdpr, updateProfile } from '../../services/accounts/profile.js';
import { storeOrigin } from './origin.js';

/** Account info, e-mail change and GDPR consent (spec §7 Account). */
export const profileRoutes: FastifyPluginAsync<{ ctx: AccountsContext }> = async (app, { ctx }) => {
  app.patch('/api/account/update', { config: { auth: 'required' } }, async (request) => {
    return accountJson(ctx.db, await updateProfile(ctx, request.account, request.body));
  });

  app.patch('/api/account/update_email', { config: { auth: 'required' } }, async (request) => {
    const updated = await changeEmail(ctx, request.account, request.body, request.ip, storeOrigin(request, ctx.publicUrl));
    return accountJson(ctx.db, updated);
  });

  app.post('/api/account/gdpr', { config: { auth: 'optional' } }, async (request) => {
    return setGdpr(ctx, request.body, request.account);
  });
};
