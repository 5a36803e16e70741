import { cx } from '../../utils/cx.js';

/** Props of {@link DiscountBadge}. */
export interface DiscountBadgeProps {
  /** Whole percent off (from core's `percentOff` or the offer's `totalPercentOff`). */
  percent: number;
  /** `highlight` for coupon discounts over 49% (contract `isCouponHighlighted`). */
  highlight?: boolean;
  className?: string;
}

/**
 * The '-50%' badge of a discounted price. Renders nothing at 0%.
 * @example
 * <DiscountBadge percent={50} />
 */
export function DiscountBadge({ percent, highlight = false, className }: DiscountBadgeProps) {
  const whole = Math.floor(percent);
  if (!(whole > 0)) return null;
  // a name on a plain span is prohibited by ARIA and many screen readers ignore it (reading the
  // bare '-50%'); as an image, like the review score, the badge is read by its name, '50% off'
  return (
    <span className={cx('d2d-discount', highlight && 'd2d-discount--highlight', className)} role="img" aria-label={`${whole}% off`}>
      -{whole}%
    </span>
  );
}
