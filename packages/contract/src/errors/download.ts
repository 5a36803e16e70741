/**
 * What a deep-link download does with a download location (spec §4, §8 "Deep-link download").
 * @module
 */
import { DOWNLOAD_PROBLEM, PREORDER_NOT_AVAILABLE_YET } from '../messageTexts.js';

/** The `locationStatus` values the spec names; the server may send others. */
export const LOCATION_STATUS = {
  available: 'LocationAvailable',
  preorderPendingRelease: 'PreorderPendingRelease',
} as const;

/**
 * The outcome of a download location: `download` navigates the browser to `url`; `error` shows
 * `message`.
 */
export type DownloadOutcome =
  | { readonly kind: 'download'; readonly url: string }
  | { readonly kind: 'error'; readonly message: string };

/**
 * Resolves a download location: `LocationAvailable` with a URL downloads; a pre-order pending
 * release shows 'This pre-order is not available yet. ...'; anything else, and an available
 * location without a URL, shows 'A problem occurred downloading this game. ...'.
 * @param location - One entry of the download-locations response (or nothing).
 * @returns The outcome to act on.
 * @example
 * const outcome = downloadOutcome(locations[0]);
 * if (outcome.kind === 'download') window.location.assign(outcome.url);
 */
export function downloadOutcome(
  location: { readonly locationStatus?: string | null; readonly url?: string | null } | null | undefined,
): DownloadOutcome {
  const status = location?.locationStatus;
  const url = location?.url?.trim() ?? '';
  if (status === LOCATION_STATUS.available && url !== '') return { kind: 'download', url };
  if (status === LOCATION_STATUS.preorderPendingRelease) return { kind: 'error', message: PREORDER_NOT_AVAILABLE_YET };
  return { kind: 'error', message: DOWNLOAD_PROBLEM };
}
