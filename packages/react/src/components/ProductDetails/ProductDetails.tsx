import { drmLabel, normalizeDrmType, type Product, type ProductSummary, type SiteId } from '@d2d/contract';
import { formatSiteDate } from '@d2d/core';
import { cx } from '../../utils/cx.js';
import { platformLabel } from '../../utils/platformLabel.js';
import { AdsDrmInstructionsButton } from '../AdsDrmInstructionsDialog/AdsDrmInstructionsButton.js';
import type { AdsDrmLinks } from '../AdsDrmInstructionsDialog/AdsDrmInstructionsDialog.js';

/** Props of {@link ProductDetails}. */
export interface ProductDetailsProps {
  product: ProductSummary | Product;
  siteId: SiteId;
  /** The trade-in and rental lists the ADS-DRM instructions link to. */
  adsDrmLinks?: AdsDrmLinks;
  className?: string;
}

/**
 * The detail rows of a product (spec §2): genre, developer, publisher, release date (in the
 * site's date format), platform and DRM (the store's own DRM shows as D2D). Rows without a
 * value are left out. An ADS title's DRM row opens the ADS-DRM instructions.
 * @example
 * <ProductDetails product={product} siteId={1} />
 */
export function ProductDetails({ product, siteId, adsDrmLinks, className }: ProductDetailsProps) {
  const platform = platformLabel(product);
  let released: string | undefined;
  try {
    released = product.releaseDate ? formatSiteDate(product.releaseDate, siteId) : undefined;
  } catch {
    released = undefined;
  }
  const rows: [string, string | undefined | null][] = [
    ['Genre', product.genres?.join(', ')],
    ['Developer', product.developer],
    ['Publisher', product.publisher],
    ['Release Date', released],
    ['Platform', platform],
    ['DRM', product.drmType === undefined ? undefined : drmLabel(product.drmType)],
  ];
  return (
    <dl className={cx('d2d-details', className)}>
      {rows
        .filter((row): row is [string, string] => typeof row[1] === 'string' && row[1] !== '')
        .map(([label, value]) => (
          <div key={label} className="d2d-details__row">
            <dt>{label}</dt>
            <dd>
              {value}
              {label === 'DRM' && normalizeDrmType(product.drmType) === 'ADS' && (
                <>
                  {' '}
                  <AdsDrmInstructionsButton title={product.title} {...(adsDrmLinks ? { links: adsDrmLinks } : {})} />
                </>
              )}
            </dd>
          </div>
        ))}
    </dl>
  );
}
