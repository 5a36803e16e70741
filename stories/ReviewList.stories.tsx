import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Review } from '@d2d/contract';
import { ReviewList } from '@d2d/react';

const reviews: Review[] = [
  { id: 1, title: 'Tense and clever', body: 'Every jump feels like a gamble. Loved it.', score: 9, reviewerName: 'Mara', reviewerCity: 'Austin', dateCreated: '2024-02-11', countHelpful: 12, totalHelpfulVotesCast: 14 },
  { id: 2, title: 'Great until the last act', body: 'The final missions drag, but the first twenty hours are superb.', score: 7, reviewerName: 'Theo', dateCreated: '2024-03-02' },
];

const meta = {
  title: 'Product/ReviewList',
  component: ReviewList,
  args: { siteId: 1, loadPage: async (page: number) => ({ items: page === 1 ? reviews : [], isLastPage: true }) },
} satisfies Meta<typeof ReviewList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Reviews: Story = {};
export const NoReviews: Story = { args: { loadPage: async () => ({ items: [], isLastPage: true }) } };
