import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { Store } from '@d2d/core';
import { StoreProvider } from '../provider/StoreProvider.js';
import { createTestStore } from '../test/testStore.js';
import { account } from '../fixtures/account.js';
import { productDetail } from '../fixtures/products.js';
import { useCatalogueRequest } from './useCatalogueRequest.js';

const stores: Store[] = [];
afterEach(() => {
  cleanup();
  for (const s of stores.splice(0)) s.dispose();
});

function Title({ id }: { id: number }) {
  const { data } = useCatalogueRequest((store, signal) => store.api.catalogue.product(id, { signal }), [id]);
  const offer = data?.offerActions?.[0];
  return <p>{data ? `${data.title}: ${offer?.offerActionType === 'Purchase' && offer.hasBeenPurchased ? 'owned' : 'for sale'}` : 'loading'}</p>;
}

describe('useCatalogueRequest', () => {
  it("should read the product again when the shopper's ownership changes, keeping what it shows meanwhile", async () => {
    let owned = false;
    const { store, requests } = createTestStore({
      [`GET /api/product/get/${productDetail.id}`]: () => ({
        ...productDetail,
        offerActions: productDetail.offerActions!.map((o) => (o.offerActionType === 'Purchase' ? { ...o, hasBeenPurchased: owned } : o)),
      }),
    });
    stores.push(store);
    render(
      <StoreProvider store={store} restoreSession={false}>
        <Title id={productDetail.id} />
      </StoreProvider>,
    );
    await waitFor(() => expect(screen.getByText(`${productDetail.title}: for sale`)).toBeTruthy());
    owned = true;
    store.session.account.value = account;
    // the old answer stays on screen until the new one arrives
    expect(screen.getByText(`${productDetail.title}: for sale`)).toBeTruthy();
    await waitFor(() => expect(screen.getByText(`${productDetail.title}: owned`)).toBeTruthy());
    expect(requests.filter((r) => r.url.includes('/api/product/get/'))).toHaveLength(2);
  });
});
