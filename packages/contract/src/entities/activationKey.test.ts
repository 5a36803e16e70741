import { describe, expect, it } from 'vitest';
import { activationKeyListSchema, activationKeyQuerySchema, activationKeySchema, securomKeyBodySchema } from '../index.js';
import { expectIssueAt } from '../__tests__/expectIssue.js';

describe('activation keys', () => {
  it('should parse keys by sku, with a null key before release', () => {
    const list = activationKeyListSchema.parse({
      keys: [
        { skuId: 9001, name: 'Steam key', key: 'AAAAA-BBBBB-CCCCC', instructions: 'Redeem on Steam', entitlement_status: 'redeemed' },
        { skuId: 9001, name: 'Pre-order key', key: null },
      ],
    });
    expect(list.keys[1]?.key).toBeNull();
  });

  it('should require a key field, even if null', () => {
    expectIssueAt(activationKeySchema, { name: 'Steam key' }, ['key']);
  });

  it('should coerce the sku query and require the inventory id body', () => {
    expect(activationKeyQuerySchema.parse({ skuId: '9001' })).toEqual({ skuId: 9001 });
    expectIssueAt(activationKeyQuerySchema, { skuId: 'abc' }, ['skuId']);
    expect(securomKeyBodySchema.parse({ account_inventory_id: 301 })).toEqual({ account_inventory_id: 301 });
    expectIssueAt(securomKeyBodySchema, {}, ['account_inventory_id']);
  });
});
