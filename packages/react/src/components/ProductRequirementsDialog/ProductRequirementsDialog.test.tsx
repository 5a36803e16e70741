import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { productSchema, type CartAddPayload, type ProductRequirement } from '@d2d/contract';
import { productRequirementState, type Store } from '@d2d/core';
import { StoreProvider } from '../../provider/StoreProvider.js';
import { StoreDialogs } from '../StoreDialogs/StoreDialogs.js';
import { ProductOfferButton } from '../ProductOfferButton/ProductOfferButton.js';
import { ProductRequirementsDialog } from './ProductRequirementsDialog.js';
import { createTestStore, type Routes } from '../../test/testStore.js';
import { account } from '../../fixtures/account.js';
import { captchaChallenge } from '../../fixtures/captcha.js';
import { cart } from '../../fixtures/cart.js';
import { fullPriceGame, productDetail, saleGame } from '../../fixtures/products.js';

const stores: Store[] = [];
afterEach(() => {
  cleanup();
  for (const s of stores.splice(0)) s.dispose();
});

const base = (product: { id: number; title: string; uriSafeTitle?: string | null }, isRequired: boolean): ProductRequirement => ({
  id: product.id,
  title: product.title,
  uriSafeTitle: product.uriSafeTitle ?? null,
  thumbnailImage: null,
  isRequired,
});
const starfall = base(saleGame, true);
const ironHarbor = base(fullPriceGame, true);

/** A DLC of Starfall Tactics (id 1042), detail as the product page reads it. */
const dlc = (requirements: ProductRequirement[]) =>
  productSchema.parse({
    ...productDetail,
    id: 7001,
    uriSafeTitle: 'starfall-tactics-void-raiders',
    title: 'Void Raiders',
    productType: 'DLC',
    bonusItems: [],
    offerActions: [{ ...productDetail.offerActions![0]!, skuId: 70011, isOnSale: false, totalPercentOff: 0 }],
    productRequirements: requirements,
  });

/** A base game's detail as a signed-in reader gets it: `owned` sets its purchase states. */
const baseDetail = (product: typeof saleGame, owned: boolean) =>
  productSchema.parse({
    ...productDetail,
    ...product,
    skuIdsPurchased: owned ? [product.offerActions![0]!.skuId] : [],
    offerActions: [{ ...product.offerActions![0]!, hasBeenPurchased: owned }],
  });

const hrefOf = (p: { id: number }) => `#!/download-x/${p.id}`;

