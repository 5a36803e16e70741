import { useEffect, useState } from 'react';
import { MEDIA_PAGE_SIZE, MEDIA_TYPE, REVIEWS_PAGE_SIZE, isMatureRating, type Product } from '@d2d/contract';
import { fileDownload, productRequirementState } from '@d2d/core';
import { Carousel, Countdown, MediaBrowser, ProductHero, ProductOfferButton, ProductReviews, ProductSummary, ReviewList, Tabs, productTabs, purchaseOffer, useCatalogueRequest, useCountdown, useDialogs, useRequest, useStore, type ProductTabKey } from '@d2d/react';
import { productHref } from '../../links.js';
import { href, navigate, useRoute } from '../../router/index.js';
import { ProductTile } from '../browse/ProductTile.js';
import { BundleBuilder } from './BundleBuilder.js';
import { offersBonusDownloads } from './bonusDownloads.js';
import { RentalOffer } from './RentalOffer.js';

// an ADS title's DRM row explains the DRM and leads to the ADS lists (spec §2 /pc/adsdrm: pType 1 trade-in, 2 rental)
const ADS_DRM_LINKS = { tradeIn: href('pcAdsDrm', undefined, { pType: '1' }), rental: href('pcAdsDrm', undefined, { pType: '2' }) };

function SaleCountdown({ end }: { end: string }) {
  const left = useCountdown(end);
  return <Countdown value={left} label="Sale ends in" />;
}

function MediaTab({ product, kind, preview }: { product: Product; kind: 'screenshots' | 'videos'; preview: boolean }) {
  const type = kind === 'screenshots' ? MEDIA_TYPE.SCREENSHOT : MEDIA_TYPE.VIDEO;
  const { data, loading } = useRequest(
    (store, signal) => {
      const query = { productid: product.id, pageSize: MEDIA_PAGE_SIZE, pageIndex: 1, type };
      return preview ? store.api.catalogue.previewMedia(query, { signal }) : store.api.catalogue.media(query, { signal });
    },
    [product.id, type, preview],
  );
  return <MediaBrowser kind={kind} title={product.title} items={data?.items} loading={loading} mature={isMatureRating(product.contentRating?.code)} />;
}

function RequirementNote({ product }: { product: Product }) {
  const result = productRequirementState(product.productRequirements);
  if (result.state === 'none') return null;
  const names = result.requirements.map((r) => (
    <a key={r.id} href={productHref(r)}>
      {r.title}
    </a>
  ));
  return (
    <p className="d2d-field__hint">
      {result.state === 'single-required' ? <>Requires {names}.</> : result.state === 'single-not-required' ? <>Best with {names}.</> : <>Requires one of: {names.map((n, i) => <span key={i}>{i > 0 && ', '}{n}</span>)}.</>}
    </p>
  );
}

/** /download-{slug}/{pid}, /preview-{preview}/{pid} and /byob-{slug}/{pid}: the product page (spec §2). */
export function ProductPage() {
  const store = useStore();
  const dialogs = useDialogs();
  const route = useRoute();
  const pid = route.name === 'product' || route.name === 'preview' || route.name === 'byob' ? Number(route.params.pid) : 0;
  const preview = route.name === 'preview';
  // the shopper's own states (owned, member): read again after a login or a purchase
  const { data: product, loading } = useCatalogueRequest(
    (s, signal) => (preview ? s.api.catalogue.preview(pid, {}, { signal }) : s.api.catalogue.product(pid, { signal })),
    [pid, preview],
  );
  const tabs = productTabs(product?.productType);
  const [tab, setTab] = useState<ProductTabKey>('summary');

  useEffect(() => {
    // a custom bundle is built on its own page
    if (product?.productType === 'CustomBundle' && route.name === 'product') navigate(productHref(product), { replace: true });
  }, [product, route.name]);

  if (!product) {
    return loading ? (
      <div className="d2d-product-hero d2d-product-hero--skeleton" aria-busy="true">
        <div className="d2d-product-hero__inner">
          <span className="d2d-skeleton d2d-product-hero__art" />
          <div className="d2d-product-hero__info">
            <span className="d2d-skeleton d2d-skeleton--text" style={{ width: '60%', height: '2rem' }} />
            <span className="d2d-skeleton d2d-skeleton--text" style={{ width: '40%' }} />
          </div>
        </div>
      </div>
    ) : null;
  }

  const offer = purchaseOffer(product);
  const downloadBonus = async (skuId: number) => {
    const outcome = await fileDownload(store, { skuId });
    if (outcome.kind === 'download') window.location.assign(outcome.url);
    else dialogs.show({ kind: 'message', message: outcome.message });
  };
  const saleEnd = offer?.isOnSale && offer.purchasePrice?.endTime ? offer.purchasePrice.endTime : null;
  const isBuilder = route.name === 'byob' && product.productType === 'CustomBundle';
  return (
    <article className="store-product">
      <nav aria-label="Breadcrumb" className="d2d-breadcrumbs">
        <ol>
          <li><a href={href('home')}>Home</a></li>
          <li><a href={href('pc')}>PC Games</a></li>
          <li aria-current="page">{product.title}</li>
        </ol>
      </nav>
      <ProductHero
        product={product}
        siteId={store.site}
        adsDrmLinks={ADS_DRM_LINKS}
        countdown={saleEnd ? <SaleCountdown end={saleEnd} /> : null}
        offer={
          isBuilder ? null : (
            <ProductOfferButton
              product={product}
              onGoToCart={() => navigate(href('cart'))}
              onBuild={() => navigate(productHref(product))}
              onSubscribe={() => navigate(href('premium'))}
              productHref={productHref}
            />
          )
        }
      >
        <RequirementNote product={product} />
        {/* keyed: an open rental dialog belongs to its product, not to the next one visited */}
        {!preview && !isBuilder && <RentalOffer key={product.id} product={product} />}
      </ProductHero>
      {isBuilder && <BundleBuilder product={product} />}
      <Tabs label="Product information" tabs={tabs} selected={tabs.some((t) => t.key === tab) ? tab : 'summary'} onSelect={setTab}>
        {tab === 'summary' && <ProductSummary product={product} productHref={productHref} onDownloadBonus={offersBonusDownloads(product, preview) ? (skuId) => void downloadBonus(skuId) : undefined} />}
        {tab === 'user-reviews' && <ProductReviews product={product} />}
        {tab === 'critic-reviews' && (
          <ReviewList
            siteId={store.site}
            label="Critic reviews"
            loadPage={(pageIndex, signal) => store.api.reviews.findPage({ productId: product.id, pageIndex, pageSize: REVIEWS_PAGE_SIZE, tab: 'critic' }, { signal })}
          />
        )}
        {tab === 'screenshots' && <MediaTab product={product} kind="screenshots" preview={preview} />}
        {tab === 'videos' && <MediaTab product={product} kind="videos" preview={preview} />}
      </Tabs>
      {product.recommendedProducts && product.recommendedProducts.length > 0 && (
        <section className="d2d-section" aria-labelledby="recommended-heading">
          <h2 id="recommended-heading" className="d2d-section__title">
            Recommended games
          </h2>
          <Carousel label="Recommended games" items={product.recommendedProducts} itemKey={(p) => p.id} renderItem={(p) => <ProductTile product={p} />} />
        </section>
      )}
    </article>
  );
}
