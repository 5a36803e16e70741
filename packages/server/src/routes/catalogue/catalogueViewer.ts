import type { FastifyReply } from 'fastify';
import type { AccountRow } from '../../db/tables/accounts.js';
import type { CatalogueViewer } from '../../services/catalogue/shopperHoldings.js';

/**
 * The reader of a catalogue call. A signed-in reader's answer carries their own states (owned,
 * pre-ordered, premium member), so it is marked private and uncacheable: no shared cache may hand
 * it to someone else, and the browser asks again after a purchase. Every answer varies with the
 * credentials, so a cache never serves a visitor's answer to a signed-in shopper either.
 * @param reply - the reply to mark
 * @param account - the signed-in account, or null for a visitor
 */
export function catalogueViewer(reply: FastifyReply, account: Pick<AccountRow, 'id'> | null): CatalogueViewer {
  reply.header('vary', 'Authorization, Cookie');
  if (account === null) return null;
  reply.header('cache-control', 'private, no-store');
  return { accountId: account.id };
}
