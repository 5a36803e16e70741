import { useState } from 'react';
import { FEATURED_QUERY_PAGE_SIZE, FEATURED_TABS, type FeaturedTab } from '@d2d/contract';
import { Carousel, ProductCardSkeleton, Tabs, useCatalogueRequest } from '@d2d/react';
import { ProductTile } from '../browse/ProductTile.js';

/** The featured-tabs carousel: Featured, Popular, New, On Sale, Pre-Purchase, Under 10, Under 30 (spec §2). */
export function FeaturedTabsSection({ tabs }: { tabs: readonly FeaturedTab[] }) {
  const shown = tabs.length > 0 ? tabs : FEATURED_TABS.map((t) => ({ name: t.name, value: t.value }));
  const [selected, setSelected] = useState(shown[0]?.value ?? 'featured');
  const query = FEATURED_TABS.find((t) => t.value === selected)?.query ?? {};
  const { data, loading } = useCatalogueRequest(
    (store, signal) => store.api.catalogue.findPage({ pagesize: FEATURED_QUERY_PAGE_SIZE, pageindex: 1, platform: [1100], ...query }, { signal }),
    [selected],
  );
  const items = data?.products.items;
  return (
    <section className="d2d-section" aria-labelledby="featured-heading">
      <h2 id="featured-heading" className="d2d-section__title">
        Discover
      </h2>
      <Tabs label="Featured lists" selected={selected} onSelect={setSelected} tabs={shown.map((t) => ({ key: t.value, label: t.name }))}>
        {loading && !items ? (
          <div className="store-skeleton-row" aria-hidden="true">
            {Array.from({ length: 5 }, (_, i) => (
              <ProductCardSkeleton key={i} />
            ))}
          </div>
        ) : (
          <Carousel label={shown.find((t) => t.value === selected)?.name ?? 'Featured'} items={items ?? []} itemKey={(p) => p.id} renderItem={(p) => <ProductTile product={p} />} />
        )}
      </Tabs>
    </section>
  );
}
