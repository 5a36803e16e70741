import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, type Reviewable } from '@d2d/contract';
import type { Store } from '@d2d/core';
import { StoreProvider } from '../../provider/StoreProvider.js';
import { createTestStore, type Routes } from '../../test/testStore.js';
import { account } from '../../fixtures/account.js';
import { reviews, reviewsAverage } from '../../fixtures/reviews.js';
import { ProductReviews } from './ProductReviews.js';

const stores: Store[] = [];
afterEach(() => {
  cleanup();
  for (const s of stores.splice(0)) s.dispose();
});

const product = { id: 16, title: 'Copper Gambit' };

/** findpage over the fixture reviews: 5 per page, ordered by score for the score sorts. */
function findPage(list = reviews): Routes[string] {
  return (request) => {
    const query = new URL(request.url).searchParams;
    const pageIndex = Number(query.get('pageIndex'));
    const pageSize = Number(query.get('pageSize'));
    const sort = Number(query.get('sortOrder'));
    const sorted = sort === 3 ? [...list].sort((a, b) => b.score! - a.score!) : sort === 4 ? [...list].sort((a, b) => a.score! - b.score!) : list;
    const average = list.length === 0 ? null : Math.round((list.reduce((sum, r) => sum + r.score!, 0) / list.length) * 10) / 10;
    return {
      items: sorted.slice((pageIndex - 1) * pageSize, pageIndex * pageSize),
      totalItems: list.length,
      currentPageIndex: pageIndex,
      pageSize,
      isFirstPage: pageIndex === 1,
      isLastPage: pageIndex * pageSize >= list.length,
      averageScore: average,
    };
  };
}

function setup(options: { signedIn?: boolean; reviewable?: Reviewable; routes?: Routes } = {}) {
  const { store, requests } = createTestStore(
    {
      'GET /api/userreview/findpage': findPage(),
      'GET /api/userreview/productisreviewablebyuser': () => options.reviewable ?? { isReviewable: false, profile: null },
      ...options.routes,
    },
    options.signedIn ? { token: 'tok' } : {},
  );
  stores.push(store);
  if (options.signedIn) store.session.account.value = account;
  render(
    <StoreProvider store={store} restoreSession={false}>
      <ProductReviews product={product} />
    </StoreProvider>,
  );
  const pages = () => requests.filter((r) => r.url.includes('/findpage')).map((r) => Object.fromEntries(new URL(r.url).searchParams));
  return { store, requests, pages };
}

const articles = () => within(screen.getByRole('list', { name: 'User reviews' })).getAllByRole('article');

