import { cx } from '../../utils/cx.js';

/** The paging fields the pager reads (spec §3 Paging). */
export interface PagerPaging {
  totalItems: number;
  /** 1-based. */
  currentPageIndex: number;
  pageSize: number;
}

/** Props of {@link Pager}. */
export interface PagerProps {
  paging: PagerPaging;
  /** Called with the 1-based page to show. */
  onPageChange: (page: number) => void;
  /** Names the navigation landmark; defaults to 'Pagination'. */
  label?: string;
  /** Disables both buttons (while a page loads). */
  disabled?: boolean;
  className?: string;
}

/**
 * The first and last item numbers of a page, for the 'start-end of total' counter.
 * @param paging - The paging fields.
 * @returns `{ start, end }`, both 0 when there are no items.
 * @example
 * pageRange({ totalItems: 2000, currentPageIndex: 2, pageSize: 25 }); // { start: 26, end: 50 }
 */
export function pageRange(paging: PagerPaging): { start: number; end: number } {
  if (paging.totalItems <= 0) return { start: 0, end: 0 };
  const start = (paging.currentPageIndex - 1) * paging.pageSize + 1;
  return { start: Math.min(start, paging.totalItems), end: Math.min(paging.currentPageIndex * paging.pageSize, paging.totalItems) };
}

/**
 * Previous and next buttons with a 'start-end of total' counter such as '1-25 of 2000'
 * (spec §2). The counter is announced politely when the page changes.
 * @example
 * <Pager paging={page} onPageChange={(p) => setQuery({ ...query, page: p })} />
 */
export function Pager({ paging, onPageChange, label = 'Pagination', disabled = false, className }: PagerProps) {
  const { start, end } = pageRange(paging);
  const isFirst = paging.currentPageIndex <= 1;
  const isLast = paging.currentPageIndex * paging.pageSize >= paging.totalItems;
  return (
    <nav className={cx('d2d-pager', className)} aria-label={label}>
      <button
        type="button"
        className="d2d-button d2d-pager__button"
        aria-label="Previous page"
        disabled={disabled || isFirst}
        onClick={() => onPageChange(paging.currentPageIndex - 1)}
      >
        <span aria-hidden="true">‹</span> Previous
      </button>
      <p className="d2d-pager__counter" aria-live="polite">
        {start}-{end} of {paging.totalItems}
      </p>
      <button
        type="button"
        className="d2d-button d2d-pager__button"
        aria-label="Next page"
        disabled={disabled || isLast}
        onClick={() => onPageChange(paging.currentPageIndex + 1)}
      >
        Next <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
