import type { ReactNode } from 'react';
import type { ProductSummary, SiteId } from '@d2d/contract';
import { cx } from '../../utils/cx.js';
import { platformLabel } from '../../utils/platformLabel.js';
import { offerPrices, purchaseOffer } from '../../utils/offerPrices.js';
import { ContentRatingBadge } from '../ContentRatingBadge/ContentRatingBadge.js';
import { Price } from '../Price/Price.js';

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
  product: ProductSummary;
  /** The product page's href (the store builds `#!/download-{slug}/{pid}`). */
  href: string;
  /** The site, for the currency. */
  siteId: SiteId;
  /** An action under the price, e.g. a connected offer button. */
  action?: ReactNode;
  /** Load the box art eagerly and first (the first row of a page, where the largest paint is). */
  priority?: boolean;
  className?: string;
}

/**
 * A product tile: box art, title, platform, content rating and price with its discount badge.
 * The title link covers the whole card, so the card is one link for keyboard and screen-reader
 * users; an action placed in the card stays separately clickable.
 * @example
 * <ProductCard product={p} href={`#!/download-${p.uriSafeTitle}/${p.id}`} siteId={1} />
 */
export function ProductCard({ product, href, siteId, action, priority = false, className }: ProductCardProps) {
  const prices = offerPrices(purchaseOffer(product));
  const image = product.frontImage ?? product.thumbnailImage ?? null;
  const platform = platformLabel(product);
  return (
    <article className={cx('d2d-card', className)}>
      <div className="d2d-card__art">
        {image ? (
          <img src={image} alt="" width={300} height={400} loading={priority ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : 'auto'} decoding="async" className="d2d-card__image" />
        ) : (
          <span className="d2d-card__image d2d-card__image--missing" aria-hidden="true" />
        )}
      </div>
      <div className="d2d-card__body">
        <h3 className="d2d-card__title">
          <a href={href} className="d2d-card__link">
            {product.title}
          </a>
        </h3>
        <p className="d2d-card__meta">
          {platform && <span className="d2d-card__platform">{platform}</span>}
          <ContentRatingBadge rating={product.contentRating} className="d2d-card__rating" />
        </p>
        {prices && <Price prices={prices} siteId={siteId} size="small" className="d2d-card__price" />}
        {action && <div className="d2d-card__action">{action}</div>}
      </div>
    </article>
  );
}

/** Props of {@link ProductCardSkeleton}. */
export interface ProductCardSkeletonProps {
  className?: string;
}

/**
 * The loading placeholder of a product card, the same size as the card so nothing shifts when
 * the real card arrives.
 */
export function ProductCardSkeleton({ className }: ProductCardSkeletonProps) {
  return (
    <div className={cx('d2d-card d2d-card--skeleton', className)} aria-hidden="true">
      <div className="d2d-card__art">
        <span className="d2d-skeleton d2d-card__image" />
      </div>
      <div className="d2d-card__body">
        <span className="d2d-skeleton d2d-skeleton--text" style={{ width: '85%' }} />
        <span className="d2d-skeleton d2d-skeleton--text" style={{ width: '45%' }} />
        <span className="d2d-skeleton d2d-skeleton--text" style={{ width: '35%' }} />
      </div>
    </div>
  );
}
