import {
  ESRB_RATINGS, PEGI_RATINGS, type ContentRatingList, type CountryList, type GenreList, type PlatformList, type PublisherList, type Site,
} from '@d2d/contract';
import type { Db } from '../../db/database.js';
import { countriesByName, genresByName, platformsInOrder, publishersByName } from './data/referenceData.js';

/** Genres in name order (`/d2d/genres`; the client reads `items`). */
export async function listGenres(db: Db): Promise<GenreList> {
  return { items: await genresByName(db) };
}

/** Every platform code of spec §3 in the catalogue's order. */
export async function listPlatforms(db: Db): Promise<PlatformList> {
  const rows = await platformsInOrder(db);
  return { items: rows.map((r) => ({ code: r.id as PlatformList['items'][number]['code'], name: r.name })) };
}

/** Publishers in name order, featured ones flagged. */
export async function listPublishers(db: Db): Promise<PublisherList> {
  const rows = await publishersByName(db);
  return { items: rows.map((r) => ({ id: r.id, name: r.name, featured: r.featured === 1 })) };
}

/** Every country by full name (`/api/countries`, `/d2d/countries`, spec §7). */
export async function listCountries(db: Db): Promise<CountryList> {
  return { data: { items: await countriesByName(db) } };
}

/**
 * The content ratings of the site's system: ESRB codes on the US site, PEGI on the UK and EU
 * sites (spec §1). The two "not rated" codes of each system are both listed, as the spec has them.
 */
export function listContentRatings(site: Site): ContentRatingList {
  if (site.ratingSystem === 'ESRB') {
    return { items: ESRB_RATINGS.map((r) => ({ code: r.code, name: r.label, system: 'ESRB' as const })) };
  }
  return { items: PEGI_RATINGS.map((r) => ({ code: r.code, name: r.label, system: 'PEGI' as const })) };
}
