import { useId, useRef, useState, type ReactNode } from 'react';
import { MESSAGES, PUBLISHER_LIST_DEFAULT_SHOWN } from '@d2d/contract';
import { cx } from '../../utils/cx.js';

/** An option of a facet: its value and label. */
export interface FacetOption<V extends string | number = string | number> {
  value: V;
  label: string;
}

/** What the power-search panel offers (spec §2): the store fills it from the reference data. */
export interface PowerSearchFacets {
  platforms: readonly FacetOption<number>[];
  genres: readonly FacetOption<string>[];
  publishers: readonly FacetOption<string>[];
  /** ESRB or PEGI ratings, by the site's system. */
  ratings: readonly FacetOption<number>[];
  /** Price bands in the site's currency (`On Sale`, `$10 and under`, …, `Over $50`). */
  priceBands: readonly FacetOption<number>[];
}

/** The selected filters. */
export interface PowerSearchValue {
  platforms: readonly number[];
  genres: readonly string[];
  publishers: readonly string[];
  ratings: readonly number[];
  /** The price band's route code, or undefined for any price. */
  price?: number | undefined;
}

/** Props of {@link PowerSearchPanel}. */
export interface PowerSearchPanelProps {
  facets: PowerSearchFacets;
  value: PowerSearchValue;
  /** Called with the new selection; the page resets to 1 and the list refetches. */
  onChange: (value: PowerSearchValue) => void;
  /**
   * How many results the selection finds: on narrow screens the open panel ends with a
   * "Show N results" button that folds it away, uncovering the list.
   */
  resultCount?: number | undefined;
  className?: string;
}

function toggle<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

function CheckboxGroup<V extends string | number>({
  legend,
  options,
  selected,
  onToggle,
  limit,
}: {
  legend: string;
  options: readonly FacetOption<V>[];
  selected: readonly V[];
  onToggle: (value: V) => void;
  limit?: number;
}) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const collapsible = limit !== undefined && options.length > limit;
  // a selected option stays visible even when it sits past the fold
  const shown = collapsible && !expanded ? options.filter((o, i) => i < limit || selected.includes(o.value)) : options;
  if (options.length === 0) return null;
  return (
    <fieldset className="d2d-power-search__group">
      <legend className="d2d-power-search__legend">{legend}</legend>
      <ul id={listId} className="d2d-power-search__options">
        {shown.map((option) => (
          <li key={String(option.value)}>
            <label className="d2d-checkbox">
              <input type="checkbox" checked={selected.includes(option.value)} onChange={() => onToggle(option.value)} />
              <span>{option.label}</span>
            </label>
          </li>
        ))}
      </ul>
      {collapsible && (
        <button
          type="button"
          className="d2d-button d2d-button--ghost d2d-button--small d2d-power-search__more"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? 'show less' : MESSAGES.showMore}
        </button>
      )}
    </fieldset>
  );
}

function Section({ children }: { children: ReactNode }) {
  return <div className="d2d-power-search__section">{children}</div>;
}

/**
 * The power-search side panel (spec §2): platforms, genres, publishers (5 shown, 'show more'
 * when there are more), content ratings and price bands. On narrow screens it folds behind a
 * 'Filters' button, and closes again with 'Show N results'.
 * @example
 * <PowerSearchPanel facets={facets} value={filters} onChange={setFilters} />
 */
export function PowerSearchPanel({ facets, value, onChange, resultCount, className }: PowerSearchPanelProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const priceName = useId();
  const asideRef = useRef<HTMLElement>(null);
  // folded, the panel leaves the Filters button with the list right under it: start there
  const showResults = () => {
    setOpen(false);
    asideRef.current?.scrollIntoView?.({ block: 'start' });
  };
  const activeCount =
    value.platforms.length + value.genres.length + value.publishers.length + value.ratings.length + (value.price === undefined ? 0 : 1);
  return (
    <aside ref={asideRef} className={cx('d2d-power-search', open && 'd2d-power-search--open', className)} aria-label="Power search">
      <button type="button" className="d2d-button d2d-power-search__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        Filters{activeCount > 0 ? ` (${activeCount})` : ''}
      </button>
      <div id={panelId} className="d2d-power-search__panel">
        <div className="d2d-power-search__head">
          <h2 className="d2d-power-search__title">Power Search</h2>
          {activeCount > 0 && (
            <button
              type="button"
              className="d2d-button d2d-button--ghost d2d-button--small"
              onClick={() => onChange({ platforms: [], genres: [], publishers: [], ratings: [], price: undefined })}
            >
              Clear all
            </button>
          )}
        </div>
        <Section>
          <CheckboxGroup legend="Platforms" options={facets.platforms} selected={value.platforms} onToggle={(v) => onChange({ ...value, platforms: toggle(value.platforms, v) })} />
        </Section>
        <Section>
          <CheckboxGroup legend="Genres" options={facets.genres} selected={value.genres} onToggle={(v) => onChange({ ...value, genres: toggle(value.genres, v) })} />
        </Section>
        <Section>
          <CheckboxGroup
            legend="Publishers"
            options={facets.publishers}
            selected={value.publishers}
            limit={PUBLISHER_LIST_DEFAULT_SHOWN}
            onToggle={(v) => onChange({ ...value, publishers: toggle(value.publishers, v) })}
          />
        </Section>
        <Section>
          <CheckboxGroup legend="Content Ratings" options={facets.ratings} selected={value.ratings} onToggle={(v) => onChange({ ...value, ratings: toggle(value.ratings, v) })} />
        </Section>
        {facets.priceBands.length > 0 && (
          <Section>
            <fieldset className="d2d-power-search__group">
              <legend className="d2d-power-search__legend">Price</legend>
              <ul className="d2d-power-search__options">
                <li>
                  <label className="d2d-checkbox">
                    <input type="radio" name={priceName} checked={value.price === undefined} onChange={() => onChange({ ...value, price: undefined })} />
                    <span>Any price</span>
                  </label>
                </li>
                {facets.priceBands.map((band) => (
                  <li key={band.value}>
                    <label className="d2d-checkbox">
                      <input type="radio" name={priceName} checked={value.price === band.value} onChange={() => onChange({ ...value, price: band.value })} />
                      <span>{band.label}</span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          </Section>
        )}
        {resultCount !== undefined && (
          <button type="button" className="d2d-button d2d-button--primary d2d-power-search__show" onClick={showResults}>
            Show {resultCount} {resultCount === 1 ? 'result' : 'results'}
          </button>
        )}
      </div>
    </aside>
  );
}
