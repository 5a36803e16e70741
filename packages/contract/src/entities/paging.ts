import { z } from 'zod';

/**
 * The paging fields of every paged list (spec §3 Paging). The server always sends the page size
 * so the client never assumes one (DECISIONS.md, page sizes). `currentPageIndex` is 1-based.
 */
export const pagingSchema = /* @__PURE__ */ (() => z.object({
  totalItems: z.number().int().nonnegative(),
  currentPageIndex: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  isFirstPage: z.boolean(),
  isLastPage: z.boolean(),
}))();
/** The paging fields of a paged list. */
export type Paging = z.infer<typeof pagingSchema>;

/**
 * Builds the schema of one page of `item`: the paging fields plus `items`.
 * @param item - the schema of one list item
 * @returns a schema for `{ items, totalItems, currentPageIndex, pageSize, isFirstPage, isLastPage }`
 * @example
 * const reviewPageSchema = pagedSchema(reviewSchema);
 */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return pagingSchema.extend({ items: z.array(item) });
}

/** One page of items of type `T` (the output of {@link pagedSchema}). */
export type Paged<T> = Paging & { items: T[] };

/**
 * Computes the paging fields for a 1-based page of `pageSize` items out of `totalItems`.
 * Both the server (when answering) and the client (for the "start-end of total" counter) use it.
 * @param totalItems - how many items match in all
 * @param currentPageIndex - the 1-based page index
 * @param pageSize - items per page
 * @returns the paging fields
 * @example
 * pagingFor(60, 3, 25); // { totalItems: 60, currentPageIndex: 3, pageSize: 25, isFirstPage: false, isLastPage: true }
 */
export function pagingFor(totalItems: number, currentPageIndex: number, pageSize: number): Paging {
  if (!Number.isInteger(pageSize) || pageSize < 1) {
    throw new RangeError(`pageSize must be a positive integer, got ${pageSize}`);
  }
  const page = Math.max(1, Math.floor(currentPageIndex));
  return {
    totalItems,
    currentPageIndex: page,
    pageSize,
    isFirstPage: page === 1,
    isLastPage: page * pageSize >= totalItems,
  };
}
