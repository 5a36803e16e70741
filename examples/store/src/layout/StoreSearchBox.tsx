import { useCallback } from 'react';
import { SearchBox, useStore, type SearchSuggestion } from '@d2d/react';
import { TYPEAHEAD_RESULTS } from '@d2d/contract';
import { productHref } from '../links.js';
import { href, navigate, useRoute } from '../router/index.js';

/** The navigation's search box: typeahead through the catalogue, search on Enter. */
export function StoreSearchBox() {
  const store = useStore();
  const route = useRoute();
  const loadSuggestions = useCallback(
    async (keyword: string, signal: AbortSignal): Promise<SearchSuggestion[]> => {
      const result = await store.api.catalogue.typeahead({ keywords: keyword, titleonly: true, pageSize: TYPEAHEAD_RESULTS, pageIndex: 1 }, { signal });
      return result.products.items.map((p) => ({
        id: p.id,
        title: p.title,
        href: productHref(p),
        thumbnail: p.thumbnailImage ?? p.frontImage ?? null,
        detail: p.platform ?? null,
      }));
    },
    [store],
  );
  return (
    <SearchBox
      loadSuggestions={loadSuggestions}
      defaultValue={route.name === 'search' ? (route.query.get('q') ?? '') : ''}
      placeholder="Search games"
      onSearch={(q) => navigate(href('search', undefined, { q }))}
      onSelect={(s) => {
        window.location.hash = s.href;
      }}
    />
  );
}