describe('ProductRequirementsDialog', () => {
  const show = (requirements: ProductRequirement[]) => {
    const handlers = { onAddWithBase: vi.fn(), onAddAnyway: vi.fn(), onClose: vi.fn() };
    render(<ProductRequirementsDialog open title="Void Raiders" requirement={productRequirementState(requirements)} productHref={hrefOf} {...handlers} />);
    return handlers;
  };

  it('should name a required base game, offer to add both, and not offer to add this one alone', () => {
    const { onAddWithBase } = show([starfall]);
    const dialog = screen.getByRole('dialog', { name: 'Product Requirements' });
    expect(dialog.textContent).toContain('Void Raiders requires the base game Starfall Tactics');
    expect(within(dialog).getByRole('link', { name: 'Starfall Tactics' }).getAttribute('href')).toBe('#!/download-x/1042');
    expect(within(dialog).queryByRole('button', { name: 'Add Anyway' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Both to Cart' }));
    expect(onAddWithBase).toHaveBeenCalledWith(starfall);
  });

  it('should offer to add this one anyway when the base game is only suggested', () => {
    const { onAddAnyway } = show([base(saleGame, false)]);
    const dialog = screen.getByRole('dialog', { name: 'Product Requirements' });
    expect(dialog.textContent).toContain('Void Raiders is meant to be played with the base game Starfall Tactics');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Anyway' }));
    expect(onAddAnyway).toHaveBeenCalledOnce();
  });

  it('should list each possible base game with its own add button', () => {
    const { onAddWithBase } = show([starfall, ironHarbor]);
    const dialog = screen.getByRole('dialog', { name: 'Product Requirements' });
    expect(dialog.textContent).toContain('Void Raiders requires one of these base games');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Iron Harbor and Void Raiders to Cart' }));
    expect(onAddWithBase).toHaveBeenCalledWith(ironHarbor);
    expect(within(dialog).queryByRole('button', { name: 'Add Anyway' })).toBeNull();
  });

  it('should close on Cancel and when the base game link is followed', () => {
    const { onClose } = show([starfall]);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('link', { name: 'Starfall Tactics' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('ProductOfferButton with a product that needs a base game', () => {
  /** A signed-in shopper (or a visitor) on a scripted server; cart adds are recorded. */
  function setup(product: ReturnType<typeof dlc> | Parameters<typeof ProductOfferButton>[0]['product'], routes: Routes, signedIn = true) {
    const adds: CartAddPayload[] = [];
    const { store } = createTestStore(
      {
        'POST /api/account/shopping_carts': async (request) => {
          const body = (await request.json()) as CartAddPayload;
          adds.push(body);
          // the cart holds every product added so far
          return { ...cart, cart_details: adds.map((a, i) => ({ ...cart.cart_details[0]!, id: 900 + i, product: { ...cart.cart_details[0]!.product, id: a.product_id! } })) };
        },
        ...routes,
      },
      signedIn ? { token: 'tok' } : {},
    );
    stores.push(store);
    if (signedIn) store.session.account.value = account;
    render(
      <StoreProvider store={store} restoreSession={false}>
        <StoreDialogs onNavigate={() => {}} supportUrl="https://support.example.com" loadCaptchaChallenge={() => captchaChallenge()}>
          <ProductOfferButton product={product} productHref={hrefOf} onGoToCart={() => {}} onBuild={() => {}} />
        </StoreDialogs>
      </StoreProvider>,
    );
    return { store, adds };
  }

  it('should ask first, then add the base game and the DLC in turn', async () => {
    const { adds } = setup(dlc([starfall]), { 'GET /api/product/get/1042': () => baseDetail(saleGame, false) });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart, Void Raiders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Product Requirements' });
    expect(adds).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Both to Cart' }));
    await waitFor(() => expect(adds).toEqual([{ product_id: 1042 }, { product_id: 7001 }]));
    expect(screen.queryByRole('dialog', { name: 'Product Requirements' })).toBeNull();
  });

  it('should add a DLC with only a suggested base with allowNonRequiredBase when the shopper adds it anyway', async () => {
    const { adds } = setup(dlc([base(saleGame, false)]), { 'GET /api/product/get/1042': () => baseDetail(saleGame, false) });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart, Void Raiders' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add Anyway' }));
    await waitFor(() => expect(adds).toEqual([{ product_id: 7001, allowNonRequiredBase: true }]));
  });

  it('should add at once when the shopper owns the base game', async () => {
    const { adds } = setup(dlc([starfall]), { 'GET /api/product/get/1042': () => baseDetail(saleGame, true) });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart, Void Raiders' }));
    await waitFor(() => expect(adds).toEqual([{ product_id: 7001 }]));
    expect(screen.queryByRole('dialog', { name: 'Product Requirements' })).toBeNull();
  });

  it('should add at once when the base game is in the cart, without reading it', async () => {
    const read = vi.fn(() => baseDetail(saleGame, false));
    const { store, adds } = setup(dlc([starfall]), { 'GET /api/product/get/1042': read });
    store.cart.set(cart);
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart, Void Raiders' }));
    await waitFor(() => expect(adds).toEqual([{ product_id: 7001 }]));
    expect(read).not.toHaveBeenCalled();
  });

  it("should read a DLC list card's requirements from its detail", async () => {
    const { productRequirements: _, bonusItems: __, ...card } = dlc([starfall]);
    setup(card, { 'GET /api/product/get/7001': () => dlc([starfall]), 'GET /api/product/get/1042': () => baseDetail(saleGame, false) });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart, Void Raiders' }));
    expect(await screen.findByRole('dialog', { name: 'Product Requirements' })).toBeTruthy();
  });

  it('should leave a game without requirements to a plain add', async () => {
    const { adds } = setup(fullPriceGame, {});
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart, Iron Harbor' }));
    await waitFor(() => expect(adds).toEqual([{ product_id: 2001 }]));
  });
});
