import type { FastifyPluginAsync } from 'fastify';
import {
  MESSAGES,
  activationKeyQuerySchema,
  inventoriesQuerySchema,
  paymentsQuerySchema,
  securomKeyBodySchema,
  tradeInBodySchema,
} from '@d2d/contract';
import type { Db } from '../../db/database.js';
import { ApiError } from '../../http/apiError.js';
import type { SignedInRequest } from '../../http/requestContext.js';
import { parseRequestInput, pathId } from '../../http/requestInput.js';
import { orderHistory } from '../../services/orders/history.js';
import { inventoryKey, libraryPage, purchasedKeys } from '../../services/orders/library.js';
import { ORDER_MESSAGES } from '../../services/orders/messages.js';
import { tradeIn } from '../../services/orders/tradeIn.js';

/** Options of {@link libraryRoutes}. */
export interface LibraryRoutesOptions {
  db: Db;
  /** The clock (epoch ms); tests move it past release dates. */
  now?: () => number;
}

/**
 * Library and history calls (spec §7 Account): my games (`GET /api/account/inventories`), the
 * SecuRom key, activation keys by SKU, purchase history (`GET /api/account/payments` and
 * `GET /api/account/purchases`) and trade-in (`POST /api/account/wallet/trade_in`, also by pid).
 * @example
 * await app.register(libraryRoutes, { db });
 */
export const libraryRoutes: FastifyPluginAsync<LibraryRoutesOptions> = async (app, { db, now = Date.now }) => {
  app.get('/api/account/inventories', { config: { auth: 'required' } }, async (request) => {
    const query = parseRequestInput(inventoriesQuerySchema, request.query, 'query');
    return libraryPage(db, request.account, query, now());
  });

  app.post('/api/account/inventories/get_securom_key', { config: { auth: 'required' } }, async (request) => {
    const { account_inventory_id } = parseRequestInput(securomKeyBodySchema, request.body, 'body');
    const key = await inventoryKey(db, request.account, account_inventory_id, now());
    if (!key) throw ApiError.notFound(MESSAGES.activationKeyProblem);
    return key;
  });

  app.get('/api/product/getpurchasedactivationkeys', { config: { auth: 'required' } }, async (request) => {
    const { skuId } = parseRequestInput(activationKeyQuerySchema, request.query, 'query');
    return { keys: await purchasedKeys(db, request.account, skuId, now()) };
  });

  const history = async (request: SignedInRequest) => orderHistory(db, request.account.id, parseRequestInput(paymentsQuerySchema, request.query, 'query'));
  app.get('/api/account/payments', { config: { auth: 'required' } }, history);
  app.get('/api/account/purchases', { config: { auth: 'required' } }, history);

  app.post('/api/account/wallet/trade_in', { config: { auth: 'required' } }, async (request) => {
    const { game_item_id } = parseRequestInput(tradeInBodySchema, request.body, 'body');
    return tradeIn(db, request.account, game_item_id, now());
  });

  app.post('/api/account/wallet/trade_in/:trade_in_pid', { config: { auth: 'required' } }, async (request) =>
    tradeIn(db, request.account, pathId(request.params, 'trade_in_pid', ORDER_MESSAGES.inventoryNotFound), now()));
};
