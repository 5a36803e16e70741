import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { HashRouter, navigate, useRoute } from '../router/index.js';
import { FocusMainOnRouteChange } from './FocusMainOnRouteChange.js';

afterEach(cleanup);

function Page() {
  const route = useRoute();
  return (
    <>
      <a href="#!/cart">Cart</a>
      <FocusMainOnRouteChange />
      <main id="main" tabIndex={-1}>
        <h1>{route.path}</h1>
        <input aria-label="Search" />
        {route.path.startsWith('/my-account') ? <button type="button" role="tab">Wallet</button> : <a href="#!/my-account/wallet">Wallet</a>}
      </main>
      {route.query.get('modal') === '1' && (
        <div role="dialog" aria-modal="true" aria-label="Log in">
          <input aria-label="Email" autoFocus />
        </div>
      )}
    </>
  );
}

async function go(path: string) {
  await act(async () => {
    navigate(path);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
}

function renderAt(hash: string) {
  window.history.replaceState(null, '', `/${hash}`);
  render(
    <HashRouter>
      <Page />
    </HashRouter>,
  );
}

describe('FocusMainOnRouteChange', () => {
  it('should leave the focus alone on the first page', () => {
    renderAt('#!/search');
    expect(document.activeElement).toBe(document.body);
  });

  it('should move the focus to the main landmark when the page changes, never leaving it on body', async () => {
    renderAt('#!/search');
    screen.getByRole('link', { name: 'Cart' }).focus();
    await go('/cart');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('/cart');
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('should keep the focus where it is when only the query changes', async () => {
    renderAt('#!/search');
    const search = screen.getByRole('textbox', { name: 'Search' });
    search.focus();
    await go('/search?q=doom');
    expect(document.activeElement).toBe(search);
  });

  it('should leave the focus in a modal dialog the new page opened', async () => {
    renderAt('#!/search');
    await go('/cart?modal=1');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
  });

  it('should move the focus to main when the followed link left with its page', async () => {
    renderAt('#!/search');
    screen.getByRole('link', { name: 'Wallet' }).focus();
    await go('/my-account/wallet');
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('should keep the focus on a control of the page that is still there (tabs changing the route)', async () => {
    renderAt('#!/my-account/my-games');
    const tab = screen.getByRole('tab', { name: 'Wallet' });
    tab.focus();
    await go('/my-account/wallet');
    expect(document.activeElement).toBe(tab);
  });
});
