import { MESSAGES } from '@d2d/contract';
import { promotionEndTime } from '@d2d/core';
import { Countdown, ProductGrid, useCatalogueRequest, useCountdown } from '@d2d/react';
import { href, useRoute } from '../router/index.js';
import { ProductTile } from './browse/ProductTile.js';

function EndsIn({ end }: { end: string }) {
  const left = useCountdown(end);
  return <Countdown value={left} label="Offer ends in" variant="flip" />;
}

/** /promotion/{promoId}: the promotion's products, six per row; 'This offer is not available.' otherwise (spec §2). */
export function PromotionPage() {
  const route = useRoute();
  const id = route.name === 'promotion' ? Number(route.params.promoId) : 0;
  const { data, loading, error } = useCatalogueRequest((store, signal) => store.api.merchandising.promotion(id, { signal, navigate: false }), [id]);
  if (error !== undefined || (!loading && (!data || (data.products ?? []).length === 0))) {
    return (
      <section className="d2d-system-page">
        <h1 className="d2d-page-title">{MESSAGES.offerNotAvailable}</h1>
        <p>
          See what else is <a href={href('pcOnSale')}>on sale</a>.
        </p>
      </section>
    );
  }
  return (
    <section>
      <header className="store-promo__header" style={data?.background_color ? { backgroundColor: data.background_color } : undefined}>
        {data?.designImages?.big && <img className="store-promo__banner" src={data.designImages.big} alt="" width={1280} height={320} />}
        <div className="store-promo__title">
          <h1 className="d2d-page-title">{data?.name ?? 'Promotion'}</h1>
          {data?.endDate && promotionEndTime(data.endDate) !== null && <EndsIn end={data.endDate} />}
        </div>
      </header>
      <ProductGrid items={data?.products} loading={loading} columns="six" skeletonCount={12} itemKey={(p) => p.id} renderItem={(p) => <ProductTile product={p} />} label={data?.name} />
    </section>
  );
}
