import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PurchaseCompletion } from '@d2d/contract';
import { type CompletionState, type Store } from './index.js';
import { account, cart, testStore } from './__tests__/fixtures.js';

const stores: Store[] = [];
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
  vi.useRealTimers();
});

const receipt = (status?: string): PurchaseCompletion => ({
  ...(status === undefined ? {} : { status }),
  user_name: 'ana',
  payment: { id: 'pi_1', payment_date: '2024-05-01', subtotal: 19.99, tax: 1.65, total: 21.64 },
  products: [{ title: 'Doom', price: 19.99 }],
  currency_symbol: '$',
});

function setup() {
  const t = testStore({ token: 'tok' });
  stores.push(t.store);
  t.store.session.account.value = account();
  t.server.on('GET', '/api/account/shopping_carts', { body: cart() });
  t.server.on('GET', '/api/account/getcurrent', { body: account() });
  const navigations: string[] = [];
  t.store.on('navigate', (e) => navigations.push(e.path));
  return { ...t, navigations };
}

const PATH = '/api/account/complete_purchased/pi_1';

describe('purchase completion poll', () => {
  it('should poll every 800 ms until the server answers 200', async () => {
    const { store, server, navigations } = setup();
    server.on('GET', PATH, { body: receipt('success') });
    server.on('GET', PATH, { status: 404, body: { message: 'not yet' } }, 2);
    let result: CompletionState | undefined;
    void store.completion.start({ paymentId: 'pi_1', status: 'success' }).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls('GET', PATH)).toHaveLength(1);
    expect(store.completion.state.value).toMatchObject({ step: 'polling', attempts: 1 });
    await vi.advanceTimersByTimeAsync(799);
    expect(server.calls('GET', PATH)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls('GET', PATH)).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(800);
    expect(server.calls('GET', PATH)).toHaveLength(3);
    expect(result).toMatchObject({ step: 'complete', completion: { payment: { total: 21.64 } } });
    expect(navigations).toEqual([]);
    await vi.waitFor(() => expect(server.calls('GET', '/api/account/shopping_carts')).toHaveLength(1));
  });

  it("should change the store's ownership once the purchase is complete, so views read their products again", async () => {
    const { store, server } = setup();
    server.on('GET', PATH, { body: receipt('success') });
    server.on('GET', PATH, { status: 404, body: { message: 'not yet' } }, 1);
    const before = store.ownership.value;
    void store.completion.start({ paymentId: 'pi_1', status: 'success' });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.ownership.value).toBe(before);
    await vi.advanceTimersByTimeAsync(800);
    expect(store.completion.state.value.step).toBe('complete');
    expect(store.ownership.value).not.toBe(before);
  });

  it('should send the shopper home on 403', async () => {
    const { store, server, navigations } = setup();
    server.on('GET', PATH, { status: 403, body: { message: 'not yours' } });
    await expect(store.completion.start({ paymentId: 'pi_1' })).resolves.toEqual({ step: 'forbidden' });
    expect(navigations).toEqual(['/']);
  });

  it("should ask to checkout again for a missing or 'troubled' status", async () => {
    const { store, server } = setup();
    server.on('GET', PATH, { body: receipt('troubled') });
    await expect(store.completion.start({ paymentId: 'pi_1' })).resolves.toEqual({ step: 'failed', message: 'Please checkout again.' });
    server.on('GET', PATH, { body: receipt() });
    await expect(store.completion.start({ paymentId: 'pi_1' })).resolves.toEqual({ step: 'failed', message: 'Please checkout again.' });
  });

  it("should ask to checkout again without a payment id or with a 'troubled' route status", async () => {
    const { store, server } = setup();
    await expect(store.completion.start({ paymentId: '' })).resolves.toMatchObject({ step: 'failed', message: 'Please checkout again.' });
    await expect(store.completion.start({ paymentId: 'pi_1', status: 'troubled' })).resolves.toMatchObject({ step: 'failed' });
    expect(server.requests).toHaveLength(0);
  });

  it('should not navigate to /404 while the receipt is not ready', async () => {
    const { store, server, navigations } = setup();
    server.on('GET', PATH, { status: 404, body: {} });
    void store.completion.start({ paymentId: 'pi_1' });
    await vi.advanceTimersByTimeAsync(1600);
    expect(server.calls('GET', PATH)).toHaveLength(3);
    expect(navigations).toEqual([]);
  });

  it('should stop polling when stopped or disposed', async () => {
    const { store, server } = setup();
    server.on('GET', PATH, { status: 404, body: {} });
    void store.completion.start({ paymentId: 'pi_1' });
    await vi.advanceTimersByTimeAsync(0);
    store.completion.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.calls('GET', PATH)).toHaveLength(1);
    void store.completion.start({ paymentId: 'pi_1' });
    await vi.advanceTimersByTimeAsync(0);
    store.dispose();
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.calls('GET', PATH)).toHaveLength(2);
  });
});
