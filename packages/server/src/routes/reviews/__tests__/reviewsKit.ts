/**
 * Test kit of the reviews area, over the streaming kit's seeded database copy (40 products,
 * seeded reviews, the clock at the seed's clock): shoppers, a game put straight in a library,
 * reviewer profiles and parental controls, and calls whose 200 answers parse with the contract.
 */
import { reviewerProfileSchema } from '@d2d/contract';
import { putInLibrary } from '../../../__tests__/harness.js';
import { openStreamingKit, type Buyer, type StreamingKit } from '../../streaming/__tests__/streamingKit.js';

export type { Buyer };

/** Showcase products of the catalogue seed; `plain` has its seeded reviews removed. */
export const GAME = { reviewed: 1, preorder: 2, ads: 4, bundle: 6, plain: 16 } as const;

export interface ReviewsKit extends StreamingKit {
  /** Puts a bought game in the shopper's library (as completion does). */
  own(who: Buyer, productId: number, options?: { purchaseType?: 'purchase' | 'rental'; tradedIn?: boolean }): Promise<void>;
  /** Creates the shopper's reviewer profile through the call. */
  profile(who: Buyer, username: string): Promise<void>;
  /** Puts the account under parental controls (support does this; no call). */
  parental(who: Buyer): Promise<void>;
}

/** A fresh seeded database and app; close it after the test. */
export async function openReviewsKit(): Promise<ReviewsKit> {
  const base = await openStreamingKit();
  // the plain game starts without reviews, so a test's own reviews are all findpage lists
  await base.db.deleteFrom('reviews').where('product_id', '=', GAME.plain).execute();
  return Object.assign(base, {
    async own(who: Buyer, productId: number, options: { purchaseType?: 'purchase' | 'rental'; tradedIn?: boolean } = {}) {
      const at = base.clock.now;
      await putInLibrary(base.db, who.id, productId, { purchaseType: options.purchaseType, tradedInAt: options.tradedIn ? at : null, at });
    },
    async profile(who: Buyer, username: string) {
      await base.ok(who, 'POST', '/api/userreview/createreviewerprofile', reviewerProfileSchema, { username });
    },
    async parental(who: Buyer) {
      await base.db.insertInto('review_parental_controls').values({ account_id: who.id, created_at: base.clock.now }).execute();
    },
  });
}
