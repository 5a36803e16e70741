import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, type Store } from '../index.js';
import { testStore } from '../__tests__/fixtures.js';

const stores: Store[] = [];
function setup() {
  const t = testStore();
  stores.push(t.store);
  return t;
}
afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
});

describe('store.api.checkout.cardForm', () => {
  it('should read the sandbox form', async () => {
    const { store, server } = setup();
    server.on('GET', '/api/payments/card_form', { body: { provider: 'sandbox' } });
    expect(await store.api.checkout.cardForm()).toEqual({ provider: 'sandbox' });
    expect(server.calls('GET', '/api/payments/card_form')).toHaveLength(1);
  });

  it('should read the Stripe form with its publishable key, or without one', async () => {
    const { store, server } = setup();
    server.on('GET', '/api/payments/card_form', { body: { provider: 'stripe', publishable_key: 'pk_test_51Abc' } });
    expect(await store.api.checkout.cardForm()).toEqual({ provider: 'stripe', publishable_key: 'pk_test_51Abc' });
    server.on('GET', '/api/payments/card_form', { body: { provider: 'stripe', publishable_key: null } });
    expect(await store.api.checkout.cardForm()).toEqual({ provider: 'stripe', publishable_key: null });
  });

  it('should throw ApiError for an error status', async () => {
    const { store, server } = setup();
    server.on('GET', '/api/payments/card_form', { status: 500, body: { error: 'boom' } });
    expect(await store.api.checkout.cardForm({ handled: [500] }).catch((e: unknown) => e)).toBeInstanceOf(ApiError);
  });
});
