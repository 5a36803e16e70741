import { FIRST_VISIT_SHOWN_COOKIE } from '@d2d/contract';

/** A browser state as Playwright's `storageState` option takes it. */
export interface BrowserState {
  cookies: Array<{ name: string; value: string; domain: string; path: string; expires: number; httpOnly: boolean; secure: boolean; sameSite: 'Lax' }>;
  origins: [];
}

/**
 * The state of a browser that has seen the store's first-visit offer (spec §4: shown once), as
 * the journeys' shoppers answered the tracking question through the API: journeys that are not
 * about the first visit start with it, so its modal never covers their pages. Cookies ignore
 * ports, so one per host name covers every store the journeys start (localhost, 127.0.0.1).
 * `e2e/firstVisit.spec.ts` starts from an empty state instead.
 */
export function firstVisitAnswered(hosts: readonly string[] = ['localhost', '127.0.0.1']): BrowserState {
  return {
    cookies: hosts.map((domain) => ({ name: FIRST_VISIT_SHOWN_COOKIE, value: '1', domain, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' })),
    origins: [],
  };
}

/** A browser that never visited the store. */
export const FRESH_BROWSER: BrowserState = { cookies: [], origins: [] };
