import { endpoints, reviewSchema } from '@d2d/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attachBody, callerHeaders, caller, contentType, expectErrorShape, expectNo5xx, hostileQuery, hostileValue, malformedAuth, mutated, placeholder,
  rawBody, resolveInText, type HostileRequest,
} from '../__tests__/hostileKit.js';
import { GAME, openReviewsKit, type Buyer, type ReviewsKit } from './__tests__/reviewsKit.js';

/** Every review call, from the contract's endpoint table. */
const ROUTES = [
  endpoints.reviewFindPage, endpoints.reviewIsReviewable, endpoints.reviewCreateProfile, endpoints.reviewRateTitle,
  endpoints.reviewWrite, endpoints.reviewVoteHelpful, endpoints.reviewFlagAbusive,
];

const FIELDS = ['productId', 'reviewId', 'score', 'title', 'body', 'preview', 'isHelpful', 'username', 'sortOrder', 'tab', 'pageSize', 'pageIndex'];
const plausible = fc.oneof(
  placeholder('review'),
  placeholder('product'),
  fc.constantFrom<unknown>(1, 5, 10, 0, -1, 11, 2 ** 53, 1.5, '1', 'user', 'critic', 'ana_1', 'Great', 'x'.repeat(2500), '😀'.repeat(1500), true, false),
);
const hostile = hostileValue(FIELDS, plausible);

/** Real bodies of each write call, with live ids through placeholders. */
const validBodies = fc.oneof(
  fc.record({ productId: placeholder('product'), score: fc.integer({ min: 1, max: 10 }), title: fc.string({ minLength: 1, maxLength: 40 }), body: fc.string({ minLength: 1, maxLength: 300 }), preview: fc.boolean() }),
  fc.record({ productId: placeholder('product'), score: fc.integer({ min: 1, max: 10 }) }),
  fc.record({ reviewId: placeholder('review'), isHelpful: fc.boolean() }),
  fc.record({ reviewId: placeholder('review') }),
  fc.record({ username: fc.stringMatching(/^[\w.-]{3,30}$/) }),
);
const body = fc.oneof({ arbitrary: validBodies, weight: 2 }, mutated(validBodies, FIELDS, hostile), hostile);
const queryValues = fc.oneof(placeholder('product'), fc.constantFrom('0', '1', '4', '5', '50', '51', 'user', 'critic', 'x'));

describe('hostile input to the review calls', () => {
  let kit: ReviewsKit;
  let ana: Buyer;
  let pools: Record<string, readonly unknown[]>;
  beforeAll(async () => {
    kit = await openReviewsKit();
    ana = await kit.buyer();
    await kit.own(ana, GAME.plain);
    await kit.own(ana, GAME.reviewed);
    await kit.profile(ana, 'ana');
    const own = reviewSchema.parse((await kit.call(ana, 'POST', '/api/userreview/reviewtitle', { productId: GAME.reviewed, score: 7, title: 'Mine', body: 'My own words.' })).json());
    const seeded = await kit.db.selectFrom('reviews').select('id').where('product_id', '=', GAME.reviewed).limit(3).execute();
    pools = { review: [own.id, ...seeded.map((r) => r.id)], product: [GAME.plain, GAME.reviewed, GAME.bundle, GAME.preorder] };
  });
  afterAll(async () => {
    await kit.close();
  });

  it('should never answer 5xx, and answer 200s with the contract schema and refusals in the shapes of spec §8', async () => {
    const answered = new Map<string, Set<number>>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        hostileQuery(['productId', 'sortOrder', 'tab', 'pageSize', 'pageIndex'], queryValues),
        fc.oneof({ arbitrary: body.map((json) => ({ json })), weight: 5 }, rawBody.map((raw) => ({ raw }))),
        contentType,
        caller,
        malformedAuth,
        async (route, query, payload, type, who, malformed) => {
          const url = `${route.path}?${resolveInText(query, pools)}`;
          const post = route.method === 'POST';
          const options: HostileRequest = { method: route.method, url, headers: callerHeaders(who, ana.token, malformed) };
          if (post) attachBody(options, { ...payload, type }, pools);
          const res = await kit.app.inject(options);
          expectNo5xx(res, options);
          answered.set(route.path, (answered.get(route.path) ?? new Set()).add(res.statusCode));
          if (res.statusCode === 200) route.response.parse(res.json());
          else expectErrorShape(res, `${route.method} ${url}`);
        },
      ),
      // a fixed seed: the reach check below depends on which runs were drawn
      { numRuns: 400, seed: 20261124 },
    );
    // the run reached past the schemas: some calls of each kind were answered or refused by the rules
    for (const route of ROUTES) expect([...(answered.get(route.path) ?? [])].some((status) => status !== 400 && status !== 401), route.path).toBe(true);
    // a hostile run never breaks the once-only rules
    const authored = await kit.db.selectFrom('review_authors').select(['account_id', 'product_id']).execute();
    expect(new Set(authored.map((a) => `${a.account_id}:${a.product_id}`)).size).toBe(authored.length);
  });
});
