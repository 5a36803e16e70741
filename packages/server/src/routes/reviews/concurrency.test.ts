import { MESSAGES, conflictBodySchema, reviewPageSchema, reviewSchema } from '@d2d/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GAME, openReviewsKit, type ReviewsKit } from './__tests__/reviewsKit.js';

let kit: ReviewsKit;
beforeEach(async () => {
  kit = await openReviewsKit();
});
afterEach(async () => {
  await kit.close();
});

const draft = { productId: GAME.plain, score: 6, title: 'Twice?', body: 'Sent from two tabs.' };

describe('once-only rules under concurrent calls', () => {
  it('should take exactly one of parallel duplicate votes and count it once', async () => {
    const author = await kit.buyer();
    await kit.own(author, GAME.plain);
    await kit.profile(author, 'author');
    const reviewId = reviewSchema.parse((await kit.call(author, 'POST', '/api/userreview/reviewtitle', draft)).json()).id!;
    const voter = await kit.buyer();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => kit.call(voter, 'POST', '/api/userreview/voteuserreviewhelpful', { reviewId, isHelpful: i % 2 === 0 })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...Array<number>(11).fill(409)]);
    for (const refused of answers.filter((r) => r.statusCode === 409)) expect(conflictBodySchema.parse(refused.json()).failureError.message).toBe(MESSAGES.reviewVoteFailed);
    const listed = reviewPageSchema.parse((await kit.call(null, 'GET', `/api/userreview/findpage?productId=${GAME.plain}`)).json()).items[0];
    expect(listed?.totalHelpfulVotesCast).toBe(1);
  });

  it('should store exactly one of parallel duplicate reviews, reports and profile names', async () => {
    const ana = await kit.buyer();
    await kit.own(ana, GAME.plain);
    await kit.profile(ana, 'ana');
    const writes = await Promise.all(Array.from({ length: 8 }, () => kit.call(ana, 'POST', '/api/userreview/reviewtitle', draft)));
    expect(writes.map((r) => r.statusCode).sort()).toEqual([200, ...Array<number>(7).fill(409)]);
    expect(await kit.db.selectFrom('reviews').select('id').where('product_id', '=', GAME.plain).execute()).toHaveLength(1);
    const reviewId = reviewSchema.parse(writes.find((r) => r.statusCode === 200)!.json()).id!;

    const bob = await kit.buyer();
    const flags = await Promise.all(Array.from({ length: 8 }, () => kit.call(bob, 'POST', '/api/userreview/flagreviewasabusive', { reviewId })));
    expect(flags.map((r) => r.statusCode).sort()).toEqual([200, ...Array<number>(7).fill(409)]);

    const others = await Promise.all(Array.from({ length: 6 }, () => kit.buyer()));
    const names = await Promise.all(others.map((who) => kit.call(who, 'POST', '/api/userreview/createreviewerprofile', { username: 'Popular' })));
    expect(names.map((r) => r.statusCode).sort()).toEqual([200, ...Array<number>(5).fill(422)]);
  });
});
