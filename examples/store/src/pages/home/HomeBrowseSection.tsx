import { BROWSE_PAGE_SIZE, pagePath } from '@d2d/contract';
import { findpageQueryOf, writeBrowseParams, type BrowseParams } from '@d2d/core';
import { BrowseList, useCatalogueRequest } from '@d2d/react';
import { navigate } from '../../router/index.js';
import { ProductTile } from '../browse/ProductTile.js';

/** The heading of the home page's browse module (spec §2), shown by its placeholder too. */
export const HOME_BROWSE_TITLE = 'New releases and coming soon';

/** The home page's browse module: PC games, newest first, paged in the home page's own query (spec §2). */
export function HomeBrowseSection({ params }: { params: BrowseParams }) {
  const query = findpageQueryOf(params, { platform: [1100] }, BROWSE_PAGE_SIZE);
  const list = useCatalogueRequest((s, signal) => s.api.catalogue.findPage(query, { signal }), [JSON.stringify(query)]);
  const products = list.data?.products;
  return (
    <BrowseList
      title={HOME_BROWSE_TITLE}
      items={products?.items}
      paging={products ? { totalItems: products.totalItems, currentPageIndex: products.currentPageIndex ?? params.page, pageSize: products.pageSize ?? BROWSE_PAGE_SIZE } : undefined}
      loading={list.loading}
      onPageChange={(page) => navigate(pagePath('home', undefined, writeBrowseParams({ ...params, page })))}
      itemKey={(p) => p.id}
      renderItem={(p) => <ProductTile product={p} />}
    />
  );
}
