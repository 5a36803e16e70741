import { GRID_ITEMS_PER_ROW } from '@d2d/contract';
import { promotionEndTime } from '@d2d/core';
import { ProductGrid, useCatalogueRequest } from '@d2d/react';
import { href } from '../router/index.js';
import { ProductTile } from './browse/ProductTile.js';

/** /collection: the publisher promotions, each a row of six products with a link to its page (spec §2). */
export function CollectionPage() {
  const { data, loading } = useCatalogueRequest((store, signal) => store.api.merchandising.promotions(undefined, { signal }), []);
  const promotions = data?.items ?? [];
  return (
    <section>
      <h1 className="d2d-page-title">Collections</h1>
      {loading && promotions.length === 0 && <ProductGrid items={undefined} loading columns="six" skeletonCount={6} itemKey={() => 0} renderItem={() => null} />}
      {!loading && promotions.length === 0 && <p className="d2d-empty">There are no collections right now.</p>}
      {promotions.map((promotion) => (
        <section key={promotion.id} className="d2d-section" aria-labelledby={`promo-${promotion.id}`}>
          <div className="store-row-header">
            <h2 id={`promo-${promotion.id}`} className="d2d-section__title">
              {promotion.name}
            </h2>
            <a href={href('promotion', { promoId: String(promotion.id) })} aria-label={`See all of ${promotion.name}`}>
              See all
            </a>
          </div>
          {promotion.endDate && promotionEndTime(promotion.endDate) !== null && <p className="d2d-field__hint">Limited time offer</p>}
          <ProductGrid items={(promotion.products ?? []).slice(0, GRID_ITEMS_PER_ROW)} columns="six" itemKey={(p) => p.id} renderItem={(p) => <ProductTile product={p} withButton={false} />} />
        </section>
      ))}
    </section>
  );
}
