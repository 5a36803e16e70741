/**
 * The row offset of a 1-based page. Query schemas accept any safe-integer page, and a large page
 * times the page size leaves the 64-bit integer range SQL's OFFSET takes (the driver binds it as
 * a float and the database refuses it with an error, a 500). No table holds 2^53 rows, so
 * clamping there answers the same empty page.
 * @param page - the 1-based page index
 * @param pageSize - rows per page
 * @example
 * db.selectFrom('orders').limit(perPage).offset(pageOffset(page, perPage));
 */
export function pageOffset(page: number, pageSize: number): number {
  return Math.min(Math.max(0, (page - 1) * pageSize), Number.MAX_SAFE_INTEGER);
}
