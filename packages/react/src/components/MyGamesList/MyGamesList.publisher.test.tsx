import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { InventoryItem } from '@d2d/contract';
import { MyGamesList } from './MyGamesList.js';

afterEach(cleanup);

const mmo = (id: number, title: string, status: 'activated' | 'redeemed'): InventoryItem => ({
  id,
  product_item: { id: id * 10, title, drm: 'MMO' },
  purchase_type: 'purchase',
  purchased_at: '2024-03-02T18:20:00Z',
  game_keys: [{ name: title, key: 'MMO-KEY-1', entitlement_status: status, payment_id: `pay_${id}` }],
});

describe('MyGamesList publisher-account redeem', () => {
  it('should offer the redeem for a publisher-account game whose key was not redeemed, when the host handles it', () => {
    const onRedeemToPublisher = vi.fn();
    const items = [mmo(1, 'Realm Online', 'activated'), mmo(2, 'Old Realm', 'redeemed')];
    const props = { items, paging: undefined, siteId: 1 as const, sort: 'date-desc' as const, onSortChange: vi.fn(), onPageChange: vi.fn(), onShowKeys: vi.fn(), onDownload: vi.fn() };
    const { rerender } = render(<MyGamesList {...props} onRedeemToPublisher={onRedeemToPublisher} />);
    fireEvent.click(screen.getByRole('button', { name: 'Redeem Realm Online to your publisher account' }));
    expect(onRedeemToPublisher).toHaveBeenCalledWith(items[0]);
    expect(screen.queryByRole('button', { name: 'Redeem Old Realm to your publisher account' })).toBeNull();
    rerender(<MyGamesList {...props} />);
    expect(screen.queryByRole('button', { name: /to your publisher account/ })).toBeNull();
  });
});
