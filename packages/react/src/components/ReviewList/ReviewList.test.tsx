import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MESSAGES, type Review } from '@d2d/contract';
import { ReviewList } from './ReviewList.js';

afterEach(cleanup);

const review = (id: number): Review => ({ id, title: `Review ${id}`, body: 'Great game.', score: 8, reviewerName: 'Sam', dateCreated: '2024-03-05' });

describe('ReviewList', () => {
  it("should say 'No reviews yet!' when there are none", async () => {
    render(<ReviewList siteId={1} loadPage={async () => ({ items: [], isLastPage: true })} />);
    await waitFor(() => expect(screen.getByText('No reviews yet!')).toBeTruthy());
    expect(screen.queryByText('End of results')).toBeNull();
  });

  it("should load more pages and end with 'End of results'", async () => {
    const loadPage = vi.fn(async (page: number) => ({ items: [review(page * 10 + 1), review(page * 10 + 2)], isLastPage: page === 2 }));
    render(<ReviewList siteId={1} loadPage={loadPage} />);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.getByRole('article', { name: 'Review 11' }).textContent).toContain('03/05/2024');
    fireEvent.click(screen.getByRole('button', { name: 'Load more reviews' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));
    expect(screen.getByText('End of results')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more reviews' })).toBeNull();
    expect(loadPage.mock.calls.map((c) => c[0])).toEqual([1, 2]);
  });

  it('should render reviews as text and put the given controls under each, which may replace it', async () => {
    const hostile: Review = { id: 5, title: '<b>Bold</b>', body: '<img src=x onerror=alert(1)>', score: 4, hasLanguageViolations: true, countHelpful: 1, totalHelpfulVotesCast: 2 };
    render(
      <ReviewList
        siteId={1}
        loadPage={async () => ({ items: [hostile, review(6)], isLastPage: true })}
        renderActions={(r, replace) => (
          <button type="button" onClick={() => replace({ ...r, countHelpful: 2, totalHelpfulVotesCast: 3 })}>
            Vote on {r.title}
          </button>
        )}
      />,
    );
    const article = await screen.findByRole('article', { name: '<b>Bold</b>' });
    expect(article.querySelector('b, img')).toBeNull();
    expect(article.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(article.textContent).toContain(MESSAGES.reviewLanguageFlag);
    expect(article.textContent).toContain('1 of 2 players found this helpful');
    fireEvent.click(screen.getByRole('button', { name: 'Vote on <b>Bold</b>' }));
    expect(article.textContent).toContain('2 of 3 players found this helpful');
    expect(screen.getByRole('button', { name: 'Vote on Review 6' })).toBeTruthy();
  });

  it('should offer a retry when a page fails', async () => {
    let fail = true;
    render(<ReviewList siteId={1} loadPage={async () => { if (fail) throw new Error('x'); return { items: [review(1)], isLastPage: true }; }} />);
    await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('End of results')).toBeTruthy());
  });
});
