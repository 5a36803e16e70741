import type { Review, Reviewable } from '@d2d/contract';
import { jsonError, type Routes } from '../packages/react/src/test/testStore.js';
import { reviews } from '../packages/react/src/fixtures/reviews.js';

/** findpage over `list` as the server answers it: 5 per page, the score sorts applied, the average. */
function findPage(list: readonly Review[]): Routes[string] {
  return (request) => {
    const query = new URL(request.url).searchParams;
    const pageIndex = Number(query.get('pageIndex') ?? 1);
    const pageSize = Number(query.get('pageSize') ?? 5);
    const sort = Number(query.get('sortOrder') ?? 0);
    const byScore = (a: Review, b: Review) => (a.score ?? 0) - (b.score ?? 0);
    const sorted = sort === 1 ? [...list].reverse() : sort === 3 ? [...list].sort(byScore).reverse() : sort === 4 ? [...list].sort(byScore) : list;
    return {
      items: sorted.slice((pageIndex - 1) * pageSize, pageIndex * pageSize),
      totalItems: list.length,
      currentPageIndex: pageIndex,
      pageSize,
      isFirstPage: pageIndex === 1,
      isLastPage: pageIndex * pageSize >= list.length,
      averageScore: list.length === 0 ? null : Math.round((list.reduce((sum, r) => sum + (r.score ?? 0), 0) / list.length) * 10) / 10,
    };
  };
}

/** A review as the server renders what the story's shopper wrote. */
async function rendered(request: Request): Promise<Review> {
  const sent = (await request.json()) as { score: number; title: string; body: string };
  return { ...reviews[1]!, id: 990, reviewId: 990, ...sent, reviewerName: 'story_player', username: 'story_player', dateCreated: new Date().toISOString(), countHelpful: 0, totalHelpfulVotesCast: 0, hasLanguageViolations: /sh[i1]t|damn/i.test(`${sent.title} ${sent.body}`) };
}

/**
 * The review calls of the stories, answered from the fixtures like the server would: findpage,
 * productisreviewablebyuser (`reviewable`), the profile, the review (with preview) and votes.
 * @param options - `list` of reviews; `reviewable`; `refuse` answers votes and reports with the
 *   spec's 409 and reviews with parental controls (801).
 */
export function reviewRoutes(options: { list?: readonly Review[]; reviewable?: Reviewable; refuse?: boolean } = {}): Routes {
  const refusal = (id: number, message: string) => () => jsonError(409, { failureError: { id, message } });
  return {
    'GET /api/userreview/findpage': findPage(options.list ?? reviews),
    'GET /api/userreview/productisreviewablebyuser': () => options.reviewable ?? { isReviewable: false, profile: null },
    'POST /api/userreview/createreviewerprofile': async (request) => (await request.json()) as { username: string },
    'POST /api/userreview/reviewtitle': options.refuse ? refusal(801, 'Your review was blocked by parental controls.') : rendered,
    'POST /api/userreview/voteuserreviewhelpful': options.refuse ? refusal(0, 'Sorry, we cannot process your request at this time.') : () => ({ success: true }),
    'POST /api/userreview/flagreviewasabusive': options.refuse ? refusal(0, 'Sorry, we cannot process your request at this time.') : () => ({ success: true }),
  };
}