describe('ProductReviews', () => {
  it('should show a visitor the average rating and the reviews 5 per page, without votes or writing', async () => {
    const { pages, requests } = setup();
    await waitFor(() => expect(articles()).toHaveLength(5));
    expect(screen.getByText(/^Average rating/).textContent).toBe(`Average rating ${reviewsAverage.toFixed(1)} out of 10 · 7 reviews`);
    fireEvent.click(screen.getByRole('button', { name: 'Load more reviews' }));
    await waitFor(() => expect(articles()).toHaveLength(7));
    expect(screen.getByText(MESSAGES.endOfResults)).toBeTruthy();
    expect(pages()).toEqual([
      { productId: '16', sortOrder: '0', pageIndex: '1', pageSize: '5', tab: 'user' },
      { productId: '16', sortOrder: '0', pageIndex: '2', pageSize: '5', tab: 'user' },
    ]);
    expect(screen.queryByRole('button', { name: 'Write a review' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Was this review helpful?' })).toBeNull();
    expect(requests.some((r) => r.url.includes('productisreviewablebyuser'))).toBe(false);
  });

  it('should render every review as text, never as markup', async () => {
    setup();
    const article = await screen.findByRole('article', { name: '<b>Bold</b> & true' });
    expect(within(article).getByText('<script>alert(1)</script> is how I feel about the boss fights.')).toBeTruthy();
    expect(article.querySelector('script, b')).toBeNull();
    expect(within(screen.getByRole('article', { name: 'The ending is sh1t' })).getByText(MESSAGES.reviewLanguageFlag)).toBeTruthy();
  });

  it('should reload from the first page in the chosen sort order', async () => {
    const { pages } = setup();
    await waitFor(() => expect(articles()).toHaveLength(5));
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort reviews by' }), { target: { value: '3' } });
    await waitFor(() => expect(articles()[0]?.getAttribute('aria-label')).toBe('Best of the year'));
    expect(within(articles()[0]!).getByRole('img').getAttribute('aria-label')).toBe('Score 10 out of 10');
    expect(pages().at(-1)).toMatchObject({ sortOrder: '3', pageIndex: '1' });
    const options = within(screen.getByRole('combobox', { name: 'Sort reviews by' })).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Newest first', 'Oldest first', 'Most helpful', 'Highest score', 'Lowest score']);
  });

  it('should say when there are no reviews yet, without an average', async () => {
    setup({ routes: { 'GET /api/userreview/findpage': findPage([]) } });
    await screen.findByText(MESSAGES.noReviewsYet);
    expect(screen.queryByText(/^Average rating/)).toBeNull();
  });

  it('should give signed-in shoppers helpful votes under each review, but no writing when they may not review', async () => {
    const { requests } = setup({ signedIn: true });
    await waitFor(() => expect(articles()).toHaveLength(5));
    expect(within(articles()[0]!).getByRole('group', { name: 'Was this review helpful?' })).toBeTruthy();
    expect(within(articles()[0]!).getByRole('button', { name: 'Report abuse' })).toBeTruthy();
    await waitFor(() => expect(requests.some((r) => r.url.includes('productisreviewablebyuser?productId=16'))).toBe(true));
    expect(screen.queryByRole('button', { name: 'Write a review' })).toBeNull();
  });

  it('should create a reviewer profile first, then take the review and list it', async () => {
    const written = { ...reviews[1]!, id: 960, reviewId: 960, title: 'Mine', reviewTitle: 'Mine', dateCreated: '2024-06-01T00:00:00.000Z' };
    let saved = false;
    let reviewable: Reviewable = { isReviewable: true, profile: null };
    setup({
      signedIn: true,
      routes: {
        'GET /api/userreview/findpage': (request) => findPage(saved ? [written, ...reviews] : reviews)(request),
        'GET /api/userreview/productisreviewablebyuser': () => reviewable,
        'POST /api/userreview/createreviewerprofile': () => ({ username: 'mara' }),
        'POST /api/userreview/reviewtitle': async (request) => {
          const body = (await request.json()) as { preview?: boolean };
          if (!body.preview) {
            saved = true;
            reviewable = { isReviewable: false, profile: { username: 'mara' } };
          }
          return written;
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Write a review' }));
    const profile = screen.getByRole('dialog', { name: 'Create your reviewer profile' });
    fireEvent.change(within(profile).getByRole('textbox', { name: 'User name' }), { target: { value: 'mara' } });
    fireEvent.click(within(profile).getByRole('button', { name: 'Create profile' }));

    const writer = await screen.findByRole('dialog', { name: 'Write a review' });
    expect(screen.queryByRole('dialog', { name: 'Create your reviewer profile' })).toBeNull();
    fireEvent.click(within(writer).getByRole('radio', { name: '7 out of 10' }));
    fireEvent.change(within(writer).getByRole('textbox', { name: 'Title' }), { target: { value: 'Mine' } });
    fireEvent.change(within(writer).getByRole('textbox', { name: 'Your review' }), { target: { value: 'Good fun.' } });
    fireEvent.click(within(writer).getByRole('button', { name: 'Submit review' }));
    await within(writer).findByText(MESSAGES.reviewSubmitted);
    await waitFor(() => expect(articles()[0]?.getAttribute('aria-label')).toBe('Mine'));

    fireEvent.click(within(writer).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Write a review' })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Sort reviews by' }));
  });

  it('should open the review dialog straight away for a shopper with a profile', async () => {
    setup({ signedIn: true, reviewable: { isReviewable: true, profile: { username: 'mara' } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Write a review' }));
    expect(screen.getByRole('dialog', { name: 'Write a review' })).toBeTruthy();
    expect(screen.getByText('Copper Gambit · published as mara')).toBeTruthy();
  });
});
