import type { ReactNode } from 'react';
import { NO_GAMES_FOUND } from '@d2d/contract';
import { cx } from '../../utils/cx.js';
import { ProductCardSkeleton } from '../ProductCard/ProductCard.js';

/** Props of {@link ProductGrid}. */
export interface ProductGridProps<T> {
  items: readonly T[] | undefined;
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T) => string | number;
  /** Shows skeleton cards in place of the items (first load). */
  loading?: boolean;
  /** How many skeleton cards to show. */
  skeletonCount?: number;
  /** The text of an empty result (default 'No Games Found!'). */
  emptyText?: string;
  /** `six` for promotion grids and collection rows (6 per row on wide screens). */
  columns?: 'auto' | 'six';
  /** Names the list. */
  label?: string;
  className?: string;
}

/**
 * A responsive grid of product cards, two columns on phones up to six on wide screens, with
 * skeleton cards while loading and 'No Games Found!' when empty (spec §2).
 * @example
 * <ProductGrid items={page?.items} loading={!page} itemKey={(p) => p.id} renderItem={(p) => <ProductCard … />} />
 */
export function ProductGrid<T>({
  items,
  renderItem,
  itemKey,
  loading = false,
  skeletonCount = 10,
  emptyText = NO_GAMES_FOUND,
  columns = 'auto',
  label,
  className,
}: ProductGridProps<T>) {
  if (loading && (!items || items.length === 0)) {
    return (
      <ul className={cx('d2d-grid', `d2d-grid--${columns}`, className)} aria-label={label} aria-busy="true">
        {Array.from({ length: skeletonCount }, (_, i) => (
          <li key={i} className="d2d-grid__item">
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (!items || items.length === 0) {
    return (
      <p className={cx('d2d-empty', className)} role="status">
        {emptyText}
      </p>
    );
  }
  return (
    <ul className={cx('d2d-grid', `d2d-grid--${columns}`, loading && 'd2d-grid--refreshing', className)} aria-label={label} aria-busy={loading || undefined}>
      {items.map((item, index) => (
        <li key={itemKey(item)} className="d2d-grid__item">
          {renderItem(item, index)}
        </li>
      ))}
    </ul>
  );
}
