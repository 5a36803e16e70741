import { useCallback } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import { SearchBox, searchBoxStyles, type SearchSuggestion } from '@d2d/react';
import { defineOnce } from '../defineOnce.js';
import { ElementRoot, useElement, type ElementProps } from '../ElementRoot.js';

/** Tag of the search box. */
export const SEARCH_TAG = 'd2d-search';

/**
 * The store's search box: typeahead from 3 characters with up to 15 suggestions, a 25-character
 * limit (spec §2, §5). Choosing a suggestion opens its product page on the store; Enter opens the
 * store's search results.
 *
 * @tagname d2d-search
 * @attr {string} placeholder - The visible placeholder (default 'Search games'); the accessible name is always 'Search games'.
 * @csspart search - The form.
 * @csspart input - The text field.
 * @csspart submit - The search button.
 * @csspart suggestions - The list of suggestions.
 * @csspart suggestion - One suggestion.
 * @csspart thumbnail - A suggestion's box art.
 * @csspart suggestion-title - A suggestion's title.
 * @cssproperty --d2d-color-surface-2 - Background of the field.
 * @cssproperty --d2d-color-border - Borders.
 * @cssproperty --d2d-color-text - Text.
 * @cssproperty --d2d-color-accent - The highlighted suggestion.
 * @cssproperty --d2d-font - Font family.
 */
export interface D2dSearchElement extends HTMLElement {
  placeholder: string | undefined;
}

function SearchBody({ placeholder }: { placeholder: string }) {
  const { page } = useElement();
  const loadSuggestions = useCallback(
    async (keyword: string): Promise<SearchSuggestion[]> =>
      (await page.search(keyword)).map((p) => ({
        id: p.id,
        title: p.title,
        href: page.links.product(p),
        thumbnail: p.thumbnail,
        detail: p.platform,
      })),
    [page],
  );
  return (
    <div className="d2d-el">
      <SearchBox
        loadSuggestions={loadSuggestions}
        placeholder={placeholder}
        onSearch={(keyword) => page.open(page.links.search(keyword))}
        onSelect={(suggestion) => page.open(suggestion.href)}
      />
    </div>
  );
}

/** Props r2wc passes from the element's attributes. */
export interface SearchViewProps extends ElementProps {
  placeholder?: string;
}

/** The React tree of `<d2d-search>`. */
export function SearchView({ container, placeholder }: SearchViewProps) {
  return (
    <ElementRoot container={container} styles={searchBoxStyles}>
      <SearchBody placeholder={placeholder || 'Search games'} />
    </ElementRoot>
  );
}

/**
 * Defines `<d2d-search>` (once; a second call or a second copy of the script does nothing).
 * @returns The element's class, `undefined` outside a browser.
 * @example
 * import { defineSearch } from '@d2d/elements';
 * defineSearch();
 * // <d2d-search placeholder="Find a game"></d2d-search>
 */
export function defineSearch(): CustomElementConstructor | undefined {
  return defineOnce(SEARCH_TAG, () => r2wc(SearchView, { shadow: 'open', props: { placeholder: 'string' } }));
}

declare global {
  interface HTMLElementTagNameMap {
    'd2d-search': D2dSearchElement;
  }
}
