import { describe, expect, it } from 'vitest';
import { COLLECTION_ERROR_CODE, MESSAGES } from '@d2d/contract';
import { ApiError, NetworkError, collectionAvailability } from './index.js';

describe('collectionAvailability', () => {
  it('should name the collection the findpage answer puts first', () => {
    expect(collectionAvailability(88, { promotions: [{ id: 88, name: 'Legends Arcade' }, { id: 3, name: 'Summer Sale' }] }, undefined)).toEqual({ kind: 'available', name: 'Legends Arcade' });
  });

  it('should call a collection the answer does not name unavailable, not title it with a running promotion', () => {
    expect(collectionAvailability(999, { promotions: [{ id: 3, name: 'Summer Sale' }] }, undefined)).toEqual({ kind: 'unavailable' });
    expect(collectionAvailability(999, { promotions: [] }, undefined)).toEqual({ kind: 'unavailable' });
    expect(collectionAvailability(999, {}, undefined)).toEqual({ kind: 'unavailable' });
  });

  it('should read code 1001 as unavailable (spec §8), and wait while loading', () => {
    const refused = new ApiError('GET /api/productquery/findpage', { status: 422, body: { code: COLLECTION_ERROR_CODE.unavailable, message: 'gone' } });
    expect(collectionAvailability(88, undefined, refused)).toEqual({ kind: 'unavailable' });
    expect(collectionAvailability(88, undefined, undefined)).toEqual({ kind: 'loading' });
    // a failed call is not a verdict on the collection: the page offers to try again
    expect(collectionAvailability(88, undefined, new NetworkError('GET /api/productquery/findpage', new TypeError('offline')))).toEqual({ kind: 'loading' });
    expect(MESSAGES.collectionUnavailable).toBe('This collection is currently unavailable.');
  });
});
