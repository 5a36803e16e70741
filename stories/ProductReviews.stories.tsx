import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Reviewable } from '@d2d/contract';
import { ProductReviews } from '@d2d/react';
import { reviewRoutes } from './reviewRoutes.js';
import { storyStore, WithStore } from './storyStore.js';

/** The tab on a story store whose server answers the review calls from the fixtures. */
function Connected({ signedIn, reviewable, empty }: { signedIn: boolean; reviewable?: Reviewable; empty?: boolean }) {
  const [store] = useState(() => storyStore({ signedIn, routes: reviewRoutes({ ...(reviewable ? { reviewable } : {}), ...(empty ? { list: [] } : {}) }) }));
  return (
    <WithStore store={store}>
      <ProductReviews product={{ id: 16, title: 'Copper Gambit' }} />
    </WithStore>
  );
}

const meta = {
  title: 'Product/ProductReviews',
  component: ProductReviews,
  args: { product: { id: 16, title: 'Copper Gambit' } },
  render: () => <Connected signedIn={false} />,
} satisfies Meta<typeof ProductReviews>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor reads: the average, the sort order, 5 reviews per page. */
export const Visitor: Story = {};
/** A signed-in shopper votes and reports under each review. */
export const SignedIn: Story = { render: () => <Connected signedIn /> };
/** A shopper who owns the game and has no reviewer profile yet: 'Write a review' opens the profile modal first. */
export const MayReview: Story = { render: () => <Connected signedIn reviewable={{ isReviewable: true, profile: null }} /> };
/** A shopper with a profile goes straight to the review modal. */
export const MayReviewWithProfile: Story = { render: () => <Connected signedIn reviewable={{ isReviewable: true, profile: { username: 'story_player' } }} /> };
export const NoReviews: Story = { render: () => <Connected signedIn={false} empty /> };
