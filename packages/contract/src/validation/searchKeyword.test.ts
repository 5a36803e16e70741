import { describe, expect, it } from 'vitest';
import { isSearchKeywordValid, normalizeSearchKeyword, shouldTypeahead } from './index.js';

describe('search keyword', () => {
  it('should accept 25 characters and refuse 26', () => {
    expect(isSearchKeywordValid('a'.repeat(25))).toBe(true);
    expect(isSearchKeywordValid('a'.repeat(26))).toBe(false);
    expect(isSearchKeywordValid(`  ${'a'.repeat(25)}  `)).toBe(true);
  });

  it('should trim and cut the keyword at 25 characters', () => {
    expect(normalizeSearchKeyword('  portal  ')).toBe('portal');
    expect(normalizeSearchKeyword('a'.repeat(26))).toBe('a'.repeat(25));
    expect(normalizeSearchKeyword(`${'a'.repeat(24)} b`)).toBe('a'.repeat(24));
  });
});

describe('shouldTypeahead', () => {
  it('should start at 3 characters', () => {
    expect(shouldTypeahead('')).toBe(false);
    expect(shouldTypeahead('po')).toBe(false);
    expect(shouldTypeahead('por')).toBe(true);
  });

  it('should not count surrounding spaces', () => {
    expect(shouldTypeahead('  po  ')).toBe(false);
  });
});
