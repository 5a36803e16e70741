import {
  PREMIUM_DEFAULT_PRICE_MINOR,
  activationKeyQuerySchema,
  claimPremiumGiftBodySchema,
  giftPremiumBodySchema,
  pagePath,
  pageUrl,
  rentBodySchema,
  subscribePremiumBodySchema,
  type PremiumStatus,
  type PremiumSubscribed,
} from '@d2d/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { ApiError } from '../../http/apiError.js';
import { parseRequestInput } from '../../http/requestInput.js';
import type { PaymentProvider } from '../../payments/provider.js';
import { sandboxProvider } from '../../payments/sandboxProviders.js';
import { PREMIUM_MESSAGES } from '../../services/premium/messages.js';
import { premiumActiveGames } from '../../services/premium/activeGames.js';
import type { PremiumContext } from '../../services/premium/context.js';
import { premiumCampaign, redeemFreeTrial } from '../../services/premium/freeTrial.js';
import { planPriceFor } from '../../services/premium/planPrice.js';
import { rent } from '../../services/premium/rental.js';
import { claimGiftSubscription, giftSubscription, sentGiftList } from '../../services/premium/gifts.js';
import { subscribe } from '../../services/premium/subscribe.js';
import { subscriptionKeys } from '../../services/premium/subscriptionKeys.js';
import { endRenewal, isMember, subscriptionJson, subscriptionRow } from '../../services/premium/subscriptions.js';
import { catalogueViewer } from '../catalogue/catalogueViewer.js';
import { serverOrigin, storeOriginFor } from '../checkout/requests.js';
import { renewalJob } from '../../services/premium/renewalJob.js';
import { paymentRecoveryJob } from '../../services/premium/paymentRecoveryJob.js';
import { registerPremiumSandboxPages } from './sandboxPages.js';

/** Options of {@link premiumRoutes}. */
export interface PremiumRoutesOptions {
  db: Db;
  /** `PREMIUM_PRICE` in minor units (default 1499: 14.99 in each site's currency). */
  priceMinor?: number;
  /** `PUBLIC_URL`: the store's origin. */
  publicUrl?: string;
  /** The clock (epoch ms); tests move it past end dates. */
  now?: () => number;
  /** The hosted checkout subscriptions are paid with (default the sandbox `xsolla`). */
  provider?: PaymentProvider;
  /** Run the monthly renewal job every hour (default true). */
  renewals?: boolean;
  /** Finish interrupted premium and rental payments on start and every minute, and expire abandoned ones (default true). */
  recovery?: boolean;
  /** `PAYMENT_EXPIRY_MINUTES`: how long a premium or rental checkout may stay unpaid (default 30). */
  paymentExpiryMinutes?: number;
}

// store pages on the store's own origin: `returnTo` puts the origin in front
/** Where the hosted checkout returns when the client names no `return_url`: the subscription tab. */
const DEFAULT_RETURN_PATH = pageUrl('', pagePath('myAccountTab', { tabName: 'my-subscription' }));
/** Where a rental's hosted checkout returns (the rent body names none): the library. */
const RENTAL_RETURN_PATH = pageUrl('', pagePath('myAccountTab', { tabName: 'my-games' }));

/**
 * The premium plan calls of spec §7 (campaign, free trial, the month's titles, plan price, the
 * account's subscription, stop renewing, cancel, subscribe and rent in the hosted checkout) and
 * the subscription activation keys of the catalogue calls.
 * @example
 * await app.register(premiumRoutes, { db, priceMinor: 1499, publicUrl: 'https://store.example.com' });
 */
