import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { HashRouter, useRoute } from './HashRouter.js';
import { navigate } from './navigate.js';

function Where() {
  const route = useRoute();
  return (
    <p>
      {route.name} {JSON.stringify(route.params)} {route.query.toString()}
    </p>
  );
}

async function go(hash: string) {
  await act(async () => {
    window.location.hash = hash;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await Promise.resolve();
  });
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});
afterEach(cleanup);

describe('HashRouter', () => {
  it('should render the route of a hash-bang location with its params and query', async () => {
    render(
      <HashRouter>
        <Where />
      </HashRouter>,
    );
    await go('#!/download-doom/1042?ref=home');
    expect(screen.getByText('product {"slug":"doom","pid":"1042"} ref=home')).toBeTruthy();
  });

  it('should send the splash route to the default path and unknown paths to /404', async () => {
    render(
      <HashRouter defaultPath="/pc">
        <Where />
      </HashRouter>,
    );
    await go('');
    expect(window.location.hash).toBe('#!/pc');
    await go('#!/this/does/not/exist');
    expect(window.location.hash).toBe('#!/404');
    await go(window.location.hash);
    expect(screen.getByText(/^notFound/)).toBeTruthy();
  });

  it('should follow navigate()', async () => {
    render(
      <HashRouter>
        <Where />
      </HashRouter>,
    );
    await act(async () => {
      navigate('/cart');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.getByText(/^cart/)).toBeTruthy();
  });
});
