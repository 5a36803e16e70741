import { describe, expect, it } from 'vitest';
import { genreFromSlug, genreNameOfSlug, genreSlug } from './index.js';

describe('genreSlug', () => {
  it('should use hyphens for spaces and slashes', () => {
    expect(genreSlug('Action/Adventure')).toBe('Action-Adventure');
    expect(genreSlug('Role Playing')).toBe('Role-Playing');
  });

  it('should trim the name and join runs of spaces and slashes into one hyphen', () => {
    expect(genreSlug('  Puzzle / Trivia  ')).toBe('Puzzle-Trivia');
    expect(genreSlug('Strategy')).toBe('Strategy');
  });
});

describe('genreFromSlug', () => {
  it('should find the genre of a slug case-insensitively', () => {
    expect(genreFromSlug('action-adventure', ['Strategy', 'Action/Adventure'])).toBe('Action/Adventure');
    expect(genreFromSlug('Role Playing', ['Role Playing'])).toBe('Role Playing');
  });

  it('should answer undefined when no genre matches', () => {
    expect(genreFromSlug('nope', ['Strategy'])).toBeUndefined();
    expect(genreFromSlug('Strategy', [])).toBeUndefined();
  });
});

describe('genreNameOfSlug', () => {
  const genres = [
    { name: 'Role Playing', slug: 'RPG' },
    { name: 'Action/Adventure', slug: 'Action-Adventure' },
  ];

  it("should find a genre by the server's slug, case-insensitively", () => {
    expect(genreNameOfSlug('rpg', genres)).toBe('Role Playing');
    expect(genreNameOfSlug('ACTION-ADVENTURE', genres)).toBe('Action/Adventure');
  });

  it('should fall back to the slug of the name', () => {
    expect(genreNameOfSlug('role-playing', genres)).toBe('Role Playing');
  });

  it("should prefer a server slug over another genre's name that slugs alike", () => {
    expect(genreNameOfSlug('Sports', [{ name: 'Sports', slug: 'sports-games' }, { name: 'Racing', slug: 'sports' }])).toBe('Racing');
  });

  it('should answer undefined for an unknown slug or before the genres load', () => {
    expect(genreNameOfSlug('nope', genres)).toBeUndefined();
    expect(genreNameOfSlug('rpg', [])).toBeUndefined();
  });
});
