import {
  CHECKOUT_ERROR_CODE, MESSAGES, badRequestBodySchema, cartLinePrices, endpoints, unauthorizedBodySchema, unprocessableBodySchema,
} from '@d2d/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { productImageUrl } from '../../seed/catalogue/artUrls.js';
import { CART_BULLETINS, CART_MESSAGES, baseGameRequiredMessage, bundlePickMessage } from '../../services/cart/messages.js';
import { CARTS, P, REGION, openCartKit, type CartKit, type Method, type Shopper } from './__tests__/cartKit.js';

let kit: CartKit;
let ana: Shopper;
beforeEach(async () => {
  kit = await openCartKit();
  ana = await kit.shopper('ana@example.com');
});
afterEach(async () => {
  await kit.close();
});

const add = (who: Shopper, payload: object, region?: number) => kit.call(who, 'POST', CARTS, payload, region);
const refusal = (res: { statusCode: number; json(): unknown }) => {
  expect(res.statusCode).toBe(422);
  return unprocessableBodySchema.parse(res.json());
};

describe('cart calls need a login', () => {
  it('should answer 401 to a visitor on every cart and cart-area account call', async () => {
    const calls: Array<[Method, string, object?]> = [
      ['GET', CARTS], ['POST', CARTS, { product_id: 1 }], ['DELETE', `${CARTS}/1`], ['PUT', `${CARTS}/1`, { gift: null }],
      ['POST', `${CARTS}/coupon`, { coupon_code: 'WELCOME10' }], ['DELETE', `${CARTS}/coupon/WELCOME10`], ['POST', `${CARTS}/redeem`],
      ['POST', `${CARTS}/remove_redeem`], ['GET', '/api/account/wallet'], ['POST', '/api/account/loyalty_1st_welcome'], ['GET', '/api/account/coupons'],
    ];
    for (const [method, url, payload] of calls) {
      const res = await kit.call(null, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      unauthorizedBodySchema.parse(res.json());
    }
  });

  it('should list every cart call of the contract as needing auth', () => {
    const cartCalls = Object.values(endpoints).filter((e) => e.path.startsWith(CARTS));
    expect(cartCalls.length).toBeGreaterThanOrEqual(8);
    expect(cartCalls.every((e) => e.auth)).toBe(true);
  });
});

describe('GET and POST /api/account/shopping_carts', () => {
  it('should answer an empty cart with totals 0, the site symbol and the VIP block', async () => {
    const cart = await kit.cart(ana, 'GET', CARTS);
    expect(cart).toMatchObject({ cart_details: [], gross_price: 0, net_price: 0, currency_symbol: '$', coupon_details: null, streaming: { estimated_hours: 0 } });
    expect(cart.vip).toEqual({ top_tier_save: 0, only_amount_to_top_tier: 1000 });
    // the same open cart on every call
    expect((await kit.cart(ana, 'GET', CARTS)).id).toBe(cart.id);
  });

  it('should add a product with its line fields, prices and product details', async () => {
    const cart = await kit.cart(ana, 'POST', CARTS, { product_id: P.onSale });
    expect(cart.cart_details).toHaveLength(1);
    const line = cart.cart_details[0]!;
    // product 1: 29.99 on sale at 40% off
    expect(line).toMatchObject({ originPrice: 29.99, discountedPrice: 17.99 });
    expect(line.offer_items).toEqual({ atgames_price: 29.99, discounted_price: 17.99, vip_price: 0, trade_in_price: null });
    expect(line.product).toMatchObject({ id: 1, title: 'Stellar Odyssey', platform_ids: [1100, 1200], drm_type: 'Steam', has_own: false, own_count: 0 });
    expect(line.product.thumbnail_image).toBe(productImageUrl(1, 'thumbnail'));
    expect(line.product.genres?.length).toBeGreaterThan(0);
    expect(cart).toMatchObject({ gross_price: 17.99, net_price: 17.99, streaming: { estimated_hours: 1 } });
  });

  it('should price lines in the site currency of the region cookie', async () => {
    await kit.cart(ana, 'POST', CARTS, { product_id: P.plainA });
    const us = await kit.cart(ana, 'GET', CARTS, undefined, REGION.US);
    const uk = await kit.cart(ana, 'GET', CARTS, undefined, REGION.UK);
    const eu = await kit.cart(ana, 'GET', CARTS, undefined, REGION.EU);
    expect([us.currency_symbol, uk.currency_symbol, eu.currency_symbol]).toEqual(['$', '£', '€']);
    expect([us.net_price, uk.net_price, eu.net_price]).toEqual([19.99, 15.99, 17.99]);
  });

  it('should not duplicate a product added twice', async () => {
    const first = await kit.cart(ana, 'POST', CARTS, { product_id: P.plainA });
    const second = await kit.cart(ana, 'POST', CARTS, { product_id: P.plainA });
    expect(second.cart_details.map((l) => l.id)).toEqual(first.cart_details.map((l) => l.id));
  });

  it('should add by skuId the product the SKU belongs to', async () => {
    const cart = await kit.cart(ana, 'POST', CARTS, { skuId: P.plainB * 10 });
    expect(cart.cart_details.map((l) => l.product.id)).toEqual([P.plainB]);
  });

  it('should refuse a SKU of another product with 400, and unknown or unpublished products with 404', async () => {
    const mismatch = await add(ana, { product_id: P.plainA, skuId: P.plainB * 10 });
    expect(mismatch.statusCode).toBe(400);
    expect(badRequestBodySchema.parse(mismatch.json()).modelState.skuId).toBeDefined();
    for (const payload of [{ product_id: 999_999 }, { product_id: P.unpublished }, { skuId: 999_999 }]) {
      const res = await add(ana, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(404);
      expect(res.json()).toEqual({ message: CART_MESSAGES.productNotFound });
    }
  });

  it('should refuse bodies the contract refuses with 400 model state', async () => {
    for (const payload of [{}, { product_id: 'one' }, { product_id: 1, extra: true }, { contentSkuIds: [1] }, { product_id: -3 }]) {
      const res = await add(ana, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      badRequestBodySchema.parse(res.json());
    }
  });

  it('should show the pre-order and pre-purchase bulletins', async () => {
    await kit.cart(ana, 'POST', CARTS, { product_id: P.preorder });
    const cart = await kit.cart(ana, 'POST', CARTS, { product_id: P.prePurchase });
    expect(cart.bulletins?.map((b) => b.message)).toEqual([
      CART_BULLETINS.preorder('Frozen Throne of Avalon'),
      CART_BULLETINS.prePurchase('Neon Drift 2'),
    ]);
  });

  it('should carry the trade-in price of an ADS title', async () => {
    const cart = await kit.cart(ana, 'POST', CARTS, { product_id: P.ads });
    const line = cart.cart_details[0]!;
    expect(line.product.drm_type).toBe('ADS');
    expect(line.offer_items?.trade_in_price).toBeGreaterThan(0);
  });

  it('should recommend products sharing a genre that are neither in the cart nor owned', async () => {
    await kit.own(ana, P.plainB);
    const cart = await kit.cart(ana, 'POST', CARTS, { product_id: P.plainA });
    const ids = (cart.recommendation ?? []).map((p) => p.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain(P.plainA);
    expect(ids).not.toContain(P.plainB);
    const genres = new Set(cart.cart_details[0]!.product.genres);
    for (const product of cart.recommendation ?? []) expect(product.genres?.some((g) => genres.has(g)), product.title).toBe(true);
  });
});

describe('refusals of the add call', () => {
  it('should refuse an owned product, naming it', async () => {
    await kit.own(ana, P.plainA);
    const body = refusal(await add(ana, { product_id: P.plainA }));
    expect(body.errors?.base).toEqual([`You already own: Copper Gambit.`]);
  });

  it('should refuse a traded-in product with code 1294', async () => {
    await kit.tradeIn(ana, P.ads);
    const body = refusal(await add(ana, { product_id: P.ads }));
    expect(body.error_code).toBe(CHECKOUT_ERROR_CODE.tradedIn);
    expect(body.errors?.base).toEqual([MESSAGES.tradedInCannotBuyAgain]);
  });

  it('should refuse a product that is not for sale', async () => {
    await kit.db.updateTable('offers').set({ offer_action_type: 'Subscribe' }).where('product_id', '=', P.plainC).execute();
    expect(refusal(await add(ana, { product_id: P.plainC })).errors?.base).toEqual([CART_MESSAGES.notForSale]);
  });

  it('should refuse a product not buyable from the shopper country but sell it elsewhere', async () => {
    expect(refusal(await add(ana, { product_id: P.restricted }, REGION.UK)).errors?.base).toEqual([CART_MESSAGES.notBuyableFromCountry]);
    expect(refusal(await add(ana, { product_id: P.restricted }, REGION.EU)).errors?.base).toEqual([CART_MESSAGES.notBuyableFromCountry]);
    const res = await kit.call(ana, 'POST', CARTS, { product_id: P.restricted });
    expect(res.statusCode).toBe(200);
    // the line stays, but on the UK site it is flagged and priced at nothing
    const uk = await kit.cart(ana, 'GET', CARTS, undefined, REGION.UK);
    expect(uk.net_price).toBe(0);
    expect(uk.bulletins?.[0]?.message).toBe(CART_BULLETINS.lineProblem('Wasteland Raiders', CART_MESSAGES.notBuyableFromCountry));
  });

  it('should refuse a DLC whose required base game is neither owned nor in the cart', async () => {
    const body = refusal(await add(ana, { product_id: P.dlc }));
    expect(body.errors?.base).toEqual([baseGameRequiredMessage('Stellar Odyssey: Season Pass', ['Stellar Odyssey'])]);
    // allowNonRequiredBase does not skip a required base
    expect(refusal(await add(ana, { product_id: P.dlc, allowNonRequiredBase: true })).errors?.base).toHaveLength(1);
  });

  it('should add a DLC when its base is in the cart or owned', async () => {
    await kit.cart(ana, 'POST', CARTS, { product_id: P.onSale });
    expect((await kit.cart(ana, 'POST', CARTS, { product_id: P.dlc })).cart_details).toHaveLength(2);
    const ben = await kit.shopper('ben@example.com');
    await kit.own(ben, P.subscribe);
    expect((await kit.cart(ben, 'POST', CARTS, { product_id: P.dlcMultiple })).cart_details).toHaveLength(1);
  });

  it('should take a DLC with only a suggested base when allowNonRequiredBase is set', async () => {
    await kit.db.updateTable('product_requirements').set({ is_required: 0 }).where('product_id', '=', P.dlc).execute();
    expect(refusal(await add(ana, { product_id: P.dlc })).errors?.base).toHaveLength(1);
    expect((await kit.cart(ana, 'POST', CARTS, { product_id: P.dlc, allowNonRequiredBase: true })).cart_details).toHaveLength(1);
  });

  it('should let a gift cart take a product the buyer owns', async () => {
    await kit.own(ana, P.plainA);
    const empty = await kit.cart(ana, 'GET', CARTS);
    const gift = { gift_first_name: 'Bo', gift_last_name: 'Lee', gift_email: 'bo@example.com', gift_mail_body: 'Enjoy!' };
    await kit.cart(ana, 'PUT', `${CARTS}/${empty.id}`, { gift });
    const cart = await kit.cart(ana, 'POST', CARTS, { product_id: P.plainA });
    expect(cart.cart_details[0]?.product).toMatchObject({ has_own: true, own_count: 1 });
  });
});

describe('build-your-own bundles', () => {
  const picks = async () =>
    (await kit.db.selectFrom('bundle_contents').select('sku_id').where('bundle_product_id', '=', P.customBundle).orderBy('position').execute()).map((r) => r.sku_id);

  it('should add a custom bundle with the picked SKUs and take new picks on a re-add', async () => {
    const offered = await picks();
    const skuId = P.customBundle * 10;
    const first = await kit.cart(ana, 'POST', CARTS, { skuId, contentSkuIds: offered.slice(0, 3) });
    expect(first.cart_details.map((l) => l.product.id)).toEqual([P.customBundle]);
    const rows = () => kit.db.selectFrom('cart_line_contents').select('sku_id').orderBy('position').execute();
    expect((await rows()).map((r) => r.sku_id)).toEqual(offered.slice(0, 3));
    const second = await kit.cart(ana, 'POST', CARTS, { skuId, contentSkuIds: offered.slice(2, 5) });
    expect(second.cart_details).toHaveLength(1);
    expect((await rows()).map((r) => r.sku_id)).toEqual(offered.slice(2, 5));
  });

  it('should refuse picks that are too few, repeated or not offered by the bundle', async () => {
    const offered = await picks();
    const skuId = P.customBundle * 10;
    for (const contentSkuIds of [offered.slice(0, 2), [offered[0]!, offered[0]!, offered[1]!], [offered[0]!, offered[1]!, P.onSale * 10 + 1], offered.slice(0, 4)]) {
      expect(refusal(await add(ana, { skuId, contentSkuIds })).errors?.base, JSON.stringify(contentSkuIds)).toEqual([bundlePickMessage(3)]);
    }
    expect(refusal(await add(ana, { product_id: P.customBundle })).errors?.base).toEqual([bundlePickMessage(3)]);
    expect(refusal(await add(ana, { skuId: P.plainA * 10, contentSkuIds: [offered[0]!] })).errors?.base).toHaveLength(1);
  });
});

describe('the 5-item limit', () => {
  it('should refuse a sixth line with the limit message and keep five', async () => {
    for (const product_id of [P.plainA, P.plainB, P.plainC, P.plainD, P.onSale]) await kit.cart(ana, 'POST', CARTS, { product_id });
    expect(refusal(await add(ana, { product_id: P.ads })).errors?.base).toEqual([MESSAGES.cartLimit]);
    // re-adding one of the five is still fine
    expect((await kit.cart(ana, 'POST', CARTS, { product_id: P.plainA })).cart_details).toHaveLength(5);
  });
});

describe('DELETE /api/account/shopping_carts/:id', () => {
  it('should remove a line and 404 for a line that is not in the cart', async () => {
    await kit.cart(ana, 'POST', CARTS, { product_id: P.plainA });
    const cart = await kit.cart(ana, 'POST', CARTS, { product_id: P.plainB });
    const [first, second] = cart.cart_details;
    const after = await kit.cart(ana, 'DELETE', `${CARTS}/${first!.id}`);
    expect(after.cart_details.map((l) => l.id)).toEqual([second!.id]);
    const again = await kit.call(ana, 'DELETE', `${CARTS}/${first!.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: CART_MESSAGES.lineNotFound });
    for (const id of ['abc', '0', '-1', '99999999999999999999']) expect((await kit.call(ana, 'DELETE', `${CARTS}/${id}`)).statusCode).toBe(404);
  });

  it("should not remove another shopper's line", async () => {
    const ben = await kit.shopper('ben@example.com');
    const bens = await kit.cart(ben, 'POST', CARTS, { product_id: P.plainA });
    expect((await kit.call(ana, 'DELETE', `${CARTS}/${bens.cart_details[0]!.id}`)).statusCode).toBe(404);
    expect((await kit.cart(ben, 'GET', CARTS)).cart_details).toHaveLength(1);
  });
});

describe('PUT /api/account/shopping_carts/:id (update: the gift)', () => {
  const gift = { gift_first_name: 'Bo', gift_last_name: 'Lee', gift_email: 'bo@example.com', gift_mail_body: 'Happy birthday!' };

  it('should set and clear the gift, with a bulletin while it is set', async () => {
    const cart = await kit.cart(ana, 'GET', CARTS);
    const set = await kit.cart(ana, 'PUT', `${CARTS}/${cart.id}`, { gift });
    expect(set.bulletins?.map((b) => b.message)).toContain(CART_BULLETINS.gift('bo@example.com'));
    const row = await kit.db.selectFrom('carts').select(['gift_email', 'gift_mail_body']).where('id', '=', cart.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ gift_email: 'bo@example.com', gift_mail_body: 'Happy birthday!' });
    const cleared = await kit.cart(ana, 'PUT', `${CARTS}/${cart.id}`, { gift: null });
    expect(cleared.bulletins).toEqual([]);
  });

  it('should answer gift field errors as 422 under the field names, with the spec messages', async () => {
    const cart = await kit.cart(ana, 'GET', CARTS);
    const res = await kit.call(ana, 'PUT', `${CARTS}/${cart.id}`, { gift: { ...gift, gift_first_name: 'x'.repeat(21), gift_email: 'nope', gift_mail_body: 'hi' } });
    const body = refusal(res);
    expect(body.errors).toEqual({
      gift_first_name: [MESSAGES.giftNameTooLong],
      gift_email: [MESSAGES.invalidEmail],
      gift_mail_body: [MESSAGES.giftMessageTooShort],
    });
  });

  it("should 404 for a cart id that is not the shopper's open cart", async () => {
    const ben = await kit.shopper('ben@example.com');
    const bens = await kit.cart(ben, 'GET', CARTS);
    expect((await kit.call(ana, 'PUT', `${CARTS}/${bens.id}`, { gift })).statusCode).toBe(404);
    expect((await kit.call(ana, 'PUT', `${CARTS}/${bens.id}`, { gift: 'yes' })).statusCode).toBe(400);
  });
});

describe('closing a cart', () => {
  it('should start a fresh empty cart after purchase completion closes the open one', async () => {
    const { closeCart } = await import('../../services/cart/carts.js');
    const cart = await kit.cart(ana, 'POST', CARTS, { product_id: P.plainA });
    expect(await closeCart(kit.db, cart.id)).toBe(true);
    expect(await closeCart(kit.db, cart.id)).toBe(false);
    const fresh = await kit.cart(ana, 'GET', CARTS);
    expect(fresh.id).not.toBe(cart.id);
    expect(fresh.cart_details).toEqual([]);
    // the closed cart's lines stay where they were (orders read them)
    expect(await kit.db.selectFrom('cart_lines').select('id').where('cart_id', '=', cart.id).execute()).toHaveLength(1);
  });

  it('should read line prices the way the contract reads them', async () => {
    const cart = await kit.cart(ana, 'POST', CARTS, { product_id: P.onSale });
    expect(cartLinePrices(cart.cart_details[0]!)).toEqual({ original: 29.99, discounted: 17.99, vip: 0, effective: 17.99 });
  });
});
