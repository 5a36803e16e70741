import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@d2d/contract';
import type { Store } from '@d2d/core';
import { StoreProvider } from '../../provider/StoreProvider.js';
import { StoreDialogs } from '../StoreDialogs/StoreDialogs.js';
import { ProductOfferButton, type ProductOfferButtonProps } from './ProductOfferButton.js';
import { createTestStore, jsonError, type Routes } from '../../test/testStore.js';
import { account } from '../../fixtures/account.js';
import { captchaChallenge } from '../../fixtures/captcha.js';
import { cart } from '../../fixtures/cart.js';
import { ownedGames, steamKey } from '../../fixtures/library.js';
import { fullPriceGame, saleGame } from '../../fixtures/products.js';

const stores: Store[] = [];
afterEach(() => {
  cleanup();
  for (const s of stores.splice(0)) s.dispose();
});

function setup(routes: Routes, signedIn: boolean, product: ProductOfferButtonProps['product'] = fullPriceGame) {
  const { store, requests } = createTestStore(routes, signedIn ? { token: 'tok' } : {});
  stores.push(store);
  if (signedIn) store.session.account.value = account;
  const onGoToCart = vi.fn();
  render(
    <StoreProvider store={store} restoreSession={false}>
      <StoreDialogs onNavigate={() => {}} supportUrl="https://support.example.com" loadCaptchaChallenge={() => captchaChallenge()}>
        <ProductOfferButton product={product} onGoToCart={onGoToCart} onBuild={() => {}} />
      </StoreDialogs>
    </StoreProvider>,
  );
  return { store, requests, onGoToCart };
}

const withIronHarbor = { ...cart, cart_details: [{ ...cart.cart_details[1]! }] };

describe('ProductOfferButton', () => {
  it("should add to the cart through the store and turn into 'In Cart'", async () => {
    const bodies: unknown[] = [];
    const { onGoToCart } = setup(
      {
        'POST /api/account/shopping_carts': async (request) => {
          bodies.push(await request.json());
          return withIronHarbor;
        },
      },
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart, Iron Harbor' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'In Cart, Iron Harbor' })).toBeTruthy());
    expect(bodies).toEqual([{ product_id: 2001 }]);
    fireEvent.click(screen.getByRole('button', { name: 'In Cart, Iron Harbor' }));
    expect(onGoToCart).toHaveBeenCalledOnce();
  });

  it('should ask a visitor to log in first and then complete the add', async () => {
    let loggedIn = false;
    const { store } = setup(
      {
        'POST /api/account/shopping_carts': () => (loggedIn ? withIronHarbor : jsonError(401, {})),
        'POST /api/account/login': () => {
          loggedIn = true;
          return { ...account, token: 'tok-2' };
        },
        'GET /api/account/shopping_carts': () => (loggedIn ? withIronHarbor : jsonError(401, {})),
      },
      false,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart, Iron Harbor' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Login' })).toBeTruthy());
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), { target: { value: 'jane@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
    fireEvent.submit(screen.getByRole('textbox', { name: 'E-mail' }).closest('form')!);
    await waitFor(() => expect(store.cart.productIds.value).toEqual([2001]));
    await waitFor(() => expect(screen.getByRole('button', { name: 'In Cart, Iron Harbor' })).toBeTruthy());
  });

  describe('an owned title', () => {
    const bought = (product: typeof saleGame, extra: object = {}) => ({
      ...product,
      ...extra,
      offerActions: product.offerActions!.map((o) => (o.offerActionType === 'Purchase' ? { ...o, hasBeenPurchased: true } : o)),
    });
    const library = { items: ownedGames, totalItems: ownedGames.length, currentPageIndex: 1, pageSize: 100, isFirstPage: true, isLastPage: true };

    it("should show the key of a key-only title in the key display dialog, read by the purchase's sku", async () => {
      const skus: (string | null)[] = [];
      setup(
        {
          'GET /api/product/getpurchasedactivationkeys': (request) => {
            skus.push(new URL(request.url).searchParams.get('skuId'));
            return { keys: [steamKey] };
          },
        },
        true,
        bought(saleGame, { hasActivationKeysOnly: true }),
      );
      expect(screen.queryByRole('button', { name: /^Add to Cart/ })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: `Get Key, ${saleGame.title}` }));
      const dialog = await screen.findByRole('dialog', { name: `Activation key: ${saleGame.title}` });
      await waitFor(() => expect(dialog.querySelector('code')?.textContent).toBe(steamKey.key));
      expect(skus).toEqual([String(saleGame.offerActions![0]!.skuId)]);
    });

    it("should list the library item's files in the download files dialog and download the chosen one", async () => {
      const asked: unknown[] = [];
      // the library answers once the dialog (whose code loads on demand) shows its loading state
      let answerLibrary: () => void = () => undefined;
      const libraryAsked = new Promise<void>((resolve) => (answerLibrary = resolve));
      setup(
        {
          'GET /api/account/inventories': async () => {
            await libraryAsked;
            return library;
          },
          'POST /api/product/downloadlocations': async (request) => {
            asked.push(await request.json());
            return { locations: [{ skuId: 50422, locationStatus: 'PreorderPendingRelease', url: null }] };
          },
        },
        true,
        bought(saleGame),
      );
      fireEvent.click(screen.getByRole('button', { name: `Download, ${saleGame.title}` }));
      const dialog = await screen.findByRole('dialog', { name: `Download: ${saleGame.title}` });
      expect(dialog.textContent).toContain('Loading the files…');
      answerLibrary();
      fireEvent.click(await screen.findByRole('button', { name: 'Download Digital Soundtrack' }));
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MESSAGES.preorderNotAvailableYet));
      expect(asked).toEqual([{ skuIds: [50422], forhttp: true }]);
    });

    it("should take a premium member's key with the subscription keys call", async () => {
      const subscribe = { offerActionType: 'Subscribe' as const, skuId: 777, canSubscribe: false, hasActivationKeys: true };
      const monthly = { ...fullPriceGame, hasActivationKeysOnly: true, offerActions: [...fullPriceGame.offerActions!, subscribe] };
      setup({ 'GET /api/product/getsubscriptionactivationkeys': () => ({ keys: [{ ...steamKey, skuId: 777 }] }) }, true, monthly);
      expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Get Key', 'Add to Cart']);
      fireEvent.click(screen.getByRole('button', { name: `Get Key, ${fullPriceGame.title}` }));
      const dialog = await screen.findByRole('dialog', { name: `Activation key: ${fullPriceGame.title}` });
      await waitFor(() => expect(dialog.querySelector('code')?.textContent).toBe(steamKey.key));
    });

    it('should show the activation-key problem when the key cannot be read', async () => {
      setup({ 'GET /api/product/getpurchasedactivationkeys': () => jsonError(409, { failureError: { id: 1, message: 'x' } }) }, true, bought(saleGame, { hasActivationKeysOnly: true }));
      fireEvent.click(screen.getByRole('button', { name: `Get Key, ${saleGame.title}` }));
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MESSAGES.activationKeyProblem));
    });
  });
});
