import { RENTAL_PRICE_PER_BLOCK_MINOR, RENTAL_MAX_DAYS, RENTAL_MIN_DAYS, SHELF_PAGE_SIZE } from '@d2d/contract';
import { formatPrice } from '@d2d/core';
import { Carousel, useCatalogueRequest, useStore } from '@d2d/react';
import { href, useRoute } from '../router/index.js';
import { ProductTile } from './browse/ProductTile.js';

/** /pc/d2dplus and /mac/d2dplus: the plus program — trade-in and rental titles, and the subscription (spec §2). */
export function D2dPlusPage() {
  const store = useStore();
  const route = useRoute();
  const platform = route.name === 'macD2dPlus' ? 1200 : 1100;
  const { data } = useCatalogueRequest(
    (s, signal) =>
      s.api.merchandising.shelves(
        {
          shelves: [
            { name: 'tradein', query: { d2d_plus: 1, platform: [platform] }, pageindex: 1, pagesize: SHELF_PAGE_SIZE },
            { name: 'rental', query: { d2d_plus: 2, platform: [platform] }, pageindex: 1, pagesize: SHELF_PAGE_SIZE },
          ],
        },
        { signal },
      ),
    [platform],
  );
  const shelf = (name: string) => data?.shelves.find((s) => s.name === name)?.result.products.items ?? [];
  return (
    <section>
      <h1 className="d2d-page-title">D2D Plus</h1>
      <p className="d2d-prose">
        Get more out of your library. Trade in games you have finished for wallet credit, rent a game for {RENTAL_MIN_DAYS} to {RENTAL_MAX_DAYS} days
        from {formatPrice(RENTAL_PRICE_PER_BLOCK_MINOR, store.site)} a day, or subscribe for a new hand-picked selection every month.
      </p>
      <section className="d2d-section" aria-labelledby="plus-tradein">
        <div className="store-row-header">
          <h2 id="plus-tradein" className="d2d-section__title">Trade in for credit</h2>
          <a href={href('pcTradeIn')}>All trade-in games</a>
        </div>
        <Carousel label="Trade-in games" items={shelf('tradein')} itemKey={(p) => p.id} renderItem={(p) => <ProductTile product={p} />} />
      </section>
      <section className="d2d-section" aria-labelledby="plus-rental">
        <div className="store-row-header">
          <h2 id="plus-rental" className="d2d-section__title">Rent a game</h2>
          <a href={href('pcRental')}>All rental games</a>
        </div>
        <Carousel label="Rental games" items={shelf('rental')} itemKey={(p) => p.id} renderItem={(p) => <ProductTile product={p} />} />
      </section>
      <section className="d2d-section" aria-labelledby="plus-subscription">
        <h2 id="plus-subscription" className="d2d-section__title">Subscription</h2>
        <p>Five hand-picked games every month for one monthly price. <a href={href('premium')}>See the premium plan</a>.</p>
      </section>
    </section>
  );
}
