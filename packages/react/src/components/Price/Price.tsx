import { formatPrice, percentOff, type ItemPrices } from '@d2d/core';
import type { SiteId } from '@d2d/contract';
import { cx } from '../../utils/cx.js';
import { DiscountBadge } from '../DiscountBadge/DiscountBadge.js';

/** Props of {@link Price}. */
export interface PriceProps {
  /** Prices in minor units, from core (`itemPrices`, a cart line view). */
  prices: ItemPrices;
  /** The site, for the currency (1 $, 2 £, 3 €). */
  siteId: SiteId;
  /** Show the '-50%' badge beside a reduced price (default `true`). */
  showBadge?: boolean;
  /** `large` on the product page. */
  size?: 'small' | 'medium' | 'large';
  /** The text for a price of 0 (default 'Free'). */
  freeLabel?: string;
  className?: string;
}

/**
 * A price in the site's currency: the price paid, the original struck through when reduced
 * with its discount badge, and a 'VIP' mark when the VIP price applies. Screen readers hear
 * "Was $39.99, now $19.99".
 * @example
 * <Price prices={itemPrices({ original: 39.99, discounted: 19.99 })} siteId={1} />
 */
export function Price({ prices, siteId, showBadge = true, size = 'medium', freeLabel = 'Free', className }: PriceProps) {
  const paid = prices.effective === 0 ? freeLabel : formatPrice(prices.effective, siteId);
  const vipApplies = prices.vip > 0 && prices.effective === prices.vip;
  return (
    <span className={cx('d2d-price', `d2d-price--${size}`, vipApplies && 'd2d-price--vip', className)}>
      {showBadge && prices.reduced && <DiscountBadge percent={percentOff(prices.original, prices.effective)} />}
      {prices.reduced && (
        <s className="d2d-price__original">
          <span className="d2d-visually-hidden">Was </span>
          {formatPrice(prices.original, siteId)}
        </s>
      )}
      <span className="d2d-price__paid">
        {prices.reduced && <span className="d2d-visually-hidden">, now </span>}
        {vipApplies && (
          <abbr className="d2d-price__vip" title="VIP member price">
            VIP
          </abbr>
        )}
        {paid}
      </span>
    </span>
  );
}
