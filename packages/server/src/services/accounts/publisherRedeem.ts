/**
 * The publisher-account redeem (spec §2 My games, §3, §7): a game played on its publisher's own
 * account (DRM type MMO) goes into the publisher account the shopper signed in to in the
 * publisher login frame. Its key then reads `redeemed` (spec §4 Entitlement).
 * @module
 */
import { publisherRedeemBodySchema } from '@d2d/contract';
import type { AccountRow } from '../../db/tables/accounts.js';
import { ApiError } from '../../http/apiError.js';
import { isoDay } from '../orders/context.js';
import type { AccountsContext } from './context.js';
import { takeForPublisher, transactionGames } from './data/publisherRedemptions.js';
import { parseInput } from './parse.js';
import { ticketValid } from './publisherTickets.js';

/** Our texts of the redeem (the client shows the spec's '… was redeem failed' for every refusal). */
export const PUBLISHER_TEXT = {
  signInAgain: 'Your publisher account sign-in has expired. Please sign in again.',
  nothingToRedeem: 'This purchase has no game that goes into a publisher account.',
  alreadyRedeemed: 'This purchase was already redeemed to a publisher account.',
  notReleased: 'This game can be redeemed once it is released.',
  redeemed: 'Your game was redeemed to your publisher account.',
} as const;

/**
 * `POST /d2d/{paypal|stripe}/redeem` ({ transaction_id, user_id, user_ticket }): the released,
 * not yet redeemed publisher-account games of the shopper's payment `transaction_id` are marked
 * redeemed for the publisher user, in one conditional write. Refusals answer 409 with our text;
 * a form error 400; a ticket that is not this server's, not for `user_id`, or expired 409.
 * @param via - the path's provider (`paypal` or `stripe`), kept with the redemption
 */
export async function redeemToPublisher(ctx: AccountsContext, account: AccountRow, body: unknown, via: 'paypal' | 'stripe'): Promise<{ success: true; message: string }> {
  const parsed = parseInput(publisherRedeemBodySchema, body);
  if (!parsed.ok) throw ApiError.badRequest(parsed.errors);
  const { transaction_id: paymentId, user_id: userId, user_ticket: ticket } = parsed.data;
  const now = ctx.now();
  if (!ticketValid(ctx.publisherKey, userId, ticket, now)) throw ApiError.conflict(PUBLISHER_TEXT.signInAgain);
  const games = await transactionGames(ctx.db, account.id, paymentId);
  if (games.length === 0) throw ApiError.conflict(PUBLISHER_TEXT.nothingToRedeem);
  const today = isoDay(now);
  const open = games.filter((g) => g.entitlement_status === 'activated');
  const released = open.filter((g) => g.release_date <= today);
  if (open.length > 0 && released.length === 0) throw ApiError.conflict(PUBLISHER_TEXT.notReleased);
  const taken = await ctx.db.transaction().execute((trx) =>
    takeForPublisher(trx, account.id, released.map((g) => g.id), { paymentId, publisherUserId: userId, via, now }),
  );
  if (taken.length === 0) throw ApiError.conflict(PUBLISHER_TEXT.alreadyRedeemed);
  return { success: true, message: PUBLISHER_TEXT.redeemed };
}
