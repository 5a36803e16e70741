/**
 * Whether a collection or arcade-store page (spec §2 `/collections/{cid}`, `/arcade-stores/{cid}`)
 * has a collection to show (spec §8: collection code 1001 means unavailable).
 * @module
 */
import { COLLECTION_ERROR_CODE, type ProductQueryResult } from '@d2d/contract';
import { StoreError } from './errors.js';

/**
 * The collection of a collection page, or why there is none. The findpage answer names the
 * queried collection first among its promotions (its name titles the page); an answer that does
 * not name it is an unknown or retired collection, as is a refusal with code 1001.
 * @param cid - The route's collection id.
 * @param answer - The page's findpage answer; `undefined` while it loads.
 * @param error - What the findpage call threw, if anything.
 * @returns `loading`, `unavailable`, or `available` with the collection's name.
 * @example
 * const state = collectionAvailability(88, data, error);
 * if (state.kind === 'unavailable') show(MESSAGES.collectionUnavailable);
 */
export function collectionAvailability(
  cid: number,
  answer: Pick<ProductQueryResult, 'promotions'> | undefined,
  error: unknown,
): { kind: 'loading' } | { kind: 'unavailable' } | { kind: 'available'; name: string } {
  if (error instanceof StoreError && Number(error.code) === COLLECTION_ERROR_CODE.unavailable) return { kind: 'unavailable' };
  if (answer === undefined) return { kind: 'loading' };
  const first = answer.promotions?.[0];
  return first && Number(first.id) === cid && first.name ? { kind: 'available', name: first.name } : { kind: 'unavailable' };
}
