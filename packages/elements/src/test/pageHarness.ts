/**
 * A partner page in jsdom: the page store of `initElements` on a channel bridged to a store host
 * running core's store against a fake server that keeps a real cart per the scripted rules
 * (401 without the shopper's bearer token, one line per product).
 */
import { initElements, resetPageStore, type PageStore } from '../page/pageStore.js';
import { bridgeNextChannel, type Bridge, type StoreCall } from './bridge.js';
import { cartJson, productJson } from './fixtures.js';

let counter = 0;

/** Products the fake store has. */
export const PRODUCTS = [
  { id: 1, title: 'Stellar Odyssey' },
  { id: 16, title: 'Copper Gambit' },
  { id: 17, title: 'Lanterns of Thornwood' },
];

/** A partner page connected to a fake store. */
export interface PageHarness {
  origin: string;
  page: PageStore;
  bridge: Bridge;
  /** The products in the shopper's cart on the store. */
  cart: Array<{ id: number; title: string }>;
  /** Logs the shopper in or out on the store (the channel notices within its poll). */
  setToken(token: string | undefined): void;
  close(): void;
}

/**
 * Starts a page store on a fresh fake store.
 * @param options - The store's login token and the shopper's cart at the start, the affiliate, and
 *   the products the shopper owns (their reads say so to the logged-in shopper only).
 */
export async function startPage(options: { token?: string; affiliate?: string; cart?: Array<{ id: number; title: string }>; owned?: number[] } = {}): Promise<PageHarness> {
  counter += 1;
  const origin = `https://store-${counter}.test`;
  let bridge: Bridge | undefined;
  const cart: Array<{ id: number; title: string }> = [...(options.cart ?? [])];
  const requireLogin = <T>(call: StoreCall, answer: () => T) => {
    const token = bridge?.token();
    return token && call.headers.get('authorization') === `Bearer ${token}` ? answer() : { status: 401, body: { message: 'Unauthorized' } };
  };
  const bridging = bridgeNextChannel({
    storeOrigin: origin,
    token: options.token,
    pollMs: 20,
    routes: {
      'GET /d2d/regions/get_region/': () => ({ body: { region: { view: 1, code: 301 } } }),
      'GET /api/account/getcurrent': (call) => requireLogin(call, () => ({ body: { id: 1, emailAddress: 'ann@example.com' } })),
      'GET /api/account/shopping_carts': (call) => requireLogin(call, () => ({ body: cartJson(cart) })),
      'POST /api/account/shopping_carts': (call) =>
        requireLogin(call, () => {
          const id = (call.body as { product_id: number }).product_id;
          const product = PRODUCTS.find((p) => p.id === id);
          if (!product) return { status: 404, body: { message: 'Not found' } };
          if (cart.some((p) => p.id === id)) return { status: 422, body: { errors: { base: ['This product is already in your cart.'] } } };
          cart.push(product);
          return { body: cartJson(cart) };
        }),
      ...Object.fromEntries(
        PRODUCTS.map((p) => [
          `GET /api/product/get/${p.id}`,
          (call: StoreCall) => {
            const signedIn = bridge?.token() !== undefined && call.headers.get('authorization') === `Bearer ${bridge.token()}`;
            return { body: productJson(p.id, p.title, { hasBeenPurchased: signedIn && (options.owned ?? []).includes(p.id) }) };
          },
        ] as const),
      ),
      // a cart line's id is its product's id × 100 (fixtures.ts)
      ...Object.fromEntries(
        PRODUCTS.map(
          (p) =>
            [
              `DELETE /api/account/shopping_carts/${p.id * 100}`,
              (call: StoreCall) =>
                requireLogin(call, () => {
                  const at = cart.findIndex((line) => line.id === p.id);
                  if (at < 0) return { status: 404, body: { message: 'Not found' } };
                  cart.splice(at, 1);
                  return { body: cartJson(cart) };
                }),
            ] as const,
        ),
      ),
    },
  });
  const paging = initElements({ api: origin, ...(options.affiliate ? { affiliate: options.affiliate } : {}) });
  bridge = await bridging;
  const page = await paging;
  const connected = bridge;
  return {
    origin,
    page,
    bridge: connected,
    cart,
    setToken: (value) => connected.setToken(value),
    close() {
      connected.stop();
      resetPageStore();
    },
  };
}

/** The text of an element's shadow root, whitespace collapsed. */
export function shadowText(element: Element): string {
  const root = element.shadowRoot;
  if (!root) return '';
  let text = '';
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.localName !== 'style') text += node.textContent;
  }
  return text.replace(/\s+/g, ' ').trim();
}

/** A button in an element's shadow root by its text. */
export function shadowButton(element: Element, text: string): HTMLButtonElement {
  const button = [...(element.shadowRoot?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.trim() === text);
  if (!button) throw new Error(`No "${text}" button in <${element.localName}>: ${shadowText(element)}`);
  return button;
}
