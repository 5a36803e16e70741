/**
 * The search box rules of spec §2 and §5: keyword at most 25 characters, typeahead from 3.
 * @module
 */
import { SEARCH_KEYWORD_MAX_LENGTH, TYPEAHEAD_MIN_LENGTH } from '../constants.js';
import { characterCount, clampCharacters } from './fieldErrors.js';

/**
 * The keyword as searched: trimmed and cut at 25 characters (the box's limit).
 * @param keyword - The text in the search box.
 * @returns The keyword to send as `search.keywords` / `q`.
 * @example
 * normalizeSearchKeyword('  portal  '); // 'portal'
 */
export function normalizeSearchKeyword(keyword: string): string {
  return clampCharacters(keyword.trim(), SEARCH_KEYWORD_MAX_LENGTH).trim();
}

/**
 * Whether a keyword fits the search box (at most 25 characters after trimming).
 * @param keyword - The keyword.
 * @returns `true` when it fits.
 * @example
 * isSearchKeywordValid('a'.repeat(26)); // false
 */
export function isSearchKeywordValid(keyword: string): boolean {
  return characterCount(keyword.trim()) <= SEARCH_KEYWORD_MAX_LENGTH;
}

/**
 * Whether the typeahead should query for this text: 3 or more characters once normalized.
 * @param keyword - The text in the search box.
 * @returns `true` from 3 characters on.
 * @example
 * shouldTypeahead('po'); // false
 * shouldTypeahead('por'); // true
 */
export function shouldTypeahead(keyword: string): boolean {
  return characterCount(normalizeSearchKeyword(keyword)) >= TYPEAHEAD_MIN_LENGTH;
}
