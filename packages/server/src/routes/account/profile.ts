import type { FastifyPluginAsync } from 'fastify';
import { currentAccount, requireAccount } from '../../http/auth.js';
import { accountJson } from '../../services/accounts/accountJson.js';
import type { AccountsContext } from '../../services/accounts/context.js';
import { changeEmail } from '../../services/accounts/credentials.js';
import { setGdpr, updateProfile } from '../../services/accounts/profile.js';
import { storeOrigin } from './origin.js';

/** Account info, e-mail change and GDPR consent (spec §7 Account). */
export const profileRoutes: FastifyPluginAsync<{ ctx: AccountsContext }> = async (app, { ctx }) => {
  app.patch('/api/account/update', async (request) => {
    const account = await requireAccount(request, ctx.db, ctx.now());
    return accountJson(ctx.db, await updateProfile(ctx, account, request.body));
  });

  app.patch('/api/account/update_email', async (request) => {
    const account = await requireAccount(request, ctx.db, ctx.now());
    const updated = await changeEmail(ctx, account, request.body, request.ip, storeOrigin(request, ctx.publicUrl));
    return accountJson(ctx.db, updated);
  });

  app.post('/api/account/gdpr', async (request) => {
    return setGdpr(ctx, request.body, await currentAccount(request, ctx.db, ctx.now()));
  });
};
