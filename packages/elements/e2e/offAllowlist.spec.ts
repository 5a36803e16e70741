import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { SERVICE_UNAVAILABLE } from '@d2d/contract';
import { PARTNER } from './support.js';

let server: Server | undefined;
test.afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/**
 * Serves one page from a server of its own on a free loopback port: an origin the store does not
 * list, reached the way a real page is (a page faked with `page.route` has no address, and the
 * browser then refuses it the loopback store under its local-network rules).
 */
async function serveElsewhere(html: string): Promise<string> {
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

test('on a page off the allowlist each element says the store is unavailable, in its shadow root and in the console', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // the example's plain page (no styles of its own), copied to an origin off the allowlist
  const elsewhere = await serveElsewhere(await (await request.get(`${PARTNER}/plain.html`)).text());
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  // the page's own listener, as a partner would write it: every element's d2d-error, with its code
  await page.addInitScript(() => {
    const seen: Array<{ tag: string; code: unknown }> = [];
    (window as unknown as { d2dErrors: typeof seen }).d2dErrors = seen;
    document.addEventListener('d2d-error', (event) => {
      seen.push({ tag: (event.target as Element).tagName.toLowerCase(), code: (event as CustomEvent<{ code?: unknown }>).detail?.code });
    }, true);
  });

  await page.goto(`${elsewhere}/plain.html`);
  const cards = page.locator('d2d-product-card');
  await expect(cards).toHaveCount(2);
  // the channel gives up after its ready timeout (15 s), then every element shows the message
  for (const card of await cards.all()) {
    await expect(card.getByRole('alert')).toHaveText(SERVICE_UNAVAILABLE, { timeout: 30_000 });
    // it sits in the element's shadow root, and the card keeps a card's size
    expect(await card.evaluate((el) => el.shadowRoot?.textContent ?? '')).toContain(SERVICE_UNAVAILABLE);
    expect((await card.boundingBox())!.width).toBeLessThanOrEqual(480);
  }
  // each element told the page, with a code, and nothing was thrown uncaught
  const errors = await page.evaluate(() => (window as unknown as { d2dErrors: Array<{ tag: string; code: unknown }> }).d2dErrors);
  expect(errors.filter((e) => e.tag === 'd2d-product-card')).toHaveLength(2);
  expect(errors.every((e) => typeof e.code === 'string' && e.code.length > 0)).toBe(true);
  expect(uncaught).toEqual([]);
  // the page's developer gets the reason once, in the console, and no other warning
  expect(warnings.filter((w) => w.startsWith('D2D elements:'))).toHaveLength(1);
  expect(warnings).toHaveLength(1);
  expect(warnings.join('\n')).toMatch(/did not answer\. Is http:\/\/127\.0\.0\.1:\d+ on the store's partner allowlist \(PARTNER_ORIGINS\)\?/);
});
