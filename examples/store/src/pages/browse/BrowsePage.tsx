import { useMemo } from 'react';
import { BROWSE_PAGE_SIZE, BROWSE_PLATFORM_CODES, MESSAGES, PRICE_BANDS, pagePath, platformName, priceBandLabel } from '@d2d/contract';
import { collectionAvailability, currencySymbol, findpageQueryOf, genreNameOfSlug, readBrowseParams, writeBrowseParams, type BrowseParams } from '@d2d/core';
import { AdsDrmInstructionsButton, BrowseFilters, BrowseList, PowerSearchPanel, useCatalogueRequest, useStore, type PowerSearchFacets } from '@d2d/react';
import { useReferenceData } from '../../data/ReferenceData.js';
import { href, navigate, useRoute, type RouteMatch } from '../../router/index.js';
import { RentalOffer } from '../product/RentalOffer.js';
import { ProductTile } from './ProductTile.js';
import { browseConfig } from './browseRoutes.js';

function pathWith(route: RouteMatch, params: BrowseParams): string {
  // a browse page keeps its own route and parameters; only the query changes
  return (pagePath as (name: string, params: unknown, query: unknown) => string)(route.name, route.params, writeBrowseParams(params));
}

/** A browse page: the route's list with filters, pager and, where the spec has it, power search. */
export function BrowsePage() {
  const store = useStore();
  const route = useRoute();
  const reference = useReferenceData();
  const config = browseConfig(route, (slug) => {
    // an unknown genre still gets a heading once the genres have loaded
    return genreNameOfSlug(slug, reference.genres) ?? (reference.loaded ? slug.replace(/-/g, ' ') : null);
  });
  const params = useMemo(() => {
    const read = readBrowseParams(route.query);
    return read.sort === undefined && config?.defaultSort !== undefined ? { ...read, sort: config.defaultSort } : read;
  }, [route.query, config?.defaultSort]);
  const query = config ? findpageQueryOf(params, config.preset, config.pageSize ?? BROWSE_PAGE_SIZE) : null;
  const key = JSON.stringify(query);
  const { data, loading, error, reload } = useCatalogueRequest((s, signal) => (query ? s.api.catalogue.findPage(query, { signal }) : undefined), [key]);

  const facets = useMemo<PowerSearchFacets>(() => {
    const symbol = currencySymbol(store.site);
    return {
      platforms: BROWSE_PLATFORM_CODES.map((code) => ({ value: code, label: platformName(code) ?? String(code) })),
      genres: reference.genres.map((g) => ({ value: g.name, label: g.name })),
      publishers: reference.publishers.map((p) => ({ value: p.name, label: p.name })),
      ratings: reference.contentRatings.map((r) => ({ value: r.code, label: r.name })),
      priceBands: PRICE_BANDS.map((b) => ({ value: b.value, label: priceBandLabel(b.value, symbol) ?? String(b.value) })),
    };
  }, [store.site, reference]);

  if (!config) return <p className="d2d-empty">Loading…</p>;
  const collection = route.name === 'collections' || route.name === 'arcadeStores' ? collectionAvailability(Number(route.params.cid), loading ? undefined : data, error) : null;
  if (collection?.kind === 'unavailable') {
    return (
      <section className="d2d-system-page">
        <h1 className="d2d-page-title">{config.title}</h1>
        <p>{MESSAGES.collectionUnavailable}</p>
      </section>
    );
  }
  const change = (next: Partial<BrowseParams>) => navigate(pathWith(route, { ...params, ...next, page: 1 }));
  const products = data?.products;
  const paging = products
    ? { totalItems: products.totalItems, currentPageIndex: products.currentPageIndex ?? params.page, pageSize: products.pageSize ?? config.pageSize ?? BROWSE_PAGE_SIZE }
    : undefined;

  // the rental list rents from each card, as the product page does
  const rentalList = config.preset.d2d_plus === 2;
  const list = (
    <BrowseList
      title={collection?.kind === 'available' ? collection.name : config.title}
      headingLevel={1}
      items={products?.items}
      paging={paging}
      loading={loading}
      onPageChange={(page) => navigate(pathWith(route, { ...params, page }))}
      itemKey={(p) => p.id}
      renderItem={(p, i) => <ProductTile product={p} priority={i < 5} extra={rentalList ? <RentalOffer product={p} small /> : undefined} />}
      toolbar={
        <>
          {/* the ADS lists explain their DRM: not playable on the third-party platform, traded in or rented instead */}
          {route.name === 'pcAdsDrm' && (
            <AdsDrmInstructionsButton links={{ tradeIn: href('pcAdsDrm', undefined, { pType: '1' }), rental: href('pcAdsDrm', undefined, { pType: '2' }) }} />
          )}
          <BrowseFilters value={{ sort: params.sort, releaseDate: params.releaseDate, rating: params.rating }} onChange={(v) => change(v)} hideReleaseDate={config.preset.release_date !== undefined} />
        </>
      }
      {...(config.pageSize && config.pageSize < BROWSE_PAGE_SIZE ? { columns: 'six' as const } : {})}
    />
  );
  return (
    <>
      {error !== undefined && !loading && (
        <div className="d2d-alert d2d-alert--error" role="alert">
          The list could not be loaded. <button type="button" className="d2d-button d2d-button--small" onClick={reload}>Try again</button>
        </div>
      )}
      {config.powerSearch ? (
        <div className="d2d-with-sidebar">
          <PowerSearchPanel
            facets={facets}
            value={{ platforms: params.platforms, genres: params.genres, publishers: params.publishers, ratings: params.ratings, price: params.price }}
            onChange={(v) => change({ platforms: [...v.platforms], genres: [...v.genres], publishers: [...v.publishers], ratings: [...v.ratings], price: v.price })}
            resultCount={products?.totalItems}
          />
          {list}
        </div>
      ) : (
        list
      )}
    </>
  );
}
