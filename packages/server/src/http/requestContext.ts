/**
 * The request context every area reads, as Fastify decorators filled by hooks (registered once,
 * in `app.ts`, after `@fastify/cookie`):
 * - `request.site` and `request.country`: the storefront site from the `region` cookie and the
 *   shopper's country (an edge proxy's header, else the site's home country);
 * - `request.shopper`: the two with the app's clock, in the shape services take
 *   ({@link ShopperContext});
 * - `request.account`: the logged-in account, looked up by a `preHandler` on the routes that
 *   declare `config.auth`:
 *   - `{ config: { auth: 'required' } }`: a visitor (no, unknown, expired or revoked token) gets
 *     the 401 that makes the client open the login dialog and queue the call (spec §8), and the
 *     handler sees `request.account` typed as an `AccountRow`;
 *   - `{ config: { auth: 'optional' } }`: `request.account` is the account or `null`;
 *   - routes that declare nothing do no lookup, and `request.account` is `null`.
 *
 * Accounts with an unconfirmed e-mail are logged in too: calls that need a confirmed address
 * (buying: 422 code 4010) check `account.email_confirmed_at` themselves. The CSRF guard
 * (`csrfGuard.ts`) is an `onRequest` hook, so a cross-site call is refused before any of this.
 * @module
 */
import type {
  FastifyRequest, FastifySchema, FastifyTypeProviderDefault, RawRequestDefaultExpression, RawServerDefault, RouteGenericInterface,
} from 'fastify';
import fp from 'fastify-plugin';
import type { Site } from '@d2d/contract';
import type { Db } from '../db/database.js';
import type { AccountRow } from '../db/tables/accounts.js';
import { ApiError } from './apiError.js';
import { currentAccount } from './auth.js';
import { shopperContextOf, type ShopperContext } from './shopperContext.js';

/** How a route authenticates: `required` answers visitors 401, `optional` lets them in as `null`. */
export type RouteAuth = 'required' | 'optional';

/** The route config of a route that needs a login. */
export interface SignedInRouteConfig {
  auth: 'required';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Whether the route looks up `request.account`, and whether it lets visitors in. */
    auth?: RouteAuth;
  }

  // the type parameters must repeat Fastify's own; `ContextConfig` is what narrows `account`
  interface FastifyRequest<RouteGeneric, RawServer, RawRequest, SchemaCompiler, TypeProvider, ContextConfig, Logger, RequestType> {
    /** The storefront site the request shops on (spec §1), from the `region` cookie. */
    site: Site;
    /** The shopper's ISO alpha-2 country, for country restrictions. */
    country: string;
    /** Site, country and the app's clock at the start of the request, as services take them. */
    shopper: ShopperContext;
    /**
     * The logged-in account: always set on `auth: 'required'` routes (a visitor got a 401
     * before the handler), the account or `null` on `auth: 'optional'` ones, `null` elsewhere.
     */
    account: ContextConfig extends SignedInRouteConfig ? AccountRow : AccountRow | null;
  }
}

/**
 * A request of an `auth: 'required'` route, for helpers that handlers pass their request to.
 * @example
 * async function checkout(request: SignedInRequest) { return createCheckout(ctx, { account: request.account, … }); }
 */
export type SignedInRequest = FastifyRequest<
  RouteGenericInterface, RawServerDefault, RawRequestDefaultExpression, FastifySchema, FastifyTypeProviderDefault, SignedInRouteConfig
>;

/** Options of {@link requestContext}. */
export interface RequestContextOptions {
  db: Db;
  /** The app's clock (epoch ms): session expiry and `request.shopper.now` are judged by it. */
  now?: () => number;
}

/**
 * Decorates every request with its site, country, shopper context and account. See the module
 * documentation for how a route declares that it needs a login.
 * @example
 * await app.register(fastifyCookie);
 * await app.register(requestContext, { db, now });
 *
 * app.get('/api/account/wallet', { config: { auth: 'required' } }, async (request) => walletJson(db, request.account.id, request.site));
 * app.get('/api/product/get/:id', { config: { auth: 'optional' } }, async (request) => withVipPrices(db, request.account, product));
 */
export const requestContext = fp<RequestContextOptions>(
  async (app, { db, now = Date.now }) => {
    // declared without a value: the onRequest hook below sets them before anything reads them
    app.decorateRequest('site');
    app.decorateRequest('country');
    app.decorateRequest('shopper');
    app.decorateRequest('account', null);

    app.addHook('onRequest', async (request) => {
      const shopper = shopperContextOf(request, new Date(now()));
      request.site = shopper.site;
      request.country = shopper.country;
      request.shopper = shopper;
    });

    app.addHook('preHandler', async (request) => {
      const auth = request.routeOptions.config.auth;
      if (auth === undefined) return;
      const account = await currentAccount(request, db, now());
      if (!account && auth === 'required') throw ApiError.unauthorized();
      // the hook serves every route, so it sees `account` untyped by any one route's config
      (request as FastifyRequest).account = account;
    });
  },
  { name: 'd2d-request-context', fastify: '5.x', dependencies: ['@fastify/cookie'] },
);
