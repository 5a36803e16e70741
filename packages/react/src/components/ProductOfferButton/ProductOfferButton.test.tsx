import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Store } from '@d2d/core';
import { StoreProvider } from '../../provider/StoreProvider.js';
import { StoreDialogs } from '../StoreDialogs/StoreDialogs.js';
import { ProductOfferButton } from './ProductOfferButton.js';
import { createTestStore, jsonError, type Routes } from '../../test/testStore.js';
import { account } from '../../fixtures/account.js';
import { captchaChallenge } from '../../fixtures/captcha.js';
import { cart } from '../../fixtures/cart.js';
import { fullPriceGame } from '../../fixtures/products.js';

const stores: Store[] = [];
afterEach(() => {
  cleanup();
  for (const s of stores.splice(0)) s.dispose();
});

function setup(routes: Routes, signedIn: boolean) {
  const { store, requests } = createTestStore(routes, signedIn ? { token: 'tok' } : {});
  stores.push(store);
  if (signedIn) store.session.account.value = account;
  const onGoToCart = vi.fn();
  render(
    <StoreProvider store={store} restoreSession={false}>
      <StoreDialogs onNavigate={() => {}} supportUrl="https://support.example.com" loadCaptchaChallenge={() => captchaChallenge()}>
        <ProductOfferButton product={fullPriceGame} onGoToCart={onGoToCart} onBuild={() => {}} />
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
});
