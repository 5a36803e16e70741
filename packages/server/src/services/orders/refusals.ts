/**
 * The checkout refusals of spec §8, checked in the order the shopper can fix them: confirm the
 * e-mail (4010), add a billing address (4011), then what is in the cart (empty, over 5 items,
 * not sellable, sold out, coupon, traded in, already owned) and whether the account may pay now.
 * Each throws the 422 the client's `resolveUnprocessable` reads.
 * @module
 */
import {
  CHECKOUT_ERROR_CODE,
  MESSAGES,
  PURCHASE_FAIL_CODE,
  checkCartLimit,
  checkCartNotEmpty,
  ownedProductsMessage,
} from '@d2d/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AccountRow } from '../../db/tables/accounts.js';
import { ApiError } from '../../http/apiError.js';
import { US_ZIP_PATTERN } from '../../tax/zipStates.js';
import { CART_MESSAGES } from '../cart/messages.js';
import { loadOwnership } from '../cart/ownership.js';
import type { PricedCart } from '../cart/pricedCart.js';
import { confirmedAccountByEmail } from './data/accounts.js';
import { freeKeyCounts } from './data/activationKeys.js';
import { countryCode2 } from './data/countries.js';
import { heldProductIds } from './data/inventory.js';
import { recentFailureCount } from './data/purchaseFailures.js';
import { noLongerForSaleMessage, soldOutMessage } from './messages.js';
import type { DeliveredItem } from './paymentLines.js';

/** The billing country and ZIP of a buyer who may check out. */
export interface BillingAddress {
  countryCode: string | null;
  zipcode: string;
}

/**
 * 4010 for an unconfirmed e-mail, 4011 without a billing address (street, city, ZIP and
 * country; a US address also needs a valid ZIP, which the sales tax is looked up by).
 * @returns the billing country and ZIP
 */
export async function refuseUnlessBuyer(db: Kysely<Database>, account: AccountRow): Promise<BillingAddress> {
  if (account.email_confirmed_at === null) {
    throw ApiError.unprocessable(CHECKOUT_ERROR_CODE.unconfirmedEmail, { base: [MESSAGES.unconfirmedEmail] });
  }
  const required = [account.address_street_1, account.address_city, account.address_zipcode];
  const missing = required.some((v) => v === null || v.trim() === '') || account.address_country_code_id === null;
  const country = account.address_country_code_id === null
    ? undefined
    : await countryCode2(db, account.address_country_code_id);
  const countryCode = country?.code2?.toUpperCase() ?? null;
  const zipcode = account.address_zipcode?.trim() ?? '';
  if (missing || !country || (countryCode === 'US' && !US_ZIP_PATTERN.test(zipcode))) {
    throw ApiError.unprocessable(CHECKOUT_ERROR_CODE.billingAddressRequired, { base: [MESSAGES.billingAddressRequired] });
  }
  return { countryCode, zipcode };
}

/** Failed payments (declined cards, refused fraud checks) in this window count towards a block. */
export const BLOCK_WINDOW_MS = 24 * 60 * 60 * 1000;
/** This many failures in the window block new checkouts (purchase-fail code 4002). */
export const BLOCK_AFTER_FAILURES = 5;

/** 4002 when the account failed to pay too often lately (card testing, fraud). */
export async function refuseIfBlocked(db: Kysely<Database>, accountId: number, now: number): Promise<void> {
  const failures = await recentFailureCount(db, accountId, now - BLOCK_WINDOW_MS, [
    PURCHASE_FAIL_CODE.declined,
    Number(CHECKOUT_ERROR_CODE.purchaseCannotBeCompleted),
  ]);
  if (failures >= BLOCK_AFTER_FAILURES) {
    throw ApiError.unprocessable(PURCHASE_FAIL_CODE.userBlocked, { base: [MESSAGES.userBlocked] });
  }
}

/** The gift recipient whose library "already owned" is checked against. */
export interface GiftRecipient {
  email: string;
  /** The recipient's (confirmed) account, when there is one. */
  accountId: number | null;
}

/**
 * What the cart holds: empty and over-limit carts, lines that cannot be sold (87 for a country
 * restriction, '7002' otherwise), sold-out keys ('7002'), a coupon that no longer applies, a
 * traded-in product (1294, only when buying for oneself) and products already owned (by the
 * buyer, or for a gift by the recipient; base error naming them).
 * @param items - the library items of each line (to check the key pools)
 */
