import { MESSAGES, activationKeyListSchema, conflictBodySchema, unauthorizedBodySchema } from '@d2d/contract';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PREMIUM_MESSAGES } from '../../services/premium/messages.js';
import { SUBSCRIBE_SKU, openPremiumKit, type PremiumKit } from './__tests__/premiumKit.js';

const KEYS = '/api/product/getsubscriptionactivationkeys';

describe('activation keys of Subscribe offers', () => {
  let kit: PremiumKit;
  beforeEach(async () => {
    kit = await openPremiumKit();
  });
  afterEach(async () => {
    await kit.close();
  });

  const freeKeys = async () =>
    (await kit.db.selectFrom('activation_keys').select('id').where('sku_id', '=', SUBSCRIBE_SKU).where('assigned_inventory_id', 'is', null).execute()).length;

  it('should give a member one key of the pool, the same one on every later ask', async () => {
    const ana = await kit.buyer();
    await kit.subscribePaid(ana);
    const before = await freeKeys();
    const first = await kit.ok(ana, 'GET', `${KEYS}?skuId=${SUBSCRIBE_SKU}`, activationKeyListSchema);
    expect(first.keys).toHaveLength(1);
    expect(first.keys[0]).toMatchObject({ skuId: SUBSCRIBE_SKU, name: 'Iron Legion Tactics', key: expect.stringMatching(/^[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}$/), entitlement_status: 'activated' });
    expect(await freeKeys()).toBe(before - 1);
    const again = await kit.ok(ana, 'GET', `${KEYS}?skuId=${SUBSCRIBE_SKU}`, activationKeyListSchema);
    expect(again).toEqual(first);
    expect(await freeKeys()).toBe(before - 1);
  });

  it("should refuse a shopper without a plan with 403 'not subscribed', and a visitor with 401", async () => {
    const bo = await kit.buyer();
    const res = await kit.call(bo, 'GET', `${KEYS}?skuId=${SUBSCRIBE_SKU}`);
    expect(res.statusCode).toBe(403);
    expect(unauthorizedBodySchema.parse(res.json()).message).toBe(MESSAGES.notSubscribed);
    expect((await kit.call(null, 'GET', `${KEYS}?skuId=${SUBSCRIBE_SKU}`)).statusCode).toBe(401);
  });

  it('should answer 404 for an unknown sku or one without a Subscribe offer, and 400 for a malformed one', async () => {
    const ana = await kit.buyer();
    await kit.subscribePaid(ana);
    for (const sku of [999_999, 10]) {
      const res = await kit.call(ana, 'GET', `${KEYS}?skuId=${sku}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: PREMIUM_MESSAGES.skuNotFound });
    }
    expect((await kit.call(ana, 'GET', `${KEYS}?skuId=abc`)).statusCode).toBe(400);
    expect((await kit.call(ana, 'GET', KEYS)).statusCode).toBe(400);
  });

  it('should hand the last key to exactly one of two members asking at once, leaving the pool empty for purchases', async () => {
    const [ana, bo] = [await kit.buyer(), await kit.buyer()];
    await kit.subscribePaid(ana);
    await kit.subscribePaid(bo);
    const free = await kit.db.selectFrom('activation_keys').select('id').where('sku_id', '=', SUBSCRIBE_SKU).where('assigned_inventory_id', 'is', null).orderBy('id').execute();
    // leave one key in the pool
    await kit.db.updateTable('activation_keys').set({ assigned_inventory_id: sql<number>`-1000000 - id` }).where('id', 'in', free.slice(1).map((k) => k.id)).execute();
    const answers = await Promise.all([ana, bo].map((who) => kit.call(who, 'GET', `${KEYS}?skuId=${SUBSCRIBE_SKU}`)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.statusCode === 409)!;
    expect(conflictBodySchema.parse(refused.json()).failureError.message).toBe(MESSAGES.activationKeyProblem);
    expect(await freeKeys()).toBe(0);
  });
});
