import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Review } from '@d2d/contract';
import { ReviewArticle, ReviewVotes } from '@d2d/react';
import { reviews } from '../packages/react/src/fixtures/reviews.js';
import { reviewRoutes } from './reviewRoutes.js';
import { storyStore, WithStore } from './storyStore.js';

/** The controls under a listed review, on a store that takes (or, with `refuse`, refuses) them. */
function Connected({ review, refuse }: { review: Review; refuse?: boolean }) {
  const [store] = useState(() => storyStore({ signedIn: true, routes: reviewRoutes({ refuse: refuse ?? false }) }));
  const [shown, setShown] = useState(review);
  return (
    <WithStore store={store}>
      <div style={{ maxWidth: 640 }}>
        <ReviewArticle review={shown} siteId={1} actions={<ReviewVotes review={shown} onVoted={setShown} />} />
      </div>
    </WithStore>
  );
}

const meta = {
  title: 'Product/ReviewVotes',
  component: ReviewVotes,
  args: { review: reviews[0]! },
  render: (args) => <Connected review={args.review} />,
} satisfies Meta<typeof ReviewVotes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Vote or report: the server takes it and the counts move. */
export const Votes: Story = {};
/** The shopper voted this review helpful before. */
export const AlreadyVoted: Story = { args: { review: { ...reviews[0]!, isHelpful: true } } };
/** The server refuses (a second vote, or one's own review): the spec's text. */
export const Refused: Story = { render: (args) => <Connected review={args.review} refuse /> };
