import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore, memoryCookies, memoryStorage, systemClock, type Store } from '@d2d/core';
import { StoreDialogs, StoreProvider, useDialogs } from '@d2d/react';
import { MyAccountPage } from '../pages/account/MyAccountPage.js';
import { HashRouter, useRoute } from '../router/index.js';
import { CloseDialogsOnRouteChange } from './CloseDialogsOnRouteChange.js';

const stores: Store[] = [];

/** A visitor's store: no token, and a server that is never reached (no page here calls it). */
function visitorStore(): Store {
  const store = createStore({
    apiBase: 'http://store.test',
    site: 1,
    adapters: { fetch: () => Promise.reject(new TypeError('offline')), cookies: memoryCookies(), storage: memoryStorage(), clock: systemClock() },
    fingerprint: 'test-fingerprint-0001',
  });
  stores.push(store);
  return store;
}

function Pages() {
  const route = useRoute();
  const dialogs = useDialogs();
  if (route.name === 'myAccount') return <MyAccountPage />;
  return (
    <>
      <h1>{route.path}</h1>
      <button type="button" onClick={() => dialogs.openLogin('login')}>
        Login
      </button>
    </>
  );
}

function renderStore(hash: string) {
  window.history.replaceState(null, '', `/${hash}`);
  render(
    <StoreProvider store={visitorStore()} restoreSession={false}>
      <HashRouter>
        <StoreDialogs onNavigate={() => undefined} supportUrl="https://support.example.com" loadCaptchaChallenge={() => new Promise(() => undefined)}>
          <CloseDialogsOnRouteChange />
          <Pages />
        </StoreDialogs>
      </HashRouter>
    </StoreProvider>,
  );
}

async function go(hash: string) {
  await act(async () => {
    window.location.hash = hash;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await Promise.resolve();
  });
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  for (const store of stores.splice(0)) store.dispose();
});

describe('CloseDialogsOnRouteChange', () => {
  it('should keep the login dialog My account opens for a visitor, and close it on the next page', async () => {
    renderStore('#!/my-account');
    // the visitor is sent home and asked to log in
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
    expect(window.location.hash).toBe('#!/');
    await go('#!/pc');
    expect(screen.getByRole('heading', { name: '/pc' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Login' })).toBeNull();
  });

  it('should keep a dialog open when only the query of the page changes', async () => {
    renderStore('#!/pc');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
    await go('#!/pc?page=2');
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeTruthy();
    await go('#!/cart');
    expect(screen.queryByRole('dialog', { name: 'Login' })).toBeNull();
  });
});
