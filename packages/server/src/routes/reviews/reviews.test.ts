import {
  MESSAGES, ackSchema, conflictBodySchema, reviewFailureMessage, reviewPageSchema, reviewSchema, reviewableSchema, unprocessableBodySchema,
} from '@d2d/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GAME, openReviewsKit, type Buyer, type ReviewsKit } from './__tests__/reviewsKit.js';

let kit: ReviewsKit;
beforeEach(async () => {
  kit = await openReviewsKit();
});
afterEach(async () => {
  await kit.close();
});

const page = (query: string, who: Buyer | null = null) => kit.ok(who, 'GET', `/api/userreview/findpage?${query}`, reviewPageSchema);
const write = (who: Buyer, body: Record<string, unknown>) => kit.call(who, 'POST', '/api/userreview/reviewtitle', body);
const draft = { productId: GAME.plain, score: 8, title: 'Clever little game', body: 'Every puzzle felt fair.' };

/** A shopper who owns the plain game, has a profile and wrote a review of it; answers the review id. */
async function reviewer(name: string): Promise<{ who: Buyer; reviewId: number }> {
  const who = await kit.buyer();
  await kit.own(who, GAME.plain);
  await kit.profile(who, name);
  const res = await write(who, draft);
  expect(res.statusCode, res.body).toBe(200);
  return { who, reviewId: reviewSchema.parse(res.json()).id! };
}

function expectConflict(res: { statusCode: number; json(): unknown }, message: string, id = 0) {
  expect(res.statusCode).toBe(409);
  expect(conflictBodySchema.parse(res.json()).failureError).toEqual({ id, message });
}

describe('findpage', () => {
  it('should page a product’s reviews 5 at a time with the paging fields, to visitors', async () => {
    const first = await page(`productId=${GAME.reviewed}`);
    expect(first).toMatchObject({ totalItems: 8, currentPageIndex: 1, pageSize: 5, isFirstPage: true, isLastPage: false });
    expect(first.items).toHaveLength(5);
    expect(first.items.map((r) => r.sortOrder)).toEqual([1, 2, 3, 4, 5]);
    const second = await page(`productId=${GAME.reviewed}&pageIndex=2`);
    expect(second).toMatchObject({ currentPageIndex: 2, isLastPage: true });
    expect(second.items.map((r) => r.sortOrder)).toEqual([6, 7, 8]);
    const ids = [...first.items, ...second.items].map((r) => r.id);
    expect(new Set(ids).size).toBe(8);
    const one = first.items[0]!;
    expect(one).toMatchObject({ reviewId: one.id, reviewTitle: one.title, reviewBody: one.body, userRatingScore: one.score, isHelpful: null, username: null });
    expect(typeof one.userRatingScoreName).toBe('string');
    expect((await page(`productId=${GAME.reviewed}&pageIndex=9`)).items).toEqual([]);
  });

  it('should sort newest, oldest, most helpful, highest and lowest score, and refuse other orders', async () => {
    const all = async (sortOrder: number) => (await page(`productId=${GAME.reviewed}&sortOrder=${sortOrder}&pageSize=50`)).items;
    const newest = await all(0);
    const dates = newest.map((r) => r.dateCreated!);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await all(1)).map((r) => r.id)).toEqual([...newest].reverse().map((r) => r.id));
    const helpful = (await all(2)).map((r) => r.countHelpful!);
    expect(helpful).toEqual([...helpful].sort((a, b) => b - a));
    const high = (await all(3)).map((r) => r.score!);
    expect(high).toEqual([...high].sort((a, b) => b - a));
    const low = (await all(4)).map((r) => r.score!);
    expect(low).toEqual([...low].sort((a, b) => a - b));
    expect((await kit.call(null, 'GET', `/api/userreview/findpage?productId=${GAME.reviewed}&sortOrder=5`)).statusCode).toBe(400);
    expect((await kit.call(null, 'GET', '/api/userreview/findpage')).statusCode).toBe(400);
  });

  it('should answer an empty critic tab and an empty page for a product without reviews', async () => {
    expect(await page(`productId=${GAME.reviewed}&tab=critic`)).toMatchObject({ totalItems: 0, items: [], pageSize: 5, averageScore: null });
    expect(await page(`productId=${GAME.bundle}`)).toMatchObject({ totalItems: 0, items: [], isLastPage: true, averageScore: null });
  });

  it('should give every page the mean score of all listed reviews, to one decimal', async () => {
    const all = (await page(`productId=${GAME.reviewed}&pageSize=50`)).items.map((r) => r.score!);
    const mean = Math.round((all.reduce((sum, score) => sum + score, 0) / all.length) * 10) / 10;
    expect((await page(`productId=${GAME.reviewed}`)).averageScore).toBe(mean);
    expect((await page(`productId=${GAME.reviewed}&pageIndex=2&sortOrder=3`)).averageScore).toBe(mean);

    const { who: author } = await reviewer('author');
    expect((await page(`productId=${GAME.plain}`)).averageScore).toBe(draft.score);
    const second = await kit.buyer();
    await kit.own(second, GAME.plain);
    await kit.profile(second, 'second');
    await write(second, { ...draft, score: 3 });
    expect((await page(`productId=${GAME.plain}`, author)).averageScore).toBe(5.5);
  });
});

