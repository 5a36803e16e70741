import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@d2d/contract';
import { PRODUCTS, shadowButton, shadowText, startPage, type PageHarness } from '../test/pageHarness.js';
import { defineElements } from './defineElements.js';
import { defineOnce } from './defineOnce.js';
import type { AddToCartDetail, CartChangeDetail, CheckoutDetail, ErrorDetail, LoginRequiredDetail } from './events.js';

const TAGS = ['d2d-store', 'd2d-product-card', 'd2d-buy-button', 'd2d-mini-cart', 'd2d-cart', 'd2d-search'] as const;

function add<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string> = {}): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

/** Waits for an assertion to hold; the first render of a test run also loads React. */
function eventually(assertion: () => void): Promise<void> {
  return vi.waitFor(assertion, { timeout: 5000, interval: 20 });
}

function collect<T>(target: EventTarget, type: string): T[] {
  const seen: T[] = [];
  target.addEventListener(type, (event) => seen.push((event as CustomEvent<T>).detail));
  return seen;
}

beforeAll(() => defineElements());

describe('defining the elements', () => {
  it('should define every element once, and a second definition should change nothing', () => {
    const before = TAGS.map((tag) => customElements.get(tag));
    expect(before.every(Boolean)).toBe(true);
    expect(() => defineElements()).not.toThrow();
    expect(TAGS.map((tag) => customElements.get(tag))).toEqual(before);
  });

  it('should not build a class for a tag that is taken', () => {
    const make = vi.fn(() => class extends HTMLElement {});
    expect(defineOnce('d2d-product-card', make)).toBe(customElements.get('d2d-product-card'));
    expect(make).not.toHaveBeenCalled();
  });
});

