import { useCallback, useMemo } from 'react';
import { SORT_VALUE } from '@d2d/contract';
import { readBrowseParams } from '@d2d/core';
import { Carousel, useCatalogueRequest } from '@d2d/react';
import { useRoute } from '../../router/index.js';
import { ProductTile } from '../browse/ProductTile.js';
import { FeaturedTabsSection } from './FeaturedTabsSection.js';
import { HeroSection } from './HeroSection.js';
import { HOME_BROWSE_TITLE, HomeBrowseSection } from './HomeBrowseSection.js';
import { NearViewport } from './NearViewport.js';

const picksPlaceholder = <div className="d2d-section store-deferred__carousel" aria-hidden="true" />;

/** The home page: hero rotator, featured tabs, the bottom carousel, a browse module and ad tiles (spec §2). */
export function HomePage() {
  const route = useRoute();
  const display = useCatalogueRequest(async (s, signal) => ({ display: await s.api.merchandising.display({}, { signal }), fetchedAt: s.clock.now() }), []);
  const params = useMemo(() => ({ ...readBrowseParams(route.query), sort: readBrowseParams(route.query).sort ?? SORT_VALUE.newReleasesAndComingSoon }), [route.query]);
  const reloadDisplay = display.reload;
  const onTimerEnd = useCallback(() => reloadDisplay(), [reloadDisplay]);
  const d = display.data?.display;
  // a query (another page of the browse module, a sort) means the shopper is working that list
  const browsing = route.query.toString() !== '';

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
      {/* the room of the bottom carousel is kept while the display loads: the browse module below stays off the first screen */}
      {!d ? (
        picksPlaceholder
      ) : (
        d.bottomCarousel &&
        d.bottomCarousel.length > 0 && (
          <NearViewport placeholder={picksPlaceholder}>
            <section className="d2d-section" aria-labelledby="picks-heading">
              <h2 id="picks-heading" className="d2d-section__title">
                Top picks
              </h2>
              <Carousel label="Top picks" items={d.bottomCarousel} itemKey={(p) => p.id} renderItem={(p) => <ProductTile product={p} />} />
            </section>
          </NearViewport>
        )
      )}
      <div className="d2d-section">
        <NearViewport
          eager={browsing}
          placeholder={
            <section className="d2d-browse">
              <header className="d2d-browse__header">
                <h2 className="d2d-browse__title">{HOME_BROWSE_TITLE}</h2>
              </header>
              <div className="store-deferred__grid" />
            </section>
          }
        >
          <HomeBrowseSection params={params} />
        </NearViewport>
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
