// A React app on @d2d/react: provider, dialogs, a product grid of cards and the mini cart.
import { type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { ProductSummary } from '@d2d/contract';
import { browserAdapters, createStore, type Store } from '@d2d/core';
import {
  MiniCart,
  ProductCard,
  ProductGrid,
  StoreDialogs,
  StoreProvider,
  loadCaptchaChallenge,
  useCart,
  useCatalogueRequest,
  useIsLoggedIn,
  useStore,
} from '@d2d/react';
import '@d2d/react/styles.css';

function Catalogue(): ReactElement {
  const store = useStore();
  const { data, loading } = useCatalogueRequest((s, signal) => s.api.catalogue.findPage({ pagesize: 24, pageindex: 1 }, { signal }), []);
  return (
    <ProductGrid<ProductSummary>
      items={data?.products.items}
      loading={loading}
      itemKey={(product) => product.id}
      renderItem={(product) => <ProductCard product={product} href={`#/product/${product.id}`} siteId={store.site} />}
    />
  );
}

function Cart(): ReactElement {
  const store = useStore();
  const signedIn = useIsLoggedIn();
  const { lines, totals } = useCart();
  return (
    <MiniCart
      signedIn={signedIn}
      lines={lines}
      totals={totals}
      siteId={store.site}
      cartHref="#/cart"
      onRemove={(lineId) => void store.cart.remove(lineId)}
    />
  );
}

export function mount(element: HTMLElement): Store {
  const store = createStore({ apiBase: 'https://store.example.com', site: 2, adapters: browserAdapters() });
  createRoot(element).render(
    <StoreProvider store={store}>
      <StoreDialogs
        onNavigate={(path) => (location.hash = `#!${path}`)}
        loadCaptchaChallenge={(signal) => loadCaptchaChallenge(store, signal)}
        supportUrl="https://support.example.com"
      >
        <Catalogue />
        <Cart />
      </StoreDialogs>
    </StoreProvider>,
  );
  return store;
}
