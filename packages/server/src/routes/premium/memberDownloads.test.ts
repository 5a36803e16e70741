import { downloadLocationResponseSchema } from '@d2d/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DOWNLOAD_STATUS } from '../../services/catalogue/downloads.js';
import { DAY_MS, openPremiumKit, type PremiumKit } from './__tests__/premiumKit.js';

describe('a premium member downloads the Subscribe titles while the plan runs', () => {
  let kit: PremiumKit;
  beforeEach(async () => {
    kit = await openPremiumKit();
  });
  afterEach(async () => {
    await kit.close();
  });

  /** The main SKU of a released Subscribe title that ships as files, not only a key. */
  const memberSku = async () => {
    const row = await kit.db
      .selectFrom('offers as o')
      .innerJoin('products as p', 'p.id', 'o.product_id')
      .innerJoin('skus as s', (join) => join.onRef('s.product_id', '=', 'p.id').on('s.kind', '=', 'main'))
      .select('s.id')
      .where('o.offer_action_type', '=', 'Subscribe')
      .where('p.has_activation_keys_only', '=', 0)
      .where('p.release_date', '<=', new Date(kit.clock.now).toISOString().slice(0, 10))
      .orderBy('s.id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  const locationOf = async (who: Awaited<ReturnType<PremiumKit['buyer']>>) => {
    const answer = await kit.ok(who, 'POST', '/api/product/downloadlocations', downloadLocationResponseSchema, { skuIds: [await memberSku()] });
    return answer.locations[0]?.locationStatus;
  };

  it('should refuse a shopper without the plan, hand a member the file, and refuse again once the plan has ended', async () => {
    const ana = await kit.buyer();
    expect(await locationOf(ana)).toBe(DOWNLOAD_STATUS.notOwned);
    await kit.subscribePaid(ana);
    expect(await locationOf(ana)).toBe(DOWNLOAD_STATUS.available);
    kit.clock.advance(400 * DAY_MS);
    expect(await locationOf(await kit.relogin(ana))).toBe(DOWNLOAD_STATUS.notOwned);
  });
});
