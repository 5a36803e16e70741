import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@d2d/contract';
import type { Store } from '@d2d/core';
import { StoreProvider } from '../../provider/StoreProvider.js';
import { createTestStore, jsonError, type Routes } from '../../test/testStore.js';
import { ReviewerProfileDialog } from './ReviewerProfileDialog.js';

const stores: Store[] = [];
afterEach(() => {
  cleanup();
  for (const s of stores.splice(0)) s.dispose();
});

function setup(answer: Routes[string] = async (request) => ({ username: ((await request.json()) as { username: string }).username })) {
  const sent: unknown[] = [];
  const { store } = createTestStore(
    {
      'POST /api/userreview/createreviewerprofile': async (request) => {
        sent.push(await request.clone().json());
        return answer(request);
      },
    },
    { token: 'tok' },
  );
  stores.push(store);
  const onCreated = vi.fn();
  const onClose = vi.fn();
  render(
    <StoreProvider store={store} restoreSession={false}>
      <ReviewerProfileDialog open onClose={onClose} onCreated={onCreated} />
    </StoreProvider>,
  );
  const name = screen.getByRole('textbox', { name: 'User name' });
  const create = (value: string) => {
    fireEvent.change(name, { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Create profile' }));
  };
  return { sent, onCreated, onClose, name, create };
}

describe('ReviewerProfileDialog', () => {
  it('should explain the profile and start in the user name field', () => {
    const { name } = setup();
    const dialog = screen.getByRole('dialog', { name: 'Create your reviewer profile' });
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(MESSAGES.reviewerProfileIntro);
    expect(document.activeElement).toBe(name);
  });

  it('should check the name with the contract rule before sending anything', () => {
    const { sent, create, name } = setup();
    create('');
    expect(screen.getByText(MESSAGES.fieldRequired)).toBeTruthy();
    create('a b');
    expect(screen.getByText(MESSAGES.reviewerNameRule)).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('should create the profile with the trimmed name and hand it on', async () => {
    const { sent, create, onCreated } = setup();
    create('  mara_k ');
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith({ username: 'mara_k' }));
    expect(sent).toEqual([{ username: 'mara_k' }]);
  });

  it("should put the server's message for a taken name on the field", async () => {
    const { create, onCreated, name } = setup(() => jsonError(422, { errors: { username: ['This user name is already taken.'] } }));
    create('mara');
    await waitFor(() => expect(screen.getByText('This user name is already taken.')).toBeTruthy());
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('should show the system-error text above the form for other failures', async () => {
    const { create } = setup(() => jsonError(500, {}));
    create('mara');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MESSAGES.reviewSystemError));
  });

  it('should close with Cancel and Escape', () => {
    const { onClose } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
