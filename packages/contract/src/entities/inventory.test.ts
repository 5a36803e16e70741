import { describe, expect, it } from 'vitest';
import { inventoryItemId, inventoryItemSchema, inventoryPageSchema } from '../index.js';
import { expectIssueAt } from '../__tests__/expectIssue.js';

const item = {
  account_inventory_id: 301,
  product_item: { id: 1042, title: 'Starfall Tactics', thumbnail_image: '/images/thumb/1042.svg', drm: 'SecuRom' },
  purchase_type: 'purchase',
  payment_date: '2024-06-15T18:30:00Z',
  purchased_at: '2024-06-15T18:30:00Z',
  rental: null,
  gift_from_email: 'friend@example.com',
  game_keys: [{ name: 'Activation key', key: 'AAAAA-BBBBB-CCCCC', instructions: 'Enter in the launcher', entitlement_status: 'activated', is_securom: true, payment_id: 7001 }],
  game_files: [{ name: 'Installer', skuId: 9001, filetype: 'exe', size: '12 GB' }],
  trade_in_pid: 4001,
  is_preorder: false,
};

describe('inventoryItemSchema', () => {
  it('should parse an owned game with keys, files, gift sender and trade-in id', () => {
    const parsed = inventoryItemSchema.parse(item);
    expect(parsed.game_keys?.[0]?.entitlement_status).toBe('activated');
    expect(parsed.gift_from_email).toBe('friend@example.com');
    expect(inventoryItemId(parsed)).toBe(301);
  });

  it('should parse a rental with its expiry and accept id as the alternate', () => {
    const rental = inventoryItemSchema.parse({ ...item, account_inventory_id: undefined, id: 302, purchase_type: 'rental', rental: { expired_at: '2024-06-18T18:30:00Z' } });
    expect(rental.rental?.expired_at).toBe('2024-06-18T18:30:00Z');
    expect(inventoryItemId(rental)).toBe(302);
  });

  it('should require one of id or account_inventory_id', () => {
    expectIssueAt(inventoryItemSchema, { ...item, account_inventory_id: undefined }, ['id']);
  });

  it('should reject an unknown purchase type and entitlement state', () => {
    expectIssueAt(inventoryItemSchema, { ...item, purchase_type: 'gift' }, ['purchase_type']);
    expectIssueAt(inventoryItemSchema, { ...item, game_keys: [{ ...item.game_keys[0], entitlement_status: 'used' }] }, ['game_keys', 0, 'entitlement_status']);
  });

  it('should parse a page of owned games', () => {
    const page = inventoryPageSchema.parse({ items: [item], totalItems: 11, currentPageIndex: 1, pageSize: 10, isFirstPage: true, isLastPage: false });
    expect(page.items).toHaveLength(1);
  });
});
