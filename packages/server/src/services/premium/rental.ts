/**
 * Renting a game for 1 to 5 days in the hosted checkout (`POST /d2d/xsolla/rent`, DECISIONS.md
 * "Rental length"): the price is the site's 24-hour block price times the days; paying puts a
 * rental with an expiry in the library (see `rentalGrant.ts`).
 * @module
 */
import { CHECKOUT_ERROR_CODE, MESSAGES, RENTAL_ERROR_CODE, type HostedCheckout, type RentBody } from '@d2d/contract';
import type { AccountRow } from '../../db/tables/accounts.js';
import { ApiError } from '../../http/apiError.js';
import type { ShopperContext } from '../../http/shopperContext.js';
import type { PremiumContext } from './context.js';
import { rentalOffer, untradedItemsOf } from './data/rentals.js';
import { createHostedPayment, type HostedCheckoutOrigin } from './hostedPayments.js';
import { PREMIUM_MESSAGES } from './messages.js';

/**
 * Creates the hosted-checkout payment of a rental. With `again` a running rental of the game is
 * extended by the new days once paid; without it a running rental is refused with 4006.
 * @throws ApiError 404 for an unknown product; 422 4010 (unconfirmed e-mail), 4003 (owned),
 *   4006 (renting already), or a base message when the game has no rental offer here
 * @example
 * const { call_url } = await rent(ctx, { account, shopper, body: { days: 3, product_id: 4 }, returnUrl, storeOrigin, serverOrigin });
 */
export async function rent(
  ctx: PremiumContext,
  input: { account: AccountRow; shopper: ShopperContext; body: RentBody } & HostedCheckoutOrigin,
): Promise<HostedCheckout> {
  const { account, shopper, body } = input;
  if (account.email_confirmed_at === null) {
    throw ApiError.unprocessable(CHECKOUT_ERROR_CODE.unconfirmedEmail, { base: [MESSAGES.unconfirmedEmail] });
  }
  const offer = await rentalOffer(ctx.db, body.product_id, shopper.site.id);
  if (!offer) throw ApiError.notFound(PREMIUM_MESSAGES.productNotFound);
  const restricted = (JSON.parse(offer.country_restrictions) as string[]).includes(shopper.country);
  const released = offer.release_date <= shopper.now.toISOString().slice(0, 10);
  if (offer.rental_price === null || offer.rental_price <= 0 || restricted || !released) {
    throw ApiError.unprocessable(undefined, { base: [PREMIUM_MESSAGES.productNotRentable] });
  }

  const now = ctx.now();
  const items = await untradedItemsOf(ctx.db, account.id, body.product_id);
  if (items.some((i) => i.purchase_type === 'purchase')) {
    throw ApiError.unprocessable(RENTAL_ERROR_CODE.alreadyOwned, { base: [MESSAGES.rentalAlreadyOwned] });
  }
  const renting = items.some((i) => i.purchase_type === 'rental' && (i.rental_expires_at ?? 0) > now);
  if (renting && body.again !== true) {
    throw ApiError.unprocessable(RENTAL_ERROR_CODE.alreadyRented, { base: [MESSAGES.rentalAlreadyActive] });
  }
  const callUrl = await createHostedPayment(ctx, {
    ...input,
    site: shopper.site,
    amountMinor: offer.rental_price * body.days,
    purchase: { kind: 'rental', productId: body.product_id, skuId: offer.sku_id, days: body.days },
  });
  return { call_url: callUrl };
}
