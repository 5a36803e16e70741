import { afterEach, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../__tests__/postgresDatabases.js';
import { P, openOrdersKit, type OrdersKit } from '../routes/checkout/__tests__/ordersKit.js';
import { countAnomalies, runCheckoutBench } from './checkoutBench.js';

let kit: OrdersKit | undefined;
afterEach(async () => {
  await kit?.close();
  kit = undefined;
});

describe('checkout benchmark', () => {
  it('should complete every checkout of both scenarios and find no anomaly', async () => {
    const lines: string[] = [];
    // on PostgreSQL (TEST_DATABASE_URL) the benchmark makes and drops a database of its own there
    const serverUrl = testDatabaseUrl();
    const side = serverUrl ? { label: 'PostgreSQL', target: serverUrl, postgres: true } : undefined;
    const { results, anomalies } = await runCheckoutBench({ shoppers: 20, concurrency: 4, side, log: (line) => lines.push(line) });
    expect(results.map((r) => [r.name, r.orders])).toEqual([
      ['legacy hosted page: checkout + Pay', 20],
      ['card: pay + confirm test card + purchase', 20],
    ]);
    expect(results.every((r) => r.perSecond > 0)).toBe(true);
    expect(Object.values(anomalies)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(lines.join('\n')).toContain('Anomalies: keysAssignedTwice 0');
  });

  it('should count an item without its key and a charge without an order', async () => {
    kit = await openOrdersKit();
    const ana = await kit.buyer();
    await kit.add(ana, P.plainA);
    const answer = await kit.checkout(ana);
    await kit.db.updateTable('sandbox_payments').set({ status: 'succeeded', captured_amount: 100, capture_count: 2 }).execute();
    await kit.db
      .insertInto('inventory_items')
      .values({
        account_id: ana.id, held_for_email: null, gift_from_email: null, order_id: null, order_line_id: null, product_id: P.plainB, sku_id: P.plainB * 10,
        purchase_type: 'purchase', is_preorder: 0, entitlement_status: 'activated', rental_expires_at: null, traded_in_at: null, created_at: Date.now(),
      })
      .execute();
    expect(answer.status).toBe('pending');
    expect(await countAnomalies(kit.db)).toEqual({
      keysAssignedTwice: 0, itemsWithoutKey: 1, paymentsWithTwoOrders: 0, chargedWithoutOrder: 1, capturedTwice: 1, negativeWallets: 0,
    });
  });
});
