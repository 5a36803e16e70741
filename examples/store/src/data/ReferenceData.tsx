import { createContext, useContext, type ReactNode } from 'react';
import type { ContentRating, Genre, Platform, Publisher } from '@d2d/contract';
import { useRequest } from '@d2d/react';

/** The catalogue's reference lists, loaded once per page. */
export interface ReferenceData {
  genres: readonly Genre[];
  platforms: readonly Platform[];
  publishers: readonly Publisher[];
  /** ESRB or PEGI ratings of the shopper's site. */
  contentRatings: readonly ContentRating[];
  loaded: boolean;
}

const empty: ReferenceData = { genres: [], platforms: [], publishers: [], contentRatings: [], loaded: false };
const ReferenceDataContext = createContext<ReferenceData>(empty);

/** Loads genres, platforms, publishers and content ratings for the navigation and power search. */
export function ReferenceDataProvider({ children }: { children: ReactNode }) {
  const { data } = useRequest(
    async (store, signal) => {
      const [genres, platforms, publishers, contentRatings] = await Promise.all([
        store.api.merchandising.genres({ signal }),
        store.api.merchandising.platforms({ signal }),
        store.api.merchandising.publishers({ signal }),
        store.api.merchandising.contentRatings({ signal }),
      ]);
      return { genres: genres.items, platforms: platforms.items, publishers: publishers.items, contentRatings: contentRatings.items, loaded: true };
    },
    [],
  );
  return <ReferenceDataContext.Provider value={data ?? empty}>{children}</ReferenceDataContext.Provider>;
}

/** The reference lists (empty until loaded). */
export function useReferenceData(): ReferenceData {
  return useContext(ReferenceDataContext);
}
