import { expect, test, type Page } from '@playwright/test';
import { PARTNER, STORE } from './support.js';

/**
 * From a page of `origin`, frames the store's channel (or opens it in a window) and sends it a
 * hello and an API request; returns every message the channel posted back within the wait.
 */
async function probe(page: Page, mode: 'frame' | 'window'): Promise<unknown[]> {
  return page.evaluate(
    async ({ store, mode }) => {
      const received: unknown[] = [];
      window.addEventListener('message', (event) => {
        if (event.origin === store) received.push(event.data);
      });
      let target: Window | null;
      if (mode === 'frame') {
        const frame = document.createElement('iframe');
        frame.src = `${store}/embed/channel.html`;
        document.body.append(frame);
        await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
        target = frame.contentWindow;
      } else {
        target = window.open(`${store}/embed/channel.html`, 'probe');
        await new Promise((resolve) => setTimeout(resolve, 1500));
      }
      for (let i = 0; i < 10; i += 1) {
        target?.postMessage({ d2d: 'd2d-channel/2', kind: 'hello', site: 1 }, store);
        target?.postMessage({ d2d: 'd2d-channel/2', kind: 'call', id: `p-${i}`, op: 'add', arg: 1 }, store);
        // the relay of the first version: a partner page may not name API calls
        target?.postMessage({ d2d: 'd2d-channel/1', kind: 'request', id: `old-${i}`, method: 'GET', path: '/api/account/getcurrent' }, store);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      return received;
    },
    { store: STORE, mode },
  );
}

test('the channel answers a page on the partner allowlist', async ({ page }) => {
  await page.goto('/');
  const received = await probe(page, 'frame');
  expect(received).toContainEqual(expect.objectContaining({ d2d: 'd2d-channel/2', kind: 'ready', state: expect.objectContaining({ loggedIn: false, cart: null }) }));
  // a visitor's add is refused with the store's text, without an account ever reaching the page
  expect(received).toContainEqual({ d2d: 'd2d-channel/2', kind: 'error', id: 'p-0', code: 'login', message: 'Please Login.' });
  expect(received.some((message) => (message as { id?: string }).id?.startsWith('old-'))).toBe(false);
});

test('an origin not on the allowlist gets no answer from the channel', async ({ page }) => {
  // a look-alike origin on the same machine: *.localhost reaches this loopback server
  const evil = `http://evil.localhost:${new URL(PARTNER).port}`;
  await page.route(`${evil}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Not a partner</title><body></body>' }));
  await page.goto(`${evil}/probe.html`);
  expect(await probe(page, 'frame')).toEqual([]);
  // the channel page itself refuses to be framed there (CSP frame-ancestors)
  const csp = (await page.request.get(`${STORE}/embed/channel.html`)).headers()['content-security-policy'];
  expect(csp).toContain(`frame-ancestors 'self' `);
  expect(csp).not.toContain('evil');
  // opened as a window, where frame-ancestors does not apply, it still answers nobody
  expect(await probe(page, 'window')).toEqual([]);
});
