import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, type Review } from '@d2d/contract';
import type { Store } from '@d2d/core';
import { StoreProvider } from '../../provider/StoreProvider.js';
import { createTestStore, jsonError, type Routes } from '../../test/testStore.js';
import { reviews } from '../../fixtures/reviews.js';
import { ReviewWriteDialog } from './ReviewWriteDialog.js';

const stores: Store[] = [];
afterEach(() => {
  cleanup();
  for (const s of stores.splice(0)) s.dispose();
});

type Sent = { productId: number; score: number; title: string; body: string; preview?: boolean };

/** The server's rendering of what was sent (`renderReview`), flagged when the body says so. */
const echo: Routes[string] = async (request) => {
  const sent = (await request.json()) as Sent;
  return { ...reviews[1]!, id: 950, reviewId: 950, score: sent.score, title: sent.title, body: sent.body, reviewerName: 'mara', username: 'mara', hasLanguageViolations: sent.body.includes('sh1t') };
};

function setup(answer: Routes[string] = echo) {
  const sent: Sent[] = [];
  const { store } = createTestStore(
    {
      'POST /api/userreview/reviewtitle': async (request) => {
        sent.push((await request.clone().json()) as Sent);
        return answer(request);
      },
    },
    { token: 'tok' },
  );
  stores.push(store);
  const onSubmitted = vi.fn<(review: Review) => void>();
  const onClose = vi.fn();
  render(
    <StoreProvider store={store} restoreSession={false}>
      <ReviewWriteDialog open product={{ id: 16, title: 'Copper Gambit' }} profile={{ username: 'mara' }} siteId={1} onClose={onClose} onSubmitted={onSubmitted} />
    </StoreProvider>,
  );
  return { sent, onSubmitted, onClose };
}

function fill(score: number | null, title: string, body: string) {
  if (score !== null) fireEvent.click(screen.getByRole('radio', { name: `${score} out of 10` }));
  fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: title } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Your review' }), { target: { value: body } });
}

const press = (name: string) => fireEvent.click(within(screen.getByRole('dialog', { name: 'Write a review' })).getByRole('button', { name }));

describe('ReviewWriteDialog', () => {
  it('should offer a score from 1 to 10, a title and a body, publishing under the profile name', () => {
    setup();
    const rating = screen.getByRole('group', { name: 'Your rating' });
    expect(within(rating).getAllByRole('radio')).toHaveLength(10);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '1 out of 10' }));
    expect(screen.getByText('Copper Gambit · published as mara')).toBeTruthy();
  });

  it('should block submit without a score (0), a title or a body, sending nothing', () => {
    const { sent } = setup();
    fill(null, '', ' ');
    press('Submit review');
    expect(screen.getAllByText(MESSAGES.fieldRequired)).toHaveLength(3);
    expect(screen.getByRole('radio', { name: '5 out of 10' }).getAttribute('aria-invalid')).toBe('true');
    press('Preview');
    expect(sent).toEqual([]);
  });

  it('should cut the body at 2000 characters (code points) while typing and count them', () => {
    setup();
    fill(8, 'Fun', '😀'.repeat(2100));
    const body = screen.getByRole('textbox', { name: 'Your review' }) as HTMLTextAreaElement;
    expect([...body.value]).toHaveLength(2000);
    expect(screen.getByText('2000 / 2000 characters')).toBeTruthy();
  });

  it('should preview the review as the server renders it, as text, then edit and submit it', async () => {
    const { sent, onSubmitted } = setup();
    fill(8, '<b>Bold</b> & true', '<script>alert(1)</script> still fun');
    press('Preview');
    const preview = await screen.findByRole('article', { name: '<b>Bold</b> & true' });
    expect(document.activeElement?.textContent).toBe('This is how your review will appear.');
    expect(within(preview).getByText('<script>alert(1)</script> still fun')).toBeTruthy();
    expect(preview.querySelector('script, b')).toBeNull();
    expect(sent).toEqual([{ productId: 16, score: 8, title: '<b>Bold</b> & true', body: '<script>alert(1)</script> still fun', preview: true }]);
    expect(onSubmitted).not.toHaveBeenCalled();

    press('Edit');
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('<b>Bold</b> & true');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Title' }));
    press('Preview');
    await screen.findByRole('article');
    press('Submit review');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(MESSAGES.reviewSubmitted));
    expect(sent[2]).toEqual({ productId: 16, score: 8, title: '<b>Bold</b> & true', body: '<script>alert(1)</script> still fun' });
    expect(onSubmitted).toHaveBeenCalledWith(expect.objectContaining({ id: 950, title: '<b>Bold</b> & true' }));
  });

  it('should warn in the preview when the review has language violations', async () => {
    setup();
    fill(3, 'Meh', 'The ending is sh1t.');
    press('Preview');
    await screen.findByText(MESSAGES.reviewPreviewLanguage);
    expect(screen.getByText(MESSAGES.reviewLanguageFlag)).toBeTruthy();
  });

  it('should show the parental-control refusal (801) and go back to the review', async () => {
    setup(() => jsonError(409, { failureError: { id: 801, message: 'Your review was blocked by parental controls.' } }));
    fill(9, 'Great', 'Loved it');
    press('Preview');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Your review was blocked by parental controls.'));
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    press('Back to your review');
    expect((screen.getByRole('textbox', { name: 'Your review' }) as HTMLTextAreaElement).value).toBe('Loved it');
  });

  it('should show the system-error text for any other refusal', async () => {
    const { onSubmitted } = setup(() => jsonError(409, { failureError: { id: 0, message: 'You have already reviewed this product.' } }));
    fill(9, 'Great', 'Loved it');
    press('Submit review');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MESSAGES.reviewSystemError));
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('should keep focus inside while tabbing and close with Escape', () => {
    const { onClose } = setup();
    const dialog = screen.getByRole('dialog', { name: 'Write a review' });
    const submit = within(dialog).getByRole('button', { name: 'Submit review' });
    submit.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(submit);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
