import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints } from './index.js';
import type { EndpointDefinition } from './index.js';

type Call = readonly [method: EndpointDefinition['method'], path: string, chosen?: 'chosen'];

/**
 * Every call of spec §7, in the spec's order. Paths the spec does not show in full are the
 * contract's choice and marked 'chosen'. The card provider's fraud check of the cart service is
 * `/d2d/stripe/kt` (listed once, with the checkout calls).
 */
const SPEC_CALLS: readonly Call[] = [
  // Account
  ['GET', '/api/account/getcurrent'],
  ['POST', '/api/account/sign_up'],
  ['POST', '/api/account/login'],
  ['DELETE', '/api/account/logout'],
  ['POST', '/api/account/auth/facebook'],
  ['POST', '/api/account/auth/google'],
  ['GET', '/api/account/show'],
  ['PATCH', '/api/account/update'],
  ['POST', '/api/account/password'],
  ['PUT', '/api/account/password'],
  ['PATCH', '/api/account/update_password'],
  ['PATCH', '/api/account/update_email'],
  ['GET', '/d2d/account/confirmation'],
  ['POST', '/d2d/account/confirmation'],
  ['GET', '/api/account/inventories'],
  ['POST', '/api/account/inventories/get_securom_key'],
  ['GET', '/api/account/payments'],
  ['GET', '/api/countries'],
  ['GET', '/d2d/countries'],
  ['GET', '/api/account/wallet'],
  ['POST', '/api/account/wallet/trade_in'],
  ['GET', '/api/account/vips'],
  ['POST', '/api/account/loyalty_1st_welcome'],
  ['GET', '/api/account/purchases'],
  ['POST', '/api/account/purchases'],
  ['POST', '/api/account/purchases/fail'],
  ['POST', '/api/account/complete_purchased'],
  ['GET', '/api/account/complete_purchased', 'chosen'],
  ['GET', '/api/account/complete_purchased/:payment_id', 'chosen'],
  ['POST', '/api/account/gdpr'],
  ['GET', '/api/account/social'],
  ['DELETE', '/api/account/social/disconnect'],
  ['GET', '/d2d/monterey/launch_info'],
  // Streaming
  ['GET', '/api/account/streaming'],
  ['GET', '/api/account/streaming/play'],
  ['POST', '/d2d/streaming/instant_play'],
  ['POST', '/d2d/streaming/instant_play_ack'],
  ['GET', '/d2d/streaming/campaign'],
  ['GET', '/api/account/streaming/bonus20hrs'],
  ['POST', '/api/account/streaming/switching_server', 'chosen'],
  ['GET', '/api/account/streaming/switching_server_status', 'chosen'],
  ['POST', '/d2d/streaming/subscribe'],
  ['POST', '/d2d/streaming/unsubscribe'],
  ['GET', '/d2d/streaming/active_instant_play_collection'],
  // Premium
  ['GET', '/d2d/premium/campaign'],
  ['GET', '/d2d/premium/redeem_free_trial'],
  ['GET', '/d2d/premium/active_games'],
  ['GET', '/d2d/premium/plan_price'],
  ['GET', '/api/account/premium'],
  ['GET', '/api/account/premium/subscribed'],
  ['POST', '/api/account/premium/stop_renewing', 'chosen'],
  ['POST', '/api/account/premium/cancel', 'chosen'],
  ['POST', '/d2d/xsolla/subscribe_premium'],
  ['POST', '/d2d/xsolla/rent'],
  // Cart
  ['GET', '/api/account/shopping_carts'],
  ['POST', '/api/account/shopping_carts'],
  ['POST', '/api/account/shopping_carts/coupon'],
  ['DELETE', '/api/account/shopping_carts/coupon/:code'],
  ['POST', '/api/account/shopping_carts/redeem'],
  ['POST', '/api/account/shopping_carts/remove_redeem'],
  ['DELETE', '/api/account/shopping_carts/:id'],
  ['PUT', '/api/account/shopping_carts/:id', 'chosen'],
  ['POST', '/api/account/shopping_carts/checkout', 'chosen'],
  ['POST', '/api/account/shopping_carts/abort_checkout/:id', 'chosen'],
  ['POST', '/api/account/shopping_carts/purchase', 'chosen'],
  // Checkout
  ['POST', '/d2d/stripe/pay'],
  ['POST', '/d2d/xsolla/pay'],
  ['POST', '/d2d/paypal/pay'],
  ['POST', '/d2d/livegamer/pay'],
  ['POST', '/d2d/stripe/purchase'],
  ['POST', '/d2d/paypal/purchase'],
  ['POST', '/d2d/stripe/kt'],
  ['POST', '/d2d/paypal/on_abort_checkout'],
  ['POST', '/d2d/paypal/redeem'],
  ['POST', '/d2d/stripe/redeem'],
  // Catalogue
  ['GET', '/api/product/get/:id'],
  ['GET', '/api/product/preview/:id'],
  ['POST', '/api/product/downloadlocations'],
  ['GET', '/api/product/getmedia'],
  ['GET', '/api/product/preview_media', 'chosen'],
  ['GET', '/api/product/getpurchasedactivationkeys', 'chosen'],
  ['GET', '/api/product/getsubscriptionactivationkeys', 'chosen'],
  ['GET', '/api/productquery/findpage'],
  // Merchandising and reference data
  ['GET', '/api/merchandising/getdisplay'],
  ['POST', '/api/merchandising/shelves', 'chosen'],
  ['GET', '/api/merchandising/getpromotion/:id', 'chosen'],
  ['GET', '/api/merchandising/getpromotion_background/:id', 'chosen'],
  ['GET', '/api/merchandising/getpromotions', 'chosen'],
  ['GET', '/api/merchandising/reward_offers', 'chosen'],
  ['GET', '/d2d/genres'],
  ['GET', '/d2d/platforms'],
  ['GET', '/d2d/publishers'],
  ['GET', '/d2d/content_ratings'],
  ['GET', '/d2d/sitemap'],
  ['GET', '/d2d/regions/get_region/'],
  ['POST', '/d2d/mailchimp/subscribe'],
  // Reviews
  ['GET', '/api/userreview/findpage'],
  ['POST', '/api/userreview/flagreviewasabusive', 'chosen'],
  ['POST', '/api/userreview/voteuserreviewhelpful', 'chosen'],
  ['POST', '/api/userreview/ratetitle', 'chosen'],
  ['POST', '/api/userreview/reviewtitle', 'chosen'],
  ['POST', '/api/userreview/createreviewerprofile', 'chosen'],
  ['GET', '/api/userreview/productisreviewablebyuser', 'chosen'],
  // "trade-in by pid" of the closing sentence of §7
  ['POST', '/api/account/wallet/trade_in/:trade_in_pid', 'chosen'],
];

