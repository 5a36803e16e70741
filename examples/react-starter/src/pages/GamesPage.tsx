import { useState, type FormEvent } from 'react';
import type { ProductSummary } from '@d2d/contract';
import { ProductCard, ProductGrid, useCatalogueRequest, useStore } from '@d2d/react';
import { navigate, productHref } from '../router.js';

/** About one row of cards on a wide screen: their box art loads first (the largest paint). */
const FIRST_ROW = 6;

/**
 * `/`: the catalogue's first page, or the games matching `?q=`.
 * @param props.keywords - The search words of the route.
 */
export function GamesPage({ keywords }: { keywords: string }) {
  const store = useStore();
  const [text, setText] = useState(keywords);
  const { data, loading } = useCatalogueRequest(
    (s, signal) => s.api.catalogue.findPage({ pagesize: 24, pageindex: 1, ...(keywords ? { 'search.keywords': keywords } : {}) }, { signal }),
    [keywords],
  );
  const search = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    navigate(q ? `/?q=${encodeURIComponent(q)}` : '/');
  };
  return (
    <section>
      <h1 className="d2d-page-title">{keywords ? `Games matching “${keywords}”` : 'Games'}</h1>
      <form role="search" className="starter__search" onSubmit={search}>
        <label className="d2d-field">
          <span className="d2d-field__label">Search games</span>
          <input className="d2d-input" type="search" value={text} onChange={(e) => setText(e.target.value)} />
        </label>
        <button type="submit" className="d2d-button d2d-button--primary">
          Search
        </button>
      </form>
      <ProductGrid<ProductSummary>
        label="Games"
        items={data?.products.items}
        loading={loading && !data}
        itemKey={(product) => product.id}
        renderItem={(product, index) => <ProductCard product={product} href={productHref(product)} siteId={store.site} priority={index < FIRST_ROW} />}
      />
    </section>
  );
}
