/**
 * The `hasLanguageViolations` check of a review, with the maintained English profanity dataset of
 * `obscenity` and its recommended transformers (leet speak, repeated letters, confusable
 * characters), whose whitelist keeps words like "Scunthorpe" and "assassin" clean.
 * @module
 */
import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity';

// built once: compiling the dataset's patterns is the expensive part
const matcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

/**
 * Whether any of the texts contains profanity.
 * @param texts - the review's title and body
 * @returns `true` when a text matches the dataset
 * @example
 * hasLanguageViolations(['Great', 'What a sh1t ending']); // true
 */
export function hasLanguageViolations(texts: readonly string[]): boolean {
  return texts.some((text) => matcher.hasMatch(text));
}
