import { describe, expect, it } from 'vitest';
import { hasLanguageViolations } from './languageCheck.js';

describe('hasLanguageViolations', () => {
  it('should find profanity, disguised or not, in any of the texts', () => {
    expect(hasLanguageViolations(['Fine title', 'What a shit ending'])).toBe(true);
    expect(hasLanguageViolations(['sh1t', ''])).toBe(true);
    expect(hasLanguageViolations(['fuuuuck'])).toBe(true);
  });

  it('should leave clean words that contain rude ones alone', () => {
    expect(hasLanguageViolations(['Scunthorpe', 'a classic assassin story', 'Hello world'])).toBe(false);
    expect(hasLanguageViolations([])).toBe(false);
  });
});