/** Calls the store needs that §7 does not name (the "my coupons" tab, the sign-up captcha). */
const EXTRA_CALLS: readonly Call[] = [
  ['GET', '/api/account/coupons', 'chosen'],
  ['GET', '/api/captcha/challenge', 'chosen'],
  // the login dialog's social buttons: which providers, and where each sends the shopper
  ['GET', '/api/account/auth/providers', 'chosen'],
  ['GET', '/api/account/auth/:provider/authorize', 'chosen'],
  ['GET', '/api/productquery/typeahead', 'chosen'],
  ['POST', '/d2d/regions/switch', 'chosen'],
  // the streaming sandbox client's report and the streaming list's confirmation link
  ['POST', '/d2d/streaming/client_report', 'chosen'],
  ['GET', '/d2d/streaming/confirm', 'chosen'],
  // gift subscriptions (spec §4 names the flow, not its calls)
  ['POST', '/api/account/premium/gift', 'chosen'],
  ['GET', '/api/account/premium/gifts', 'chosen'],
  ['POST', '/api/account/premium/gift/claim', 'chosen'],
  // the card modal's form: the sandbox's fields or Stripe.js (issue 12, the live card provider)
  ['GET', '/api/payments/card_form', 'chosen'],
];

const table = Object.entries(endpoints) as [string, EndpointDefinition][];
const key = (method: string, path: string) => `${method} ${path}`;
const byKey = new Map(table.map(([name, e]) => [key(e.method, e.path), { name, e }]));

describe('endpoints', () => {
  it('should list the 104 calls of spec §7 once each', () => {
    expect(SPEC_CALLS).toHaveLength(104);
    expect(new Set(SPEC_CALLS.map(([m, p]) => key(m, p))).size).toBe(SPEC_CALLS.length);
  });

  it.each(SPEC_CALLS.map(([m, p, c]) => [m, p, c ?? 'shown'] as const))('should have an entry for %s %s', (method, path, chosen) => {
    const entry = byKey.get(key(method, path));
    expect(entry, `${method} ${path} is missing from the endpoint table`).toBeDefined();
    expect(entry?.e.chosen === true, `${entry?.name}: chosen flag`).toBe(chosen === 'chosen');
  });

  it('should hold nothing beyond the spec calls and the listed extras', () => {
    const expected = new Set([...SPEC_CALLS, ...EXTRA_CALLS].map(([m, p]) => key(m, p)));
    expect(table.map(([, e]) => key(e.method, e.path)).filter((k) => !expected.has(k))).toEqual([]);
    expect(table).toHaveLength(expected.size);
  });

  it('should give every entry zod schemas and no body on GET or DELETE', () => {
    for (const [name, e] of table) {
      expect(e.response, name).toBeInstanceOf(z.ZodType);
      if (e.query) expect(e.query, name).toBeInstanceOf(z.ZodType);
      if (e.body) expect(e.body, name).toBeInstanceOf(z.ZodType);
      if (e.method === 'GET' || e.method === 'DELETE') expect(e.body, `${name} must not take a body`).toBeUndefined();
      expect(e.path, name).toMatch(/^\/(api|d2d)\/[a-z0-9_/:]+$/i);
      expect(e.summary.length, name).toBeGreaterThan(0);
    }
  });

  it('should require login for every cart, checkout and account-owned call', () => {
    for (const [name, e] of table) {
      if (e.path.startsWith('/api/account/shopping_carts') || /^\/d2d\/(stripe|paypal|xsolla|livegamer)\//.test(e.path)) {
        expect(e.auth, name).toBe(true);
      }
    }
    expect(endpoints.accountLogin.auth).toBe(false);
    expect(endpoints.findPage.auth).toBe(false);
    expect(endpoints.productGet.auth).toBe(false);
  });

  it('should parse a findpage query string through the table', () => {
    expect(endpoints.findPage.query.parse({ pagesize: '25', 'platform[]': '1100' })).toEqual({ pagesize: 25, platform: [1100] });
  });
});
