/**
 * Settings of the reference store that are site configuration rather than product rules.
 * @module
 */

/** The legends arcade store the PC menu links to (spec §2; arcade stores 1305 and 1306). */
export const LEGENDS_ARCADE_STORE_ID = 1305;

/** Where the splash route goes when no default path was stored. */
export const DEFAULT_PATH = '/';

/** Storage key of the path saved for after login (My account visitors, spec §6). */
export const RETURN_PATH_KEY = 'd2d.returnPath';
