import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetPageStore } from '../../page/pageStore.js';
import { bridgeNextChannel, type Bridge } from '../../test/bridge.js';
import { cartJson } from '../../test/fixtures.js';
import type { CartChangeDetail, ErrorDetail } from '../events.js';
import { defineStore } from './StoreElement.js';

let counter = 0;

describe('<d2d-store>', () => {
  let bridge: Bridge | undefined;

  beforeAll(() => {
    defineStore();
  });

  afterEach(() => {
    bridge?.stop();
    bridge = undefined;
    document.body.replaceChildren();
    resetPageStore();
    document.cookie = 'd2d_aff=; Path=/; Max-Age=0';
  });

  function storeElement(attributes: Record<string, string>) {
    const element = document.createElement('d2d-store');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    return element;
  }

  it('should create the page store from its attributes and announce cart changes to the page', async () => {
    counter += 1;
    const origin = `https://store-el-${counter}.test`;
    const bridging = bridgeNextChannel({
      storeOrigin: origin,
      token: 'tok',
      routes: {
        'GET /d2d/regions/get_region/': () => ({ body: { region: { view: 2, code: 302 } } }),
        'GET /api/account/getcurrent': () => ({ body: { id: 1, emailAddress: 'a•••@example.com' } }),
        'GET /api/account/shopping_carts': () => ({ body: cartJson([{ id: 1, title: 'Stellar Odyssey' }]) }),
      },
    });
    const changes: CartChangeDetail[] = [];
    document.addEventListener('d2d-cart-change', (event) => changes.push(event.detail), { once: true });
    const element = storeElement({ api: `${origin}/some/page`, affiliate: 'blog42', site: '1', 'link-target': '_self' });
    document.body.append(element);
    bridge = await bridging;
    const page = await element.pageStore!;
    expect(page.origin).toBe(origin);
    expect(page.affiliate).toBe('blog42');
    // prices follow the shopper's region on the store (UK here), whatever the fallback site says
    expect(page.state().site).toBe(2);
    expect(page.linkTarget).toBe('_self');
    expect(document.querySelector<HTMLIFrameElement>('iframe[data-d2d-channel]')?.src).toBe(`${origin}/embed/channel.html?aff=blog42`);
    await vi.waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0]!.count).toBe(1);
  });

  it('should report an api that is not the store address, naming the fix', () => {
    const element = storeElement({ api: 'store.example.com' });
    const errors: ErrorDetail[] = [];
    element.addEventListener('d2d-error', (event) => errors.push(event.detail));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.append(element);
    expect(errors[0]?.message).toBe('D2D elements: api must be the store\'s address, e.g. api="https://store.example.com"; got "store.example.com".');
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('should refuse a second, different store on the same page', async () => {
    const first = storeElement({ api: 'https://first.test' });
    document.body.append(first);
    const second = storeElement({ api: 'https://second.test' });
    const errors: ErrorDetail[] = [];
    second.addEventListener('d2d-error', (event) => errors.push(event.detail));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.append(second);
    expect(errors[0]?.message).toBe('D2D elements: this page already uses the store at https://first.test; a page has one store.');
    consoleError.mockRestore();
    // the same store again is fine: it is the same page store
    const again = storeElement({ api: 'https://first.test/' });
    document.body.append(again);
    expect(again.pageStore).toBe(first.pageStore);
  });

  it('should refuse a site that is not a storefront', () => {
    const element = storeElement({ api: 'https://store.test', site: '9' });
    const errors: ErrorDetail[] = [];
    element.addEventListener('d2d-error', (event) => errors.push(event.detail));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.append(element);
    expect(errors[0]?.message).toBe('D2D elements: site "9" is not a storefront; use 1 (US), 2 (UK) or 3 (EU).');
    vi.restoreAllMocks();
  });
});