export const premiumRoutes: FastifyPluginAsync<PremiumRoutesOptions> = async (app, options) => {
  const ctx: PremiumContext = {
    db: options.db,
    now: options.now ?? Date.now,
    priceMinor: options.priceMinor ?? PREMIUM_DEFAULT_PRICE_MINOR,
    provider: options.provider ?? sandboxProvider('hosted'),
  };
  const { db } = ctx;

  /**
   * The store url the checkout returns to, by the checkout area's origin rule (errors keyed
   * `return_url`); a path is on the store's own origin (`PUBLIC_URL`, else this server's).
   */
  function returnTo(request: FastifyRequest, url: string): { origin: string; url: string } {
    const absolute = url.startsWith('/') && !url.startsWith('//') ? serverOrigin(request, options.publicUrl) + url : url;
    try {
      return storeOriginFor(request, absolute, options.publicUrl);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) throw ApiError.badRequest({ return_url: [PREMIUM_MESSAGES.returnOrigin] });
      throw error;
    }
  }

  async function status(accountId: number): Promise<PremiumStatus> {
    const row = await subscriptionRow(db, accountId);
    return { subscription: row ? subscriptionJson(row, ctx.now()) : null };
  }

  app.get('/d2d/premium/plan_price', async (request) => planPriceFor(request.site, ctx.priceMinor));

  // a signed-in shopper sees their own states (owned, member's Subscribe) on the month's titles
  app.get('/d2d/premium/active_games', { config: { auth: 'optional' } }, async (request, reply) =>
    premiumActiveGames(db, request.shopper, catalogueViewer(reply, request.account)));

  app.get('/d2d/premium/campaign', async () => premiumCampaign(ctx));

  app.get('/d2d/premium/redeem_free_trial', { config: { auth: 'required' } }, async (request) => redeemFreeTrial(ctx, request.account, request.site));

  app.get('/api/account/premium', { config: { auth: 'required' } }, async (request) => status(request.account.id));

  app.get('/api/account/premium/subscribed', { config: { auth: 'required' } }, async (request): Promise<PremiumSubscribed> => ({
    subscribed: isMember(await subscriptionRow(db, request.account.id), ctx.now()),
  }));

  app.post('/api/account/premium/stop_renewing', { config: { auth: 'required' } }, async (request): Promise<PremiumStatus> => {
    const row = await endRenewal(db, request.account.id, 'stop_renewing', ctx.now());
    return { subscription: subscriptionJson(row, ctx.now()) };
  });

  app.post('/api/account/premium/cancel', { config: { auth: 'required' } }, async (request): Promise<PremiumStatus> => {
    const row = await endRenewal(db, request.account.id, 'cancelled', ctx.now());
    return { subscription: subscriptionJson(row, ctx.now()) };
  });

  app.post('/d2d/xsolla/subscribe_premium', { config: { auth: 'required' } }, async (request) => {
    const body = parseRequestInput(subscribePremiumBodySchema, request.body, 'body');
    const store = returnTo(request, body.return_url ?? DEFAULT_RETURN_PATH);
    return subscribe(ctx, {
      account: request.account,
      site: request.site,
      returnUrl: store.url,
      storeOrigin: store.origin,
      serverOrigin: serverOrigin(request, options.publicUrl),
    });
  });

  app.post('/api/account/premium/gift', { config: { auth: 'required' } }, async (request) => {
    const body = parseRequestInput(giftPremiumBodySchema, request.body, 'body');
    const store = returnTo(request, body.return_url ?? DEFAULT_RETURN_PATH);
    return giftSubscription(ctx, {
      account: request.account,
      site: request.site,
      body,
      returnUrl: store.url,
      storeOrigin: store.origin,
      serverOrigin: serverOrigin(request, options.publicUrl),
    });
  });

  app.get('/api/account/premium/gifts', { config: { auth: 'required' } }, async (request) => sentGiftList(ctx, request.account.id));

  app.post('/api/account/premium/gift/claim', { config: { auth: 'required' } }, async (request) => {
    const body = parseRequestInput(claimPremiumGiftBodySchema, request.body, 'body');
    const store = returnTo(request, body.return_url ?? DEFAULT_RETURN_PATH);
    return claimGiftSubscription(ctx, {
      account: request.account,
      site: request.site,
      code: body.code,
      returnUrl: store.url,
      storeOrigin: store.origin,
      serverOrigin: serverOrigin(request, options.publicUrl),
    });
  });

  app.post('/d2d/xsolla/rent', { config: { auth: 'required' } }, async (request) => {
    const body = parseRequestInput(rentBodySchema, request.body, 'body');
    const store = returnTo(request, RENTAL_RETURN_PATH);
    return rent(ctx, {
      account: request.account,
      shopper: request.shopper,
      body,
      returnUrl: store.url,
      storeOrigin: store.origin,
      serverOrigin: serverOrigin(request, options.publicUrl),
    });
  });

  app.get('/api/product/getsubscriptionactivationkeys', { config: { auth: 'required' } }, async (request) => {
    const { skuId } = parseRequestInput(activationKeyQuerySchema, request.query, 'query');
    return { keys: await subscriptionKeys(ctx, request.account, skuId) };
  });

  registerPremiumSandboxPages(app, ctx);
  if (options.renewals !== false) await app.register(renewalJob, { ctx });
  if (options.recovery !== false) await app.register(paymentRecoveryJob, { ctx, expiryMinutes: options.paymentExpiryMinutes });
};
