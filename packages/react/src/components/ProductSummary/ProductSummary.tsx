import type { ReactNode } from 'react';
import type { Product } from '@d2d/contract';
import { cx } from '../../utils/cx.js';
import { sanitizeHtml } from '../../utils/sanitizeHtml.js';

/** Props of {@link ProductSummary}. */
export interface ProductSummaryProps {
  product: Product;
  /** Links to products (required base game, bundles): the host builds the href. */
  productHref: (product: { id: number; title: string; uriSafeTitle?: string | null; productType?: string | null }) => string;
  /** Downloads a downloadable bonus item (owners only); without it the item is listed only. */
  onDownloadBonus?: (skuId: number) => void;
  className?: string;
}

/**
 * The summary tab of the product page (spec §2): required base game, requirements, description,
 * country restrictions, bundles, bonus items, system requirements (tech specs), copyright and
 * the publisher's support link. Catalogue HTML is sanitised before it is shown.
 * @example
 * <ProductSummary product={product} productHref={hrefOf} />
 */
export function ProductSummary({ product, productHref, onDownloadBonus, className }: ProductSummaryProps) {
  const required = (product.productRequirements ?? []).filter((r) => r.isRequired);
  const bundles = [...(product.bundlesOfferedIn ?? [])];
  const contents = product.bundledSkuProducts ?? [];
  const section = (title: string, body: ReactNode) => (
    <section className="d2d-summary__section" aria-label={title}>
      <h3 className="d2d-summary__heading">{title}</h3>
      {body}
    </section>
  );
  return (
    <div className={cx('d2d-summary', className)}>
      {required.length > 0 &&
        section(
          'Requires',
          <p className="d2d-alert d2d-alert--info">
            This content requires the base game{required.length > 1 ? 's' : ''}{' '}
            {required.map((r, i) => (
              <span key={r.id}>
                {i > 0 && ', '}
                <a href={productHref(r)}>{r.title}</a>
              </span>
            ))}
            .
          </p>,
        )}
      {product.requirements && section('Requirements', <div className="d2d-prose" dangerouslySetInnerHTML={{ __html: sanitizeHtml(product.requirements) }} />)}
      {product.description && section('About this game', <div className="d2d-prose" dangerouslySetInnerHTML={{ __html: sanitizeHtml(product.description) }} />)}
      {product.countryRestrictions && product.countryRestrictions.length > 0 &&
        section(
          'Country restrictions',
          <ul>
            {product.countryRestrictions.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>,
        )}
      {contents.length > 0 &&
        section(
          'Included in this bundle',
          <ul className="d2d-summary__links">
            {contents.map((p) => (
              <li key={p.id}>
                <a href={productHref(p)}>{p.title}</a>
              </li>
            ))}
          </ul>,
        )}
      {bundles.length > 0 &&
        section(
          'Also available in',
          <ul className="d2d-summary__links">
            {bundles.map((p) => (
              <li key={p.id}>
                <a href={productHref(p)}>{p.title}</a>
              </li>
            ))}
          </ul>,
        )}
      {product.bonusItems && product.bonusItems.length > 0 &&
        section(
          'Bonus items',
          <ul className="d2d-summary__bonus">
            {product.bonusItems.map((item) => (
              <li key={item.name}>
                <strong>{item.name}</strong>
                {item.description && <span> — {item.description}</span>}
                {item.isDownloadable && onDownloadBonus && item.skuId ? (
                  <button type="button" className="d2d-button d2d-button--small" aria-label={`Download ${item.name}`} onClick={() => onDownloadBonus(item.skuId!)}>
                    Download
                  </button>
                ) : null}
              </li>
            ))}
          </ul>,
        )}
      {product.techSpecs && product.techSpecs.length > 0 &&
        section(
          'System requirements',
          <table className="d2d-specs">
            <tbody>
              {product.techSpecs.map((spec) => (
                <tr key={spec.name}>
                  <th scope="row">{spec.name}</th>
                  <td>{spec.value}</td>
                </tr>
              ))}
            </tbody>
          </table>,
        )}
      {product.publisherSupportUri && (
        <p>
          <a href={product.publisherSupportUri} target="_blank" rel="noopener noreferrer">
            Publisher support
          </a>
        </p>
      )}
      {product.copyright && <p className="d2d-summary__copyright">{product.copyright}</p>}
    </div>
  );
}
