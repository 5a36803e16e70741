import { platformName, type SiteId } from '@d2d/contract';
import type { CartLineView } from '@d2d/core';
import { cx } from '../../utils/cx.js';
import { lineItemPrices } from '../../utils/lineItemPrices.js';
import { Price } from '../Price/Price.js';

/** Props of {@link CartLines}. */
export interface CartLinesProps {
  lines: readonly CartLineView[];
  siteId: SiteId;
  /** The product page of a line's product. */
  productHref: (product: { id: number; title: string }) => string;
  onRemove: (lineId: number) => void;
  busy?: boolean;
  className?: string;
}

/**
 * The cart's lines (spec §2): box art, title, platform, the original, discounted and VIP prices,
 * an 'already owned' note and a remove button per line.
 * @example
 * <CartLines lines={cart.lines} siteId={1} productHref={hrefOf} onRemove={(id) => store.cart.remove(id)} />
 */
export function CartLines({ lines, siteId, productHref, onRemove, busy = false, className }: CartLinesProps) {
  return (
    <ul className={cx('d2d-cart-lines', className)} aria-label="Items in your cart" aria-busy={busy || undefined}>
      {lines.map((view) => {
        const { product } = view.line;
        const platforms = (product.platform_ids ?? []).map((id) => platformName(id)).filter(Boolean).join(', ');
        return (
          <li key={view.line.id} className="d2d-cart-line">
            {product.thumbnail_image ? (
              <img className="d2d-cart-line__art" src={product.thumbnail_image} alt="" width={90} height={120} />
            ) : (
              <span className="d2d-cart-line__art" aria-hidden="true" />
            )}
            <div className="d2d-cart-line__info">
              <a className="d2d-cart-line__title" href={productHref(product)}>
                {product.title}
              </a>
              {platforms && <p className="d2d-cart-line__meta">{platforms}</p>}
              {product.has_own && <p className="d2d-cart-line__owned">You already own this game.</p>}
            </div>
            <Price prices={lineItemPrices(view)} siteId={siteId} className="d2d-cart-line__price" />
            <button type="button" className="d2d-button d2d-button--ghost d2d-button--small d2d-cart-line__remove" aria-label={`Remove ${product.title} from cart`} disabled={busy} onClick={() => onRemove(view.line.id)}>
              Remove
            </button>
          </li>
        );
      })}
    </ul>
  );
}
