import { useEffect, useRef, type ReactNode } from 'react';
import { cx } from '../../utils/cx.js';
import { scrollToElement } from '../../utils/scrollToElement.js';
import { Pager, type PagerPaging } from '../Pager/Pager.js';
import { ProductGrid } from '../ProductGrid/ProductGrid.js';

/** Props of {@link BrowseList}. */
export interface BrowseListProps<T> {
  /** The list's heading. */
  title: ReactNode;
  /** The current page's items; `undefined` while the first page loads. */
  items: readonly T[] | undefined;
  /** The paging of the current page (spec §3 Paging). */
  paging: PagerPaging | undefined;
  loading?: boolean;
  /** Called with the 1-based page; the list scrolls into view (400 ms, 120 px offset). */
  onPageChange: (page: number) => void;
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T) => string | number;
  /** Sort and filter controls shown above the grid. */
  toolbar?: ReactNode;
  /** `six` for collection and promotion grids. */
  columns?: 'auto' | 'six';
  emptyText?: string;
  /** The heading's level: 1 when the list is the page's main content (default 2). */
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/**
 * A browse list (spec §2): heading, controls, the grid of products and a pager with previous
 * and next buttons and the 'start-end of total' counter. A page change scrolls to the top of the
 * list in 400 ms, leaving 120 px above it.
 * @example
 * <BrowseList title="PC Games" items={page?.items} paging={page} onPageChange={setPage} … />
 */
export function BrowseList<T>({
  title,
  items,
  paging,
  loading = false,
  onPageChange,
  renderItem,
  itemKey,
  toolbar,
  columns,
  emptyText,
  headingLevel = 2,
  className,
}: BrowseListProps<T>) {
  const Heading = `h${headingLevel}` as 'h1' | 'h2' | 'h3';
  const rootRef = useRef<HTMLElement>(null);
  const pendingScroll = useRef(false);
  const page = paging?.currentPageIndex;

  useEffect(() => {
    // scroll once the new page is in, so the shopper lands on its first row
    if (!pendingScroll.current || loading || !rootRef.current) return undefined;
    pendingScroll.current = false;
    return scrollToElement(rootRef.current);
  }, [page, loading]);

  const changePage = (next: number) => {
    pendingScroll.current = true;
    onPageChange(next);
  };

  return (
    <section ref={rootRef} className={cx('d2d-browse', className)} aria-busy={loading || undefined}>
      <header className="d2d-browse__header">
        <Heading className="d2d-browse__title">{title}</Heading>
        {toolbar && <div className="d2d-browse__toolbar">{toolbar}</div>}
      </header>
      <ProductGrid
        items={items}
        loading={loading}
        skeletonCount={paging?.pageSize ?? 10}
        renderItem={renderItem}
        itemKey={itemKey}
        columns={columns ?? 'auto'}
        {...(emptyText === undefined ? {} : { emptyText })}
      />
      {paging && paging.totalItems > 0 && <Pager paging={paging} onPageChange={changePage} disabled={loading} />}
    </section>
  );
}
