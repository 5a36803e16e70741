/**
 * The search box's submit button (a magnifier), shared by the plain field painted first and the
 * typeahead that replaces it, so the swap changes nothing the shopper sees.
 */
export function SearchSubmitButton() {
  return (
    <button type="submit" className="d2d-icon-button d2d-search__submit" aria-label="Search">
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z" />
      </svg>
    </button>
  );
}
