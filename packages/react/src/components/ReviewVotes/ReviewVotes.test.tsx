import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, type Review } from '@d2d/contract';
import type { Store } from '@d2d/core';
import { StoreProvider } from '../../provider/StoreProvider.js';
import { createTestStore, jsonError, type Routes } from '../../test/testStore.js';
import { reviews } from '../../fixtures/reviews.js';
import { ReviewVotes } from './ReviewVotes.js';

const stores: Store[] = [];
afterEach(() => {
  cleanup();
  for (const s of stores.splice(0)) s.dispose();
});

const refused = () => jsonError(409, { failureError: { id: 0, message: MESSAGES.reviewVoteFailed } });
const review = reviews[0]!;

function setup(routes: Routes, onVoted: (next: Review) => void = () => {}) {
  const bodies: Record<string, unknown[]> = {};
  const recorded = Object.fromEntries(
    Object.entries(routes).map(([key, answer]) => [
      key,
      async (request: Request) => {
        (bodies[key] ??= []).push(await request.clone().json());
        return answer(request);
      },
    ]),
  );
  const { store } = createTestStore(recorded, { token: 'tok' });
  stores.push(store);
  render(
    <StoreProvider store={store} restoreSession={false}>
      <ReviewVotes review={review} onVoted={onVoted} />
    </StoreProvider>,
  );
  return bodies;
}

describe('ReviewVotes', () => {
  it('should vote helpful, give the review its new counts and thank the shopper', async () => {
    const onVoted = vi.fn();
    const bodies = setup({ 'POST /api/userreview/voteuserreviewhelpful': () => ({ success: true }) }, onVoted);
    const group = screen.getByRole('group', { name: 'Was this review helpful?' });
    fireEvent.click(within(group).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(MESSAGES.reviewVoted));
    expect(bodies['POST /api/userreview/voteuserreviewhelpful']).toEqual([{ reviewId: review.id, isHelpful: true }]);
    expect(onVoted).toHaveBeenCalledWith({ ...review, isHelpful: true, countHelpful: 13, totalHelpfulVotesCast: 15, percentageHelpful: 87 });
  });

  it("should show the spec's text when the server refuses a vote (twice, or one's own review)", async () => {
    const onVoted = vi.fn();
    const bodies = setup({ 'POST /api/userreview/voteuserreviewhelpful': refused }, onVoted);
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Sorry, we cannot process your request at this time.'));
    expect(bodies['POST /api/userreview/voteuserreviewhelpful']).toEqual([{ reviewId: review.id, isHelpful: false }]);
    expect(onVoted).not.toHaveBeenCalled();
  });

  it('should report only after the confirmation, then say it was reported', async () => {
    const bodies = setup({ 'POST /api/userreview/flagreviewasabusive': () => ({ success: true }) });
    const opener = screen.getByRole('button', { name: 'Report abuse' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(within(screen.getByRole('alertdialog', { name: 'Report abuse' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(bodies['POST /api/userreview/flagreviewasabusive']).toBeUndefined();

    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(MESSAGES.reviewReported));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(bodies['POST /api/userreview/flagreviewasabusive']).toEqual([{ reviewId: review.id }]);
    // the dialog hands focus back when its effects are cleaned up, which React may do after the commit
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it("should show the spec's text when the server refuses a report", async () => {
    setup({ 'POST /api/userreview/flagreviewasabusive': refused });
    fireEvent.click(screen.getByRole('button', { name: 'Report abuse' }));
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MESSAGES.reviewVoteFailed));
  });

  it("should press the shopper's own vote", () => {
    const { store } = createTestStore({}, { token: 'tok' });
    stores.push(store);
    render(
      <StoreProvider store={store} restoreSession={false}>
        <ReviewVotes review={{ ...review, isHelpful: false }} />
      </StoreProvider>,
    );
    expect(screen.getByRole('button', { name: 'No' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Yes' }).getAttribute('aria-pressed')).toBe('false');
  });
});
