import { ESRB_RATINGS, PEGI_RATINGS, contentRatingLabel, type RatingSystem } from '@d2d/contract';
import { cx } from '../../utils/cx.js';

/** The rating fields the badge reads (a product's `contentRating`). */
export interface ContentRatingLike {
  code?: number | null;
  name?: string | null;
  system?: RatingSystem | null;
  descriptors?: readonly string[];
}

/** Props of {@link ContentRatingBadge}. */
export interface ContentRatingBadgeProps {
  rating: ContentRatingLike | null | undefined;
  /** Show the content descriptors beside the badge (the product page does, cards do not). */
  showDescriptors?: boolean;
  className?: string;
}

function describe(rating: ContentRatingLike): { system: RatingSystem; mark: string; label: string } | null {
  const code = rating.code ?? undefined;
  const esrb = ESRB_RATINGS.find((r) => r.code === code);
  const pegi = PEGI_RATINGS.find((r) => r.code === code);
  const system: RatingSystem | undefined = rating.system ?? (esrb ? 'ESRB' : pegi ? 'PEGI' : undefined);
  if (!system) return null;
  const label = (code === undefined ? undefined : contentRatingLabel(code)) ?? rating.name ?? 'Not Rated';
  if (system === 'ESRB') return { system, mark: esrb?.abbreviation ?? 'RP', label };
  return { system, mark: pegi?.age === null || pegi?.age === undefined ? 'NR' : String(pegi.age), label };
}

/**
 * The content-rating badge: ESRB on the US site, PEGI on the UK and EU sites (the server sends
 * the rating of the request's site). Its accessible name says the system and the rating.
 * @example
 * <ContentRatingBadge rating={{ code: 500, system: 'ESRB' }} /> // "ESRB rating: Teen"
 */
export function ContentRatingBadge({ rating, showDescriptors = false, className }: ContentRatingBadgeProps) {
  if (!rating) return null;
  const info = describe(rating);
  if (!info) return null;
  const name = info.system === 'ESRB' ? `ESRB rating: ${info.label}` : `PEGI rating: ${info.label}`;
  const descriptors = rating.descriptors ?? [];
  return (
    <span className={cx('d2d-rating', `d2d-rating--${info.system.toLowerCase()}`, className)}>
      <span className="d2d-rating__mark" role="img" aria-label={name} title={name}>
        <span aria-hidden="true">{info.mark}</span>
      </span>
      {showDescriptors && descriptors.length > 0 && <span className="d2d-rating__descriptors">{descriptors.join(', ')}</span>}
    </span>
  );
}
