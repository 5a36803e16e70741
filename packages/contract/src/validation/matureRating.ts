/**
 * Which content ratings are mature (spec §4, §5): their videos pass the age gate of
 * `ageGate.ts` first. Kept apart from the gate so a page that only marks mature videos does not
 * load the gate's rules.
 * @module
 */

/** Content rating codes whose videos pass the age gate first: ESRB M (600) and AO (700), PEGI 18 (2500). */
export const MATURE_RATING_CODES: readonly number[] = [600, 700, 2500];

/**
 * Whether a content rating code marks mature content, whose videos ask for a birthday first.
 * @param code - An ESRB or PEGI code of spec §3 (or nothing, for an unrated item).
 * @returns `true` for ESRB Mature and Adults Only and PEGI 18.
 * @example
 * isMatureRating(product.contentRating?.code); // true for 600
 */
export function isMatureRating(code: number | null | undefined): boolean {
  return code !== null && code !== undefined && MATURE_RATING_CODES.includes(code);
}
