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
import { requireAccount } from '../../http/auth.js';
import { orderHistory } from '../../services/orders/history.js';
import { inventoryKey, libraryPage, purchasedKeys } from '../../services/orders/library.js';
import { ORDER_MESSAGES } from '../../services/orders/messages.js';
import { tradeIn } from '../../services/orders/tradeIn.js';
import { parseInput, pathId } from '../catalogue/parseInput.js';

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
  app.get('/api/account/inventories', async (request) => {
    const account = await requireAccount(request, db, now());
    const query = parseInput(inventoriesQuerySchema, request.query, 'query');
    return libraryPage(db, account, query, now());
  });

  app.post('/api/account/inventories/get_securom_key', async (request) => {
    const account = await requireAccount(request, db, now());
    const { account_inventory_id } = parseInput(securomKeyBodySchema, request.body, 'body');
    const key = await inventoryKey(db, account, account_inventory_id, now());
    if (!key) throw ApiError.notFound(MESSAGES.activationKeyProblem);
    return key;
  });

  app.get('/api/product/getpurchasedactivationkeys', async (request) => {
    const account = await requireAccount(request, db, now());
    const { skuId } = parseInput(activationKeyQuerySchema, request.query, 'query');
    return { keys: await purchasedKeys(db, account, skuId, now()) };
  });

  const history = async (request: Parameters<typeof requireAccount>[0]) => {
    const account = await requireAccount(request, db, now());
    return orderHistory(db, account.id, parseInput(paymentsQuerySchema, request.query, 'query'));
  };
  app.get('/api/account/payments', history);
  app.get('/api/account/purchases', history);

  app.post('/api/account/wallet/trade_in', async (request) => {
    const account = await requireAccount(request, db, now());
    const { game_item_id } = parseInput(tradeInBodySchema, request.body, 'body');
    return tradeIn(db, account, game_item_id, now());
  });

  app.post('/api/account/wallet/trade_in/:trade_in_pid', async (request) => {
    const account = await requireAccount(request, db, now());
    return tradeIn(db, account, pathId(request.params, 'trade_in_pid', ORDER_MESSAGES.inventoryNotFound), now());
  });
};