describe('the elements on a partner page', () => {
  let harness: PageHarness;
  let open: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    open = vi.spyOn(window, 'open').mockImplementation(() => null);
  });

  afterEach(() => {
    document.body.replaceChildren();
    harness?.close();
    open.mockRestore();
    // the 30-day affiliate memory of the page (its `d2d_aff` cookie) must not leak between tests
    document.cookie = 'd2d_aff=; Path=/; Max-Age=0';
  });

  it('should render a product card with the store data, its images on the store origin, parts and styles', async () => {
    harness = await startPage({ affiliate: 'blog42' });
    const card = add('d2d-product-card', { 'product-id': '16' });
    await eventually(() => expect(shadowText(card)).toContain('Copper Gambit'));
    const root = card.shadowRoot!;
    expect(shadowText(card)).toContain('$19.99');
    expect(root.querySelector('img')?.getAttribute('src')).toBe(`${harness.origin}/art/product/16/front.svg`);
    expect(root.querySelector('a')?.getAttribute('href')).toBe(`${harness.origin}/?aff=blog42#!/download-copper-gambit/16`);
    await eventually(() => expect(root.querySelector('[part~="title"]')?.textContent).toBe('Copper Gambit'));
    expect(root.querySelector('[part~="card"]')).not.toBeNull();
    expect(root.querySelector('[part~="price"]')).not.toBeNull();
    expect(root.querySelector('[part~="button-buy"]')?.textContent).toBe('Add to Cart');
    // jsdom has no adoptedStyleSheets: the stylesheet is rendered into the shadow root
    expect(root.querySelector('style')?.textContent).toContain('--d2d-color-accent');
  });

  it('should follow a changed product-id attribute', async () => {
    harness = await startPage();
    const button = add('d2d-buy-button', { 'product-id': '16' });
    await eventually(() => expect(shadowText(button)).toBe('Add to Cart'));
    expect(button.shadowRoot!.querySelector('button')?.getAttribute('aria-label')).toBe('Add to Cart, Copper Gambit');
    button.setAttribute('product-id', '17');
    await eventually(() => expect(button.shadowRoot!.querySelector('button')?.getAttribute('aria-label')).toBe('Add to Cart, Lanterns of Thornwood'));
    expect(button.productId).toBe(17);
  });

  it('should fill one cart from two cards and tell the page with typed events', async () => {
    harness = await startPage({ token: 'tok' });
    const first = add('d2d-product-card', { 'product-id': '1' });
    const second = add('d2d-product-card', { 'product-id': '16' });
    const mini = add('d2d-mini-cart', { mode: 'inline' });
    const added = collect<AddToCartDetail>(document, 'd2d-add-to-cart');
    await eventually(() => expect(shadowText(first)).toContain('Add to Cart'));
    await eventually(() => expect(shadowText(second)).toContain('Add to Cart'));
    await eventually(() => expect(shadowText(mini)).toContain(MESSAGES.cartEmpty));
    const pageChanges = collect<CartChangeDetail>(document, 'd2d-cart-change');
    const miniChanges = collect<CartChangeDetail>(mini, 'd2d-cart-change');

    shadowButton(first, 'Add to Cart').click();
    await eventually(() => expect(added).toHaveLength(1));
    shadowButton(second, 'Add to Cart').click();
    await eventually(() => expect(added).toHaveLength(2));

    expect(added[0]!.request).toEqual({ product_id: 1 });
    expect(added[1]!.response.cart_details.map((l) => l.product.id)).toEqual([1, 16]);
    await eventually(() => expect(shadowText(mini)).toContain('Copper Gambit'));
    expect(shadowText(mini)).toContain('Stellar Odyssey');
    expect(shadowText(mini)).toContain('$39.98');
    expect(mini.shadowRoot!.querySelector('img')?.getAttribute('src')).toBe(`${harness.origin}/art/product/1/thumbnail.svg`);
    await eventually(() => expect(shadowText(first)).toContain('In Cart'));
    expect(pageChanges.at(-1)?.count).toBe(2);
    // the page-wide event reaches document once per change; the mini cart's own does not bubble
    expect(pageChanges.map((c) => c.count)).toEqual([1, 2]);
    expect(miniChanges.map((c) => c.count)).toEqual([1, 2]);
  });

  it('should remove a line from the mini cart and free the product card button', async () => {
    harness = await startPage({ token: 'tok', cart: [PRODUCTS[0]!, PRODUCTS[1]!] });
    const card = add('d2d-product-card', { 'product-id': '1' });
    const mini = add('d2d-mini-cart', { mode: 'inline' });
    await eventually(() => expect(shadowText(card)).toContain('In Cart'));
    await eventually(() => expect(shadowText(mini)).toContain('Stellar Odyssey'));
    const changes = collect<CartChangeDetail>(document, 'd2d-cart-change');
    mini.shadowRoot!.querySelector<HTMLButtonElement>('[aria-label="Remove Stellar Odyssey"]')!.click();
    await eventually(() => expect(shadowText(mini)).not.toContain('Stellar Odyssey'));
    expect(shadowText(mini)).toContain('Copper Gambit');
    await eventually(() => expect(shadowText(card)).toContain('Add to Cart'));
    expect(harness.cart.map((p) => p.id)).toEqual([16]);
    expect(changes.map((c) => c.count)).toEqual([1]);
  });

  it('should ask a visitor to log in on the store, then add once the store reports the login', async () => {
    harness = await startPage();
    const popup = { closed: false, close: vi.fn() };
    open.mockImplementation(() => popup as unknown as Window);
    const button = add('d2d-buy-button', { 'product-id': '17' });
    const asked = collect<LoginRequiredDetail>(button, 'd2d-login-required');
    const added = collect<AddToCartDetail>(button, 'd2d-add-to-cart');
    await eventually(() => expect(shadowText(button)).toBe('Add to Cart'));

    shadowButton(button, 'Add to Cart').click();
    await eventually(() => expect(asked).toHaveLength(1));
    expect(asked[0]!.loginUrl).toBe(`${harness.origin}/#!/?login=1`);
    expect(open).toHaveBeenCalledWith(`${harness.origin}/#!/?login=1`, 'd2d-store-login', expect.any(String));
    expect(button.shadowRoot!.querySelector('button')?.getAttribute('aria-busy')).toBe('true');
    expect(harness.cart).toEqual([]);

    // the shopper logs in in the store's window: the store's token cookie appears
    harness.setToken('logged-in-on-the-store');
    await eventually(() => expect(added).toHaveLength(1));
    expect(added[0]!.request).toEqual({ product_id: 17 });
    expect(harness.cart.map((p) => p.id)).toEqual([17]);
    expect(popup.close).toHaveBeenCalled();
    await eventually(() => expect(shadowText(button)).toBe('In Cart'));
  });

  it('should add after the login when the page handles the login itself', async () => {
    harness = await startPage();
    const button = add('d2d-buy-button', { 'product-id': '17' });
    button.addEventListener('d2d-login-required', (event) => event.preventDefault());
    const added = collect<AddToCartDetail>(button, 'd2d-add-to-cart');
    await eventually(() => expect(shadowText(button)).toBe('Add to Cart'));
    shadowButton(button, 'Add to Cart').click();
    await new Promise((r) => setTimeout(r, 50));
    expect(open).not.toHaveBeenCalled();
    harness.setToken('fresh-login');
    await eventually(() => expect(added).toHaveLength(1));
    expect(harness.cart.map((p) => p.id)).toEqual([17]);
  });

  it('should tell a visitor to log in when the login window is blocked', async () => {
    harness = await startPage();
    const button = add('d2d-buy-button', { 'product-id': '17' });
    await eventually(() => expect(shadowText(button)).toBe('Add to Cart'));
    shadowButton(button, 'Add to Cart').click();
    await eventually(() => expect(shadowText(button)).toContain(MESSAGES.pleaseLogin));
    expect(button.shadowRoot!.querySelector('[role="alert"]')?.getAttribute('part')).toBe('status');
  });

  it('should show the store refusal and dispatch d2d-error', async () => {
    harness = await startPage({ token: 'tok' });
    harness.cart.push(PRODUCTS[2]!);
    const button = add('d2d-buy-button', { 'product-id': '1' });
    const errors = collect<ErrorDetail>(button, 'd2d-error');
    await eventually(() => expect(shadowText(button)).toBe('Add to Cart'));
    // another tab added product 1 meanwhile: the store refuses the second add
    harness.cart.push(PRODUCTS[0]!);
    shadowButton(button, 'Add to Cart').click();
    await eventually(() => expect(errors).toHaveLength(1));
    expect(errors[0]!.message).toBe('This product is already in your cart.');
    expect(errors[0]!.productId).toBe(1);
    expect(shadowText(button)).toContain('This product is already in your cart.');
  });

  it('should say a product is not available and dispatch d2d-error for an unknown or missing id', async () => {
    harness = await startPage();
    const unknown = add('d2d-product-card', { 'product-id': '999' });
    const errors = collect<ErrorDetail>(unknown, 'd2d-error');
    await eventually(() => expect(shadowText(unknown)).toBe(MESSAGES.offerNotAvailable));
    expect(errors[0]?.productId).toBe(999);
    const missing = add('d2d-buy-button');
    await eventually(() => expect(shadowText(missing)).toBe('Set the product-id attribute to a product of the store.'));
  });

  it("should show a signed-in shopper's owned game as owned, and open its page on the store for the download", async () => {
    harness = await startPage({ token: 'tok', affiliate: 'blog42', owned: [16] });
    const card = add('d2d-product-card', { 'product-id': '16' });
    const button = add('d2d-buy-button', { 'product-id': '17' });
    await eventually(() => expect(shadowButton(card, 'Download')).toBeTruthy());
    await eventually(() => expect(shadowButton(button, 'Add to Cart')).toBeTruthy());
    expect(shadowText(card)).not.toContain('Add to Cart');
    shadowButton(card, 'Download').click();
    expect(open).toHaveBeenCalledWith(`${harness.origin}/?aff=blog42#!/download-copper-gambit/16`, '_blank', 'noopener');
    // logged out on the store: the visitor's button again
    harness.setToken(undefined);
    await eventually(() => expect(shadowButton(card, 'Add to Cart')).toBeTruthy());
  });

  it('should hand checkout to the store origin, unless the page cancels d2d-checkout', async () => {
    harness = await startPage({ token: 'tok', affiliate: 'blog42', cart: [PRODUCTS[0]!] });
    const cart = add('d2d-cart');
    const checkouts = collect<CheckoutDetail>(cart, 'd2d-checkout');
    await eventually(() => expect(shadowText(cart)).toContain('Stellar Odyssey'));
    shadowButton(cart, 'Checkout').click();
    expect(checkouts[0]!.url).toBe(`${harness.origin}/?aff=blog42#!/cart`);
    expect(checkouts[0]!.cart?.cart_details).toHaveLength(1);
    expect(open).toHaveBeenCalledWith(`${harness.origin}/?aff=blog42#!/cart`, '_blank', 'noopener');
    open.mockClear();
    cart.addEventListener('d2d-checkout', (event) => event.preventDefault());
    shadowButton(cart, 'Checkout').click();
    expect(open).not.toHaveBeenCalled();
  });

  it('should disable Checkout while the cart is empty and keep light-DOM payment content in its slot', async () => {
    harness = await startPage({ token: 'tok' });
    const cart = add('d2d-cart');
    const note = document.createElement('p');
    note.slot = 'payment';
    note.textContent = 'We accept cards.';
    cart.append(note);
    await eventually(() => expect(shadowText(cart)).toContain(MESSAGES.cartEmpty));
    expect(shadowButton(cart, 'Checkout').disabled).toBe(true);
    expect(cart.shadowRoot!.querySelector('slot[name="payment"]')).not.toBeNull();
    expect(note.parentElement).toBe(cart);
  });

  it('should survive being moved and removed', async () => {
    harness = await startPage();
    const card = add('d2d-product-card', { 'product-id': '1' });
    await eventually(() => expect(shadowText(card)).toContain('Stellar Odyssey'));
    const aside = document.createElement('aside');
    document.body.append(aside);
    aside.append(card);
    await eventually(() => expect(shadowText(card)).toContain('Stellar Odyssey'));
    card.remove();
    await new Promise((r) => setTimeout(r, 20));
    document.body.append(card);
    await eventually(() => expect(shadowText(card)).toContain('Add to Cart'));
  });

  it('should render elements added before the store is configured once it is', async () => {
    const card = add('d2d-product-card', { 'product-id': '16' });
    await new Promise((r) => setTimeout(r, 20));
    expect(shadowText(card)).not.toContain('Copper Gambit');
    harness = await startPage();
    await eventually(() => expect(shadowText(card)).toContain('Copper Gambit'));
  });

  it('should show a visitor the login invitation in the mini cart', async () => {
    harness = await startPage();
    const mini = add('d2d-mini-cart');
    await eventually(() => expect(shadowText(mini)).toContain(MESSAGES.pleaseLogin));
    // part names are given by a mutation observer, a moment after the render
    await eventually(() => expect(mini.shadowRoot!.querySelector('[part~="cart-toggle"]')?.getAttribute('aria-label')).toBe('Cart, 0 items'));
    shadowButton(mini, 'Login').click();
    expect(open).toHaveBeenCalledTimes(1);
  });
});