export async function refuseCart(
  db: Kysely<Database>,
  cart: PricedCart,
  items: ReadonlyMap<number, readonly DeliveredItem[]>,
  recipient: GiftRecipient | null,
): Promise<void> {
  const blocked = checkCartNotEmpty(cart.lines.length) ?? checkCartLimit(cart.lines.length);
  if (blocked !== null) throw ApiError.unprocessable(undefined, { base: [blocked] });

  for (const line of cart.lines) {
    if (line.problem === CART_MESSAGES.notBuyableFromCountry) {
      throw ApiError.unprocessable(CHECKOUT_ERROR_CODE.purchaseCannotBeCompleted, { base: [MESSAGES.purchaseCannotBeCompleted] });
    }
    if (line.problem !== null) {
      const text = noLongerForSaleMessage(line.title, line.problem);
      throw ApiError.unprocessable(CHECKOUT_ERROR_CODE.serverText, { base: [text] }, text);
    }
  }
  await refuseSoldOut(db, cart, items);

  if (cart.coupon?.problem) throw ApiError.unprocessable(undefined, { base: [cart.coupon.problem] });

  if (recipient === null) {
    if (cart.lines.some((l) => l.tradedIn)) {
      throw ApiError.unprocessable(CHECKOUT_ERROR_CODE.tradedIn, { base: [MESSAGES.tradedInCannotBuyAgain] });
    }
    const owned = cart.lines.filter((l) => l.ownCount > 0).map((l) => l.title);
    if (owned.length > 0) throw ApiError.unprocessable(undefined, { base: [ownedProductsMessage(owned, false)] });
    return;
  }
  const owned = await ownedByRecipient(db, recipient, cart.lines.map((l) => l.productId));
  const titles = cart.lines.filter((l) => owned.has(l.productId)).map((l) => l.title);
  if (titles.length > 0) throw ApiError.unprocessable(undefined, { base: [ownedProductsMessage(titles, true)] });
}

/** '7002' when a SKU the order needs a key for has none left (the completion re-checks atomically). */
async function refuseSoldOut(db: Kysely<Database>, cart: PricedCart, items: ReadonlyMap<number, readonly DeliveredItem[]>): Promise<void> {
  const needed = new Map<number, { title: string; count: number }>();
  for (const line of cart.lines) {
    for (const item of items.get(line.id) ?? []) {
      if (!item.needsKey) continue;
      const entry = needed.get(item.skuId) ?? { title: line.title, count: 0 };
      entry.count += 1;
      needed.set(item.skuId, entry);
    }
  }
  if (needed.size === 0) return;
  const most = Math.max(...[...needed.values()].map((n) => n.count));
  const free = await freeKeyCounts(db, [...needed.keys()], most);
  const freeBySku = new Map(free.map((r) => [r.sku_id, Number(r.n)]));
  for (const [skuId, need] of needed) {
    if ((freeBySku.get(skuId) ?? 0) < need.count) {
      const text = soldOutMessage(need.title);
      throw ApiError.unprocessable(CHECKOUT_ERROR_CODE.serverText, { base: [text] }, text);
    }
  }
}

/**
 * Products a gift recipient already has: in the library of their account, or held for their
 * e-mail from an earlier gift they have not claimed yet.
 */
export async function ownedByRecipient(db: Kysely<Database>, recipient: GiftRecipient, productIds: readonly number[]): Promise<Set<number>> {
  const owned = new Set<number>();
  if (productIds.length === 0) return owned;
  if (recipient.accountId !== null) {
    for (const [productId, ownership] of await loadOwnership(db, recipient.accountId, productIds)) {
      if (ownership.ownCount > 0) owned.add(productId);
    }
  }
  const held = await heldProductIds(db, recipient.email, [...new Set(productIds)]);
  for (const row of held) owned.add(row.product_id);
  return owned;
}

/** The recipient of a gift e-mail: their account counts only once its e-mail is confirmed. */
export async function giftRecipient(db: Kysely<Database>, email: string): Promise<GiftRecipient> {
  const normalized = email.trim().toLowerCase();
  const account = await confirmedAccountByEmail(db, normalized);
  return { email: normalized, accountId: account?.id ?? null };
}
