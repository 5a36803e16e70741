import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MESSAGES, type Ack } from '@d2d/contract';
import { StreamingUnsubscribeDialog } from './StreamingUnsubscribeDialog.js';

afterEach(cleanup);

describe('StreamingUnsubscribeDialog', () => {
  it('should take the address off the list with the inputs disabled while it runs, then complete', async () => {
    let resolve: (ack: Ack) => void = () => {};
    const onUnsubscribe = vi.fn(() => new Promise<Ack>((r) => (resolve = r)));
    const onClose = vi.fn();
    render(<StreamingUnsubscribeDialog open defaultEmail="fan@example.com" onUnsubscribe={onUnsubscribe} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Unsubscribe from streaming news' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(onUnsubscribe).toHaveBeenCalledWith('fan@example.com');
    expect(screen.getByLabelText('E-mail').matches(':disabled')).toBe(true);
    resolve({ success: true, message: 'You have been removed from the streaming mailing list.' });
    await screen.findByRole('dialog', { name: 'Unsubscribed' });
    expect(screen.getByRole('status').textContent).toBe('You have been removed from the streaming mailing list.');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('should check the address and close with Escape', () => {
    const onClose = vi.fn();
    const onUnsubscribe = vi.fn();
    render(<StreamingUnsubscribeDialog open onUnsubscribe={onUnsubscribe} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(screen.getByText(MESSAGES.fieldRequired)).toBeTruthy();
    expect(onUnsubscribe).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('should show a failure and let the shopper try again', async () => {
    const onUnsubscribe = vi.fn().mockRejectedValueOnce(new Error('offline'));
    render(<StreamingUnsubscribeDialog open defaultEmail="fan@example.com" onUnsubscribe={onUnsubscribe} onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.serviceUnavailable);
    expect(screen.getByLabelText('E-mail').matches(':disabled')).toBe(false);
  });
});
