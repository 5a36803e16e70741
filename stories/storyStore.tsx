import type { ReactNode } from 'react';
import type { Store } from '@d2d/core';
import { StoreDialogs, StoreProvider } from '@d2d/react';
import { createTestStore, type Routes } from '../packages/react/src/test/testStore.js';
import { account } from '../packages/react/src/fixtures/account.js';
import { cart } from '../packages/react/src/fixtures/cart.js';
import { storyCaptchaChallenge } from './storyCaptcha.js';

/** Answers every story store gets: the fixtures' account and cart. */
const baseRoutes: Routes = {
  'GET /api/account/getcurrent': () => account,
  'GET /api/account/shopping_carts': () => cart,
  'POST /api/account/shopping_carts': () => cart,
};

/**
 * A real core store answered from the shared fixtures, so connected components render in
 * Storybook exactly as in the store.
 * @param options - `signedIn` starts with the fixture account; `routes` adds answers.
 */
export function storyStore(options: { signedIn?: boolean; routes?: Routes } = {}): Store {
  const { store } = createTestStore({ ...baseRoutes, ...options.routes });
  if (options.signedIn) {
    store.session.account.value = account;
    store.cart.set(cart);
  }
  return store;
}

/** Wraps a story in a provider and the dialog host. */
export function WithStore({ store, children }: { store: Store; children: ReactNode }) {
  return (
    <StoreProvider store={store} restoreSession={false}>
      <StoreDialogs onNavigate={() => {}} supportUrl="https://support.example.com" loadCaptchaChallenge={() => storyCaptchaChallenge()}>
        {children}
      </StoreDialogs>
    </StoreProvider>
  );
}
