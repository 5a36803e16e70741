/** A tab of the product page. */
export type ProductTabKey = 'summary' | 'critic-reviews' | 'user-reviews' | 'screenshots' | 'videos';

/** Product types whose page has no review tabs (spec §2). */
const WITHOUT_REVIEWS = new Set(['Bundle', 'CustomBundle']);

/**
 * The tabs of a product page: summary, critic reviews, user reviews, screenshots, videos; the
 * review tabs are left out for Bundle and CustomBundle products (spec §2).
 * @param productType - The product's `productType`.
 * @returns The tabs with their labels, in order.
 * @example
 * productTabs('Bundle').map((t) => t.key); // ['summary', 'screenshots', 'videos']
 */
export function productTabs(productType: string | null | undefined): { key: ProductTabKey; label: string }[] {
  const reviews = !WITHOUT_REVIEWS.has(productType ?? '');
  return [
    { key: 'summary', label: 'Summary' },
    ...(reviews
      ? [
          { key: 'critic-reviews' as const, label: 'Critic Reviews' },
          { key: 'user-reviews' as const, label: 'User Reviews' },
        ]
      : []),
    { key: 'screenshots', label: 'Screenshots' },
    { key: 'videos', label: 'Videos' },
  ];
}