describe('writing a review', () => {
  it('should say whether the shopper may review: owns it, released, not a bundle, not reviewed yet', async () => {
    const ana = await kit.buyer();
    const reviewable = (productId: number) => kit.ok(ana, 'GET', `/api/userreview/productisreviewablebyuser?productId=${productId}`, reviewableSchema);
    expect(await reviewable(GAME.plain)).toEqual({ isReviewable: false, profile: null });
    await kit.own(ana, GAME.plain);
    await kit.own(ana, GAME.bundle);
    await kit.own(ana, GAME.preorder);
    await kit.own(ana, GAME.ads, { purchaseType: 'rental' });
    await kit.own(ana, GAME.reviewed, { tradedIn: true });
    expect(await reviewable(GAME.plain)).toEqual({ isReviewable: true, profile: null });
    for (const productId of [GAME.bundle, GAME.preorder, GAME.ads, GAME.reviewed]) expect((await reviewable(productId)).isReviewable).toBe(false);
    await kit.profile(ana, 'ana_reviews');
    expect(await reviewable(GAME.plain)).toEqual({ isReviewable: true, profile: { username: 'ana_reviews' } });
    expect((await write(ana, draft)).statusCode).toBe(200);
    expect(await reviewable(GAME.plain)).toEqual({ isReviewable: false, profile: { username: 'ana_reviews' } });
    expect((await kit.call(null, 'GET', `/api/userreview/productisreviewablebyuser?productId=${GAME.plain}`)).statusCode).toBe(401);
    expect((await kit.call(ana, 'GET', '/api/userreview/productisreviewablebyuser?productId=999999')).statusCode).toBe(404);
  });

  it('should preview without saving, then save and list the review as text under the profile name', async () => {
    const ana = await kit.buyer();
    await kit.own(ana, GAME.plain);
    await kit.profile(ana, 'ana');
    const hostile = { ...draft, title: '<b>Bold</b> & true', body: '<script>alert(1)</script> still fun' };
    const preview = reviewSchema.parse((await write(ana, { ...hostile, preview: true })).json());
    expect(preview).toMatchObject({ title: '<b>Bold</b> & true', body: '<script>alert(1)</script> still fun', score: 8, username: 'ana', reviewerName: 'ana', hasLanguageViolations: false });
    expect((await page(`productId=${GAME.plain}`)).totalItems).toBe(0);

    kit.clock.advance(60_000);
    const saved = reviewSchema.parse((await write(ana, hostile)).json());
    expect(saved).toMatchObject({ title: preview.title, body: preview.body, dateCreated: new Date(kit.clock.now).toISOString(), countHelpful: 0, percentageHelpful: null });
    const listed = await page(`productId=${GAME.plain}`, ana);
    expect(listed.totalItems).toBe(1);
    expect(listed.items[0]).toMatchObject({ id: saved.id, title: hostile.title, body: hostile.body, username: 'ana', reviewerCity: null, isHelpful: null });

    const again = await write(ana, { ...draft, title: 'Second thoughts' });
    expectConflict(again, 'You have already reviewed this product.');
    expect(reviewFailureMessage(again.statusCode, again.json())).toBe(MESSAGES.reviewSystemError);
  });

  it('should cut a body at 2000 characters (code points) and refuse a score of 0', async () => {
    const ana = await kit.buyer();
    await kit.own(ana, GAME.plain);
    await kit.profile(ana, 'ana');
    const long = reviewSchema.parse((await write(ana, { ...draft, body: '😀'.repeat(2500), preview: true })).json());
    expect([...long.body!]).toHaveLength(2000);
    expect((await write(ana, { ...draft, score: 0 })).statusCode).toBe(400);
    expect((await write(ana, { ...draft, score: 11 })).statusCode).toBe(400);
    expect((await write(ana, { ...draft, body: '   ' })).statusCode).toBe(400);
    expect((await write(ana, { ...draft, html: '<b>' })).statusCode).toBe(400);
  });

  it('should mark language violations found by the profanity library', async () => {
    const ana = await kit.buyer();
    await kit.own(ana, GAME.plain);
    await kit.profile(ana, 'ana');
    const clean = reviewSchema.parse((await write(ana, { ...draft, body: 'Set in Scunthorpe, starring an assassin.', preview: true })).json());
    expect(clean.hasLanguageViolations).toBe(false);
    const rude = reviewSchema.parse((await write(ana, { ...draft, body: 'The ending is sh1t.' })).json());
    expect(rude.hasLanguageViolations).toBe(true);
    expect((await page(`productId=${GAME.plain}`)).items[0]?.hasLanguageViolations).toBe(true);
  });

  it('should need a reviewer profile and ownership, and refuse accounts under parental controls with 801', async () => {
    const ana = await kit.buyer();
    expectConflict(await write(ana, draft), 'Create a reviewer profile before writing a review.');
    await kit.profile(ana, 'ana');
    expectConflict(await write(ana, draft), 'Only a game in your library can be reviewed or rated.');
    await kit.own(ana, GAME.plain);
    await kit.parental(ana);
    for (const preview of [true, false]) {
      const res = await write(ana, { ...draft, preview });
      expectConflict(res, MESSAGES.reviewParentalControl, 801);
      expect(reviewFailureMessage(res.statusCode, res.json())).toBe(MESSAGES.reviewParentalControl);
    }
    expect((await page(`productId=${GAME.plain}`)).totalItems).toBe(0);
    expect((await write(ana, { ...draft, productId: 999_999 })).statusCode).toBe(404);
  });
});

