import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { Product } from '@d2d/contract';
import type { Store } from '@d2d/core';
import { StoreDialogs, StoreProvider } from '@d2d/react';
import { createTestStore } from '../../../../../packages/react/src/test/testStore.js';
import { account } from '../../../../../packages/react/src/fixtures/account.js';
import { productDetail } from '../../../../../packages/react/src/fixtures/products.js';
import { HashRouter } from '../../router/index.js';
import { ProductPage } from './ProductPage.js';
import { offersBonusDownloads } from './bonusDownloads.js';

const stores: Store[] = [];
afterEach(() => {
  cleanup();
  for (const store of stores.splice(0)) store.dispose();
});

/** The product as the server answers a reader who owns it, or does not. */
function asReader(owned: boolean): Product {
  const [offer] = productDetail.offerActions ?? [];
  return { ...productDetail, skuIdsPurchased: owned ? [50421] : [], offerActions: [{ ...offer!, hasBeenPurchased: owned }] };
}

/** The product page at `hash`, read from a scripted server as the signed-in reader (or a visitor). */
function renderPage(hash: string, product: Product, signedIn: boolean) {
  window.history.replaceState(null, '', `/${hash}`);
  const answer = () => product;
  const { store } = createTestStore(
    { 'GET /api/product/get/1042': answer, 'GET /api/product/preview/1042': answer },
    signedIn ? { token: 'tok' } : {},
  );
  stores.push(store);
  if (signedIn) store.session.account.value = account;
  render(
    <StoreProvider store={store} restoreSession={false}>
      <HashRouter>
        <StoreDialogs onNavigate={() => undefined} supportUrl="https://support.example.com" loadCaptchaChallenge={() => new Promise(() => undefined)}>
          <ProductPage />
        </StoreDialogs>
      </HashRouter>
    </StoreProvider>,
  );
}

const bonusItems = async () => within(await screen.findByRole('region', { name: 'Bonus items' }));

describe('ProductPage bonus items', () => {
  it('should offer an owner the download of each downloadable bonus item', async () => {
    renderPage('#!/download-starfall-tactics/1042', asReader(true), true);
    const items = await bonusItems();
    expect(items.getByRole('button', { name: 'Download Digital Soundtrack' })).toBeTruthy();
    // the portrait pack is not downloadable: listed only
    expect(items.getByText('Captain Portrait Pack')).toBeTruthy();
    expect(items.getAllByRole('button')).toHaveLength(1);
  });

  it('should list the bonus items to a shopper who does not own the product, without downloads', async () => {
    renderPage('#!/download-starfall-tactics/1042', asReader(false), true);
    const items = await bonusItems();
    expect(items.getByText('Digital Soundtrack')).toBeTruthy();
    expect(items.queryByRole('button')).toBeNull();
  });

  it('should offer no downloads to a visitor', async () => {
    renderPage('#!/download-starfall-tactics/1042', productDetail, false);
    expect((await bonusItems()).queryByRole('button')).toBeNull();
  });

  it('should offer no downloads on a preview, even to an owner', async () => {
    renderPage('#!/preview-starfall-tactics/1042', asReader(true), true);
    expect((await bonusItems()).queryByRole('button')).toBeNull();
  });
});

describe('offersBonusDownloads', () => {
  it('should take a purchased SKU or a bought purchase offer as ownership', () => {
    expect(offersBonusDownloads({ offerActions: productDetail.offerActions, skuIdsPurchased: [50421] }, false)).toBe(true);
    expect(offersBonusDownloads({ offerActions: asReader(true).offerActions, skuIdsPurchased: [] }, false)).toBe(true);
    expect(offersBonusDownloads({ offerActions: productDetail.offerActions, skuIdsPurchased: [] }, false)).toBe(false);
    expect(offersBonusDownloads(asReader(true), true)).toBe(false);
  });
});
