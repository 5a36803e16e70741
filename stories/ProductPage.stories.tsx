import type { Meta, StoryObj } from '@storybook/react-vite';
import { MediaBrowser, ProductHero, ProductSummary, ReviewList } from '@d2d/react';
import type { Review } from '@d2d/contract';
import { productDetail } from '../packages/react/src/fixtures/products.js';
import { screenshots } from '../packages/react/src/fixtures/media.js';

const reviews: Review[] = [
  { id: 1, title: 'Tense and clever', body: 'Every jump feels like a gamble. Loved it.', score: 9, reviewerName: 'Mara', reviewerCity: 'Austin', dateCreated: '2024-02-11', countHelpful: 12, totalHelpfulVotesCast: 14 },
  { id: 2, title: 'Great until the last act', body: 'The final missions drag, but the first twenty hours are superb.', score: 7, reviewerName: 'Theo', dateCreated: '2024-03-02' },
];

const meta = {
  title: 'Product/ProductHero',
  component: ProductHero,
  args: { product: productDetail, siteId: 1, offer: <button type="button" className="d2d-button d2d-button--buy">Add to Cart</button> },
} satisfies Meta<typeof ProductHero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hero: Story = {};
export const UkSite: Story = { args: { siteId: 2 } };
export const Summary: Story = { render: () => <ProductSummary product={productDetail} productHref={(p) => '#!/download-x/' + p.id} onDownloadBonus={() => {}} /> };
export const Reviews: Story = { render: () => <ReviewList siteId={1} loadPage={async (page) => ({ items: page === 1 ? reviews : [], isLastPage: true })} /> };
export const NoReviews: Story = { render: () => <ReviewList siteId={1} loadPage={async () => ({ items: [], isLastPage: true })} /> };
export const Screenshots: Story = { render: () => <MediaBrowser kind="screenshots" title={productDetail.title} items={screenshots} /> };
export const NoVideos: Story = { render: () => <MediaBrowser kind="videos" title={productDetail.title} items={[]} /> };
