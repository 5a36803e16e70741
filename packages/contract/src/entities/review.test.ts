import { describe, expect, it } from 'vitest';
import {
  createReviewerProfileBodySchema, flagReviewBodySchema, rateTitleBodySchema, reviewPageSchema, reviewQuerySchema,
  reviewSchema, reviewTitleBodySchema, reviewableQuerySchema, reviewableSchema, voteReviewBodySchema,
} from '../index.js';
import { expectIssueAt } from '../__tests__/expectIssue.js';

const review = {
  reviewId: 81,
  reviewTitle: 'Deep and fair',
  reviewBody: 'Hours of fun.',
  userRatingScore: 9,
  userRatingScoreName: 'Superb',
  hasLanguageViolations: false,
  reviewerName: 'ana',
  reviewerCity: 'Irvine',
  reviewerState: 'CA',
  dateCreated: '2024-06-01T00:00:00Z',
  reviewerMemberSinceDate: '2020-01-01T00:00:00Z',
  countHelpful: 4,
  totalHelpfulVotesCast: 5,
  percentageHelpful: 80,
  isHelpful: null,
  sortOrder: 1,
  username: 'ana',
};

describe('reviewSchema', () => {
  it('should parse a review in either spelling', () => {
    expect(reviewSchema.parse(review).reviewTitle).toBe('Deep and fair');
    expect(reviewSchema.parse({ id: 82, title: 'Ok', body: 'Fine', score: 6 }).score).toBe(6);
    expect(reviewPageSchema.parse({ items: [review], totalItems: 1, currentPageIndex: 1, pageSize: 5, isFirstPage: true, isLastPage: true }).items).toHaveLength(1);
  });

  it('should carry the average score of the listed reviews on a page, null without reviews', () => {
    const paging = { totalItems: 1, currentPageIndex: 1, pageSize: 5, isFirstPage: true, isLastPage: true };
    expect(reviewPageSchema.parse({ ...paging, items: [review], averageScore: 7.5 }).averageScore).toBe(7.5);
    expect(reviewPageSchema.parse({ ...paging, totalItems: 0, items: [], averageScore: null }).averageScore).toBeNull();
    expectIssueAt(reviewPageSchema, { ...paging, items: [], averageScore: 10.5 }, ['averageScore']);
  });

  it('should need an id and a score within 0 to 10', () => {
    expectIssueAt(reviewSchema, { title: 'No id' }, ['id']);
    expectIssueAt(reviewSchema, { ...review, userRatingScore: 11 }, ['userRatingScore']);
  });
});

describe('review requests', () => {
  it('should coerce the findpage query', () => {
    expect(reviewQuerySchema.parse({ productId: '1042', pageSize: '5', pageIndex: '2', sortOrder: '1', tab: 'user' })).toEqual({
      productId: 1042, pageSize: 5, pageIndex: 2, sortOrder: 1, tab: 'user',
    });
    expectIssueAt(reviewQuerySchema, {}, ['productId']);
    expect(reviewQuerySchema.parse({ productId: '1', sortOrder: '4' }).sortOrder).toBe(4);
    expectIssueAt(reviewQuerySchema, { productId: '1', sortOrder: '5' }, ['sortOrder']);
    expect(reviewableQuerySchema.parse({ productId: '1042' })).toEqual({ productId: 1042 });
  });

  it('should reject a score of 0 and a body over 2000 characters', () => {
    const body = { productId: 1042, score: 8, title: 'Great', body: 'Loved it', preview: true };
    expect(reviewTitleBodySchema.safeParse(body).success).toBe(true);
    expectIssueAt(reviewTitleBodySchema, { ...body, score: 0 }, ['score']);
    expectIssueAt(reviewTitleBodySchema, { ...body, body: 'x'.repeat(2001) }, ['body']);
    expect(reviewTitleBodySchema.safeParse({ ...body, body: 'x'.repeat(2000) }).success).toBe(true);
    expectIssueAt(reviewTitleBodySchema, { ...body, title: 't'.repeat(101) }, ['title']);
    expectIssueAt(reviewTitleBodySchema, { ...body, body: '   ' }, ['body']);
    expectIssueAt(rateTitleBodySchema, { productId: 1042, score: 10.5 }, ['score']);
  });

  it('should count a body and a title in characters (code points), as the form cuts them', () => {
    const body = { productId: 1042, score: 8, title: '😀'.repeat(100), body: '😀'.repeat(2000) };
    // 4000 UTF-16 code units, 2000 characters
    expect(reviewTitleBodySchema.safeParse(body).success).toBe(true);
    expectIssueAt(reviewTitleBodySchema, { ...body, body: '😀'.repeat(2001) }, ['body']);
    expectIssueAt(reviewTitleBodySchema, { ...body, title: '😀'.repeat(101) }, ['title']);
  });

  it('should check votes, reports and reviewer profiles', () => {
    expectIssueAt(voteReviewBodySchema, { reviewId: 81 }, ['isHelpful']);
    expect(flagReviewBodySchema.parse({ reviewId: 81 })).toEqual({ reviewId: 81 });
    expect(createReviewerProfileBodySchema.parse({ username: 'ana_lee' })).toEqual({ username: 'ana_lee' });
    expectIssueAt(createReviewerProfileBodySchema, { username: 'a b' }, ['username'], 'Use 3 to 30 letters, digits, dots, dashes or underscores.');
    expect(createReviewerProfileBodySchema.parse({ username: '  Ana.R-2 ' })).toEqual({ username: 'Ana.R-2' });
    expectIssueAt(createReviewerProfileBodySchema, { username: 'ab' }, ['username']);
    expectIssueAt(createReviewerProfileBodySchema, { username: 'x'.repeat(31) }, ['username']);
    expect(reviewableSchema.parse({ isReviewable: true, profile: null }).profile).toBeNull();
  });
});
