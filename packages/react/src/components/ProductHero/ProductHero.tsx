import type { ReactNode } from 'react';
import type { Product, ProductSummary, SiteId } from '@d2d/contract';
import { cx } from '../../utils/cx.js';
import { offerPrices, purchaseOffer } from '../../utils/offerPrices.js';
import { ContentRatingBadge } from '../ContentRatingBadge/ContentRatingBadge.js';
import { Price } from '../Price/Price.js';
import type { AdsDrmLinks } from '../AdsDrmInstructionsDialog/AdsDrmInstructionsDialog.js';
import { ProductDetails } from '../ProductDetails/ProductDetails.js';

/** Props of {@link ProductHero}. */
export interface ProductHeroProps {
  product: ProductSummary | Product;
  siteId: SiteId;
  /** The offer button (bound to the store by the host). */
  offer?: ReactNode;
  /** The sale countdown, shown under the price while a sale runs. */
  countdown?: ReactNode;
  /** Extra content under the offer (e.g. the product-requirement note). */
  children?: ReactNode;
  /** The trade-in and rental lists an ADS title's DRM row links to. */
  adsDrmLinks?: AdsDrmLinks;
  className?: string;
}

/**
 * The top of the product page (spec §2): the hero image, box art, title, content rating,
 * price with its discount badge and VIP price, the offer button, the sale countdown and the
 * detail rows.
 * @example
 * <ProductHero product={product} siteId={1} offer={<ProductOfferButton … />} countdown={<Countdown … />} />
 */
export function ProductHero({ product, siteId, offer, countdown, children, adsDrmLinks, className }: ProductHeroProps) {
  const prices = offerPrices(purchaseOffer(product));
  const art = product.frontImage ?? product.thumbnailImage ?? null;
  const backdrop = product.detailImage ?? null;
  return (
    <section className={cx('d2d-product-hero', className)} style={product.background_color ? { ['--d2d-product-bg' as string]: product.background_color } : undefined} aria-labelledby="d2d-product-title">
      {/* the page's largest paints: fetched before anything else the page asks for */}
      {backdrop && <img className="d2d-product-hero__backdrop" src={backdrop} alt="" width={1280} height={480} fetchPriority="high" />}
      <div className="d2d-product-hero__inner">
        <div className="d2d-product-hero__art">
          {art ? <img src={art} alt={`${product.title} box art`} width={300} height={400} fetchPriority="high" /> : <span className="d2d-card__image--missing" aria-hidden="true" />}
        </div>
        <div className="d2d-product-hero__info">
          <h1 id="d2d-product-title" className="d2d-product-hero__title">
            {product.title}
          </h1>
          {product.shortDescription && <p className="d2d-product-hero__tagline">{product.shortDescription}</p>}
          <div className="d2d-product-hero__buy">
            {prices && <Price prices={prices} siteId={siteId} size="large" />}
            {countdown}
            {offer}
            {children}
          </div>
          <div className="d2d-product-hero__facts">
            <ContentRatingBadge rating={product.contentRating} showDescriptors />
            <ProductDetails product={product} siteId={siteId} {...(adsDrmLinks ? { adsDrmLinks } : {})} />
          </div>
        </div>
      </div>
    </section>
  );
}
