import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES, reviewFailureMessage } from '@d2d/contract';
import { ApiError, RefusedError, type Store } from '../index.js';
import { testStore } from '../__tests__/fixtures.js';

const stores: Store[] = [];
function setup(token: string | undefined = 'tok-1') {
  const t = testStore(token ? { token } : {});
  stores.push(t.store);
  return t;
}
afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
});

/** A review as the server renders it: both spellings of each field (server `renderReview`). */
const rendered = {
  id: 81, reviewId: 81, title: '<b>Deep</b> & fair', reviewTitle: '<b>Deep</b> & fair', body: 'Hours of fun.', reviewBody: 'Hours of fun.',
  score: 9, userRatingScore: 9, userRatingScoreName: 'Superb', hasLanguageViolations: false, reviewerName: 'ana', reviewerCity: null,
  reviewerState: null, dateCreated: '2024-06-01T10:00:00.000Z', reviewerMemberSinceDate: '2020-01-01T00:00:00.000Z', countHelpful: 1,
  totalHelpfulVotesCast: 2, percentageHelpful: 50, isHelpful: true, sortOrder: 1, username: 'ana',
};
const conflict = (message: string, id = 0) => ({ status: 409, body: { failureError: { id, message } } });

describe('store.api.reviews', () => {
  it('should read a page with its sort order and average score, as the server answers it', async () => {
    const { store, server } = setup(undefined);
    server.on('GET', '/api/userreview/findpage', {
      body: { totalItems: 6, currentPageIndex: 2, pageSize: 5, isFirstPage: false, isLastPage: true, averageScore: 7.8, items: [rendered] },
    });
    const page = await store.api.reviews.findPage({ productId: 1, sortOrder: 2, pageIndex: 2, pageSize: 5, tab: 'user' });
    expect(page).toMatchObject({ averageScore: 7.8, totalItems: 6, isLastPage: true });
    expect(page.items[0]).toMatchObject({ title: '<b>Deep</b> & fair', isHelpful: true, username: 'ana' });
    const [request] = server.calls('GET', '/api/userreview/findpage');
    expect(Object.fromEntries(request!.query)).toEqual({ productId: '1', sortOrder: '2', pageIndex: '2', pageSize: '5', tab: 'user' });
  });

  it('should refuse an unknown sort order before sending it', async () => {
    const { store, server } = setup();
    await expect(store.api.reviews.findPage({ productId: 1, sortOrder: 5 })).rejects.toBeInstanceOf(RefusedError);
    expect(server.requests).toHaveLength(0);
  });

  it('should ask whether the shopper may review, and create the reviewer profile', async () => {
    const { store, server } = setup();
    server.on('GET', '/api/userreview/productisreviewablebyuser', { body: { isReviewable: true, profile: null } });
    server.on('POST', '/api/userreview/createreviewerprofile', { body: { username: 'ana_r' } });
    expect(await store.api.reviews.isReviewable(16)).toEqual({ isReviewable: true, profile: null });
    expect(server.calls('GET', '/api/userreview/productisreviewablebyuser')[0]?.query.get('productId')).toBe('16');
    expect(await store.api.reviews.createProfile({ username: ' ana_r ' })).toEqual({ username: 'ana_r' });
    expect(server.calls('POST', '/api/userreview/createreviewerprofile')[0]?.body).toEqual({ username: 'ana_r' });
    await expect(store.api.reviews.createProfile({ username: 'a b' })).rejects.toMatchObject({ message: expect.stringContaining(MESSAGES.reviewerNameRule) });
  });

  it('should preview and write a review whose body counts characters, not UTF-16 units', async () => {
    const { store, server } = setup();
    server.on('POST', '/api/userreview/reviewtitle', ({ body }) => ({ body: { ...rendered, body: (body as { body: string }).body } }));
    const emoji = '😀'.repeat(2000);
    const preview = await store.api.reviews.write({ productId: 16, score: 8, title: 'Fun', body: emoji, preview: true });
    expect(preview.body).toBe(emoji);
    expect(server.calls('POST', '/api/userreview/reviewtitle')[0]?.body).toEqual({ productId: 16, score: 8, title: 'Fun', body: emoji, preview: true });
    await expect(store.api.reviews.write({ productId: 16, score: 8, title: 'Fun', body: `${emoji}😀` })).rejects.toBeInstanceOf(RefusedError);
    await expect(store.api.reviews.write({ productId: 16, score: 0, title: 'Fun', body: 'x' })).rejects.toBeInstanceOf(RefusedError);
    expect(server.calls('POST', '/api/userreview/reviewtitle')).toHaveLength(1);
  });

  it("should give a parental-control refusal (801) the dialog's text", async () => {
    const { store, server } = setup();
    server.on('POST', '/api/userreview/reviewtitle', conflict(MESSAGES.reviewParentalControl, 801));
    const error = await store.api.reviews.write({ productId: 16, score: 8, title: 'Fun', body: 'Yes' }, { navigate: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const { status, body } = error as ApiError;
    expect(reviewFailureMessage(status, body)).toBe(MESSAGES.reviewParentalControl);
  });

  it("should vote, report, rate, and carry the refusal's spec text", async () => {
    const { store, server } = setup();
    server.on('POST', '/api/userreview/voteuserreviewhelpful', { body: { success: true } });
    server.on('POST', '/api/userreview/flagreviewasabusive', { body: { success: true } });
    server.on('POST', '/api/userreview/ratetitle', { body: { success: true } });
    expect(await store.api.reviews.voteHelpful({ reviewId: 81, isHelpful: true })).toEqual({ success: true });
    expect(await store.api.reviews.flagAbusive({ reviewId: 81 })).toEqual({ success: true });
    expect(await store.api.reviews.rateTitle({ productId: 16, score: 7 })).toEqual({ success: true });
    expect(server.calls('POST', '/api/userreview/voteuserreviewhelpful')[0]?.body).toEqual({ reviewId: 81, isHelpful: true });
    expect(server.calls('POST', '/api/userreview/flagreviewasabusive')[0]?.body).toEqual({ reviewId: 81 });

    server.on('POST', '/api/userreview/voteuserreviewhelpful', conflict(MESSAGES.reviewVoteFailed));
    const refused = await store.api.reviews.voteHelpful({ reviewId: 81, isHelpful: false }, { navigate: false }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 409, message: MESSAGES.reviewVoteFailed });
  });
});
