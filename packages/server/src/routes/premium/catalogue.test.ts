import { PREMIUM_TITLES_PER_MONTH, campaignOrNullSchema, isCampaignRunning, planPriceSchema, premiumActiveGamesSchema } from '@d2d/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { monthOf } from '../../services/premium/activeGames.js';
import { DAY_MS, SUBSCRIBE_PRODUCT, openPremiumKit, type PremiumKit } from './__tests__/premiumKit.js';

describe('premium plan price, titles of the month and campaign', () => {
  let kit: PremiumKit;
  afterEach(async () => {
    await kit.close();
  });

  it('should serve the default plan price in the currency of each site', async () => {
    kit = await openPremiumKit();
    const price = (region?: number) =>
      kit.ok(null, 'GET', '/d2d/premium/plan_price', planPriceSchema, undefined, region === undefined ? {} : { cookie: `region=${region}` });
    expect(await price()).toEqual({ price: 14.99, currency: { isoCode: 'USD', symbol: '$' } });
    expect(await price(302)).toEqual({ price: 14.99, currency: { isoCode: 'GBP', symbol: '£' } });
    expect(await price(284)).toEqual({ price: 14.99, currency: { isoCode: 'EUR', symbol: '€' } });
  });

  it('should serve the PREMIUM_PRICE setting and charge it in the hosted checkout', async () => {
    kit = await openPremiumKit({ premiumPrice: 999 });
    expect(await kit.ok(null, 'GET', '/d2d/premium/plan_price', planPriceSchema)).toMatchObject({ price: 9.99 });
    const ana = await kit.buyer();
    const page = await kit.app.inject({ method: 'GET', url: new URL(await kit.subscribe(ana)).pathname });
    expect(page.body).toContain('$9.99');
    await kit.subscribePaid(await kit.buyer());
  });

  it("should list this month's 5 hand-picked titles, each with a Subscribe offer", async () => {
    kit = await openPremiumKit();
    const { items } = await kit.ok(null, 'GET', '/d2d/premium/active_games', premiumActiveGamesSchema);
    expect(items).toHaveLength(PREMIUM_TITLES_PER_MONTH);
    expect(items[0]?.id).toBe(SUBSCRIBE_PRODUCT);
    expect(new Set(items.map((p) => p.id)).size).toBe(PREMIUM_TITLES_PER_MONTH);
    const subscribeOffers = await kit.db
      .selectFrom('offers')
      .select('product_id')
      .where('offer_action_type', '=', 'Subscribe')
      .where('product_id', 'in', items.map((p) => p.id))
      .execute();
    expect(new Set(subscribeOffers.map((o) => o.product_id)).size).toBe(PREMIUM_TITLES_PER_MONTH);
  });

  it("should keep showing the latest picks in a month nobody has picked for yet, and none before the first", async () => {
    kit = await openPremiumKit();
    const before = await kit.ok(null, 'GET', '/d2d/premium/active_games', premiumActiveGamesSchema);
    kit.clock.advance(40 * DAY_MS);
    const after = await kit.ok(null, 'GET', '/d2d/premium/active_games', premiumActiveGamesSchema);
    expect(after.items.map((p) => p.id)).toEqual(before.items.map((p) => p.id));
    const seededMonth = monthOf(Date.now());
    await kit.db.updateTable('premium_active_games').set({ month: '2999-01' }).where('month', '=', seededMonth).execute();
    expect((await kit.ok(null, 'GET', '/d2d/premium/active_games', premiumActiveGamesSchema)).items).toEqual([]);
  });

  it('should serve the running free-trial campaign, and null once none is set up', async () => {
    kit = await openPremiumKit();
    const campaign = await kit.ok(null, 'GET', '/d2d/premium/campaign', campaignOrNullSchema);
    expect(campaign).not.toBeNull();
    expect(isCampaignRunning(campaign!, new Date(kit.clock.now))).toBe(true);
    await kit.db.deleteFrom('premium_campaigns').execute();
    expect(await kit.ok(null, 'GET', '/d2d/premium/campaign', campaignOrNullSchema)).toBeNull();
  });
});
