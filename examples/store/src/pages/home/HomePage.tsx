import { useCallback, useMemo } from 'react';
import { BROWSE_PAGE_SIZE, SORT_VALUE, pagePath } from '@d2d/contract';
import { findpageQueryOf, readBrowseParams, writeBrowseParams } from '@d2d/core';
import { BrowseList, Carousel, useCatalogueRequest } from '@d2d/react';
import { navigate, useRoute } from '../../router/index.js';
import { ProductTile } from '../browse/ProductTile.js';
import { FeaturedTabsSection } from './FeaturedTabsSection.js';
import { HeroSection } from './HeroSection.js';

/** The home page: hero rotator, featured tabs, the bottom carousel, a browse module and ad tiles (spec §2). */
export function HomePage() {
  const route = useRoute();
  const display = useCatalogueRequest(async (s, signal) => ({ display: await s.api.merchandising.display({}, { signal }), fetchedAt: s.clock.now() }), []);
  const params = useMemo(() => ({ ...readBrowseParams(route.query), sort: readBrowseParams(route.query).sort ?? SORT_VALUE.newReleasesAndComingSoon }), [route.query]);
  const query = findpageQueryOf(params, { platform: [1100] }, BROWSE_PAGE_SIZE);
  const list = useCatalogueRequest((s, signal) => s.api.catalogue.findPage(query, { signal }), [JSON.stringify(query)]);
  const reloadDisplay = display.reload;
  const onTimerEnd = useCallback(() => reloadDisplay(), [reloadDisplay]);
  const d = display.data?.display;
  const products = list.data?.products;

  return (
    <div className="store-home">
      <h1 className="d2d-visually-hidden">D2D game store</h1>
      {d ? (
        <HeroSection items={d.heroItems} fetchedAt={display.data!.fetchedAt} onTimerEnd={onTimerEnd} />
      ) : (
        // the hero's own box (its viewport's aspect ratio at every width), so nothing moves when it arrives
        <div className="d2d-hero d2d-skeleton" aria-hidden="true">
          <div className="d2d-hero__viewport" />
        </div>
      )}
      <FeaturedTabsSection tabs={d?.featuredTabs ?? []} />
      {d?.bottomCarousel && d.bottomCarousel.length > 0 && (
        <section className="d2d-section" aria-labelledby="picks-heading">
          <h2 id="picks-heading" className="d2d-section__title">
            Top picks
          </h2>
          <Carousel label="Top picks" items={d.bottomCarousel} itemKey={(p) => p.id} renderItem={(p) => <ProductTile product={p} />} />
        </section>
      )}
      <div className="d2d-section">
        <BrowseList
          title="New releases and coming soon"
          items={products?.items}
          paging={products ? { totalItems: products.totalItems, currentPageIndex: products.currentPageIndex ?? params.page, pageSize: products.pageSize ?? BROWSE_PAGE_SIZE } : undefined}
          loading={list.loading}
          onPageChange={(page) => navigate(pagePath('home', undefined, writeBrowseParams({ ...params, page })))}
          itemKey={(p) => p.id}
          renderItem={(p) => <ProductTile product={p} />}
        />
      </div>
      {d?.adTiles && d.adTiles.length > 0 && (
        <section className="d2d-section" aria-label="Offers">
          <ul className="d2d-tiles">
            {d.adTiles.map((tile) => (
              <li key={tile.linkUrl}>
                <a className="d2d-tile" href={tile.linkUrl.startsWith('/') ? `#!${tile.linkUrl}` : tile.linkUrl}>
                  <img src={tile.image} alt="" width={600} height={300} loading="lazy" />
                  <span>{tile.title}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