describe('reviewer profiles and ratings', () => {
  it('should create one profile per account with a unique name, case aside', async () => {
    const ana = await kit.buyer();
    const bob = await kit.buyer();
    await kit.profile(ana, 'Ana.R');
    const taken = await kit.call(bob, 'POST', '/api/userreview/createreviewerprofile', { username: 'ana.r' });
    expect(taken.statusCode).toBe(422);
    expect(unprocessableBodySchema.parse(taken.json()).errors).toEqual({ username: ['This user name is already taken.'] });
    const second = await kit.call(ana, 'POST', '/api/userreview/createreviewerprofile', { username: 'another' });
    expect(unprocessableBodySchema.parse(second.json()).errors).toEqual({ base: ['You already have a reviewer profile.'] });
    expect((await kit.call(bob, 'POST', '/api/userreview/createreviewerprofile', { username: 'a b' })).statusCode).toBe(400);
    await kit.profile(bob, 'bob');
  });

  it('should rate an owned game, the latest score counting', async () => {
    const ana = await kit.buyer();
    expectConflict(await kit.call(ana, 'POST', '/api/userreview/ratetitle', { productId: GAME.plain, score: 7 }), 'Only a game in your library can be reviewed or rated.');
    await kit.own(ana, GAME.plain);
    expect(await kit.ok(ana, 'POST', '/api/userreview/ratetitle', ackSchema, { productId: GAME.plain, score: 7 })).toEqual({ success: true });
    await kit.ok(ana, 'POST', '/api/userreview/ratetitle', ackSchema, { productId: GAME.plain, score: 9 });
    expect(await kit.db.selectFrom('review_ratings').select('score').where('account_id', '=', ana.id).execute()).toEqual([{ score: 9 }]);
    expect((await kit.call(ana, 'POST', '/api/userreview/ratetitle', { productId: GAME.plain, score: 0 })).statusCode).toBe(400);
  });
});

describe('helpful votes and abuse reports', () => {
  it('should count a vote once per account, show the voter’s vote and refuse one’s own review with the spec text', async () => {
    const { who: author, reviewId } = await reviewer('author');
    const bob = await kit.buyer();
    const vote = (who: Buyer, isHelpful: boolean) => kit.call(who, 'POST', '/api/userreview/voteuserreviewhelpful', { reviewId, isHelpful });
    expect(ackSchema.parse((await vote(bob, true)).json())).toEqual({ success: true });
    expectConflict(await vote(bob, false), MESSAGES.reviewVoteFailed);
    expectConflict(await vote(author, true), MESSAGES.reviewVoteFailed);
    const carl = await kit.buyer();
    await vote(carl, false);
    const seen = (await page(`productId=${GAME.plain}`, bob)).items[0];
    expect(seen).toMatchObject({ countHelpful: 1, totalHelpfulVotesCast: 2, percentageHelpful: 50, isHelpful: true });
    expect((await page(`productId=${GAME.plain}`, carl)).items[0]?.isHelpful).toBe(false);
    expect((await kit.call(bob, 'POST', '/api/userreview/voteuserreviewhelpful', { reviewId: 999_999, isHelpful: true })).statusCode).toBe(404);
    expect((await kit.call(null, 'POST', '/api/userreview/voteuserreviewhelpful', { reviewId, isHelpful: true })).statusCode).toBe(401);
  });

  it('should take one report per account and hide the review from findpage at 3 reports', async () => {
    const { who: author, reviewId } = await reviewer('author');
    const flag = (who: Buyer) => kit.call(who, 'POST', '/api/userreview/flagreviewasabusive', { reviewId });
    expectConflict(await flag(author), MESSAGES.reviewVoteFailed);
    const [a, b, c] = [await kit.buyer(), await kit.buyer(), await kit.buyer()];
    expect(ackSchema.parse((await flag(a)).json())).toEqual({ success: true });
    expectConflict(await flag(a), MESSAGES.reviewVoteFailed);
    await flag(b);
    expect((await page(`productId=${GAME.plain}`)).totalItems).toBe(1);
    await flag(c);
    expect(await page(`productId=${GAME.plain}`)).toMatchObject({ totalItems: 0, items: [] });
    // a hidden review takes no more votes
    expect((await kit.call(a, 'POST', '/api/userreview/voteuserreviewhelpful', { reviewId, isHelpful: true })).statusCode).toBe(404);
  });
});
