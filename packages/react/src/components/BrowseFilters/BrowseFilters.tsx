import { useId } from 'react';
import { RELEASE_DATE_PRESETS, SORT_OPTIONS, USER_RATING_BANDS } from '@d2d/contract';
import { cx } from '../../utils/cx.js';

/** The list filters of spec §2 as route codes: `sort`, `releaseDate` and the user rating band. */
export interface BrowseFiltersValue {
  sort?: number | undefined;
  releaseDate?: number | undefined;
  /** A user-rating band value (9 … 5, or 0 for not rated). */
  rating?: number | undefined;
}

/** Props of {@link BrowseFilters}. */
export interface BrowseFiltersProps {
  value: BrowseFiltersValue;
  onChange: (value: BrowseFiltersValue) => void;
  /** Leave out the release-date filter (pages whose list is already a release window). */
  hideReleaseDate?: boolean;
  /** Leave out the user-rating filter. */
  hideRating?: boolean;
  className?: string;
}

function Select({
  label,
  value,
  options,
  anyLabel,
  onChange,
}: {
  label: string;
  value: number | undefined;
  options: readonly { value: number; label: string }[];
  anyLabel: string;
  onChange: (value: number | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="d2d-browse-filters__item">
      <label htmlFor={id} className="d2d-field__label">
        {label}
      </label>
      <select
        id={id}
        className="d2d-select"
        value={value === undefined ? '' : String(value)}
        onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
      >
        <option value="">{anyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Sort, release-date and user-rating filters of the browse list (spec §2): sort by release
 * date, bestselling, title, newly available or price either way; release dates pre-purchase,
 * last 60 days, last year, 2000-2010, 1990-2000, older than 1990; ratings 9 and higher down to
 * 5 and higher, or not rated.
 * @example
 * <BrowseFilters value={{ sort: 3 }} onChange={setFilters} />
 */
export function BrowseFilters({ value, onChange, hideReleaseDate, hideRating, className }: BrowseFiltersProps) {
  return (
    <div className={cx('d2d-browse-filters', className)} role="group" aria-label="Sort and filter">
      <Select label="Sort by" value={value.sort} options={SORT_OPTIONS} anyLabel="Featured" onChange={(sort) => onChange({ ...value, sort })} />
      {!hideReleaseDate && (
        <Select
          label="Release date"
          value={value.releaseDate}
          options={RELEASE_DATE_PRESETS}
          anyLabel="Any release date"
          onChange={(releaseDate) => onChange({ ...value, releaseDate })}
        />
      )}
      {!hideRating && (
        <Select label="User rating" value={value.rating} options={USER_RATING_BANDS} anyLabel="Any rating" onChange={(rating) => onChange({ ...value, rating })} />
      )}
    </div>
  );
}
