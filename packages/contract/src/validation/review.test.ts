import { describe, expect, it } from 'vitest';
import { REVIEW_SCORE_MAX, canSubmitReview, clampReviewBody, clampReviewTitle, validateReview, validateReviewerName } from './index.js';

const valid = { score: 8, title: 'Great', body: 'Loved every level.' };

describe('clampReviewBody', () => {
  it('should keep 2000 characters and cut 2001 to 2000', () => {
    const exact = 'x'.repeat(2000);
    expect(clampReviewBody(exact)).toBe(exact);
    expect(clampReviewBody('x'.repeat(2001))).toBe(exact);
  });

  it('should not split an emoji at the cut', () => {
    const body = `${'x'.repeat(1999)}😀😀`;
    expect(clampReviewBody(body)).toBe(`${'x'.repeat(1999)}😀`);
  });
});

describe('validateReview', () => {
  it('should accept a scored review with title and body', () => {
    expect(validateReview(valid)).toEqual({});
    expect(canSubmitReview(valid)).toBe(true);
  });

  it('should block submit with a score of 0', () => {
    expect(validateReview({ ...valid, score: 0 })).toEqual({ score: 'This field is required.' });
    expect(canSubmitReview({ ...valid, score: 0 })).toBe(false);
  });

  it('should accept scores 1 to 10 only', () => {
    expect(canSubmitReview({ ...valid, score: 1 })).toBe(true);
    expect(canSubmitReview({ ...valid, score: REVIEW_SCORE_MAX })).toBe(true);
    expect(canSubmitReview({ ...valid, score: 11 })).toBe(false);
    expect(canSubmitReview({ ...valid, score: 2.5 })).toBe(false);
    expect(canSubmitReview({ ...valid, score: null })).toBe(false);
  });

  it('should require a title and a body', () => {
    expect(validateReview({ score: 5, title: ' ', body: '' })).toEqual({
      title: 'This field is required.',
      body: 'This field is required.',
    });
  });
});

describe('clampReviewTitle', () => {
  it('should keep 100 characters (code points) of a title', () => {
    expect(clampReviewTitle('t'.repeat(101))).toBe('t'.repeat(100));
    expect(clampReviewTitle('😀'.repeat(101))).toBe('😀'.repeat(100));
    expect(clampReviewTitle('Short')).toBe('Short');
  });
});

describe('validateReviewerName', () => {
  it('should require a name of 3 to 30 letters, digits, dots, dashes or underscores', () => {
    expect(validateReviewerName('ana_lee')).toBeNull();
    expect(validateReviewerName(' Ana.R-2 ')).toBeNull();
    expect(validateReviewerName('x'.repeat(30))).toBeNull();
    expect(validateReviewerName('  ')).toBe('This field is required.');
    expect(validateReviewerName(null)).toBe('This field is required.');
    for (const name of ['ab', 'x'.repeat(31), 'a b', 'ana!', 'élan']) {
      expect(validateReviewerName(name)).toBe('Use 3 to 30 letters, digits, dots, dashes or underscores.');
    }
  });
});
