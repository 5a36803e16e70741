import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MessageDialog } from './MessageDialog.js';

afterEach(cleanup);

describe('MessageDialog', () => {
  it('should show the title and each line of the message as a paragraph, closed by OK', () => {
    const onClose = vi.fn();
    render(<MessageDialog open title="Add Coupon Fail" message={'Coupon has expired.\nTry another code.'} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Add Coupon Fail' });
    expect([...dialog.querySelectorAll('.d2d-message p')].map((p) => p.textContent)).toEqual(['Coupon has expired.', 'Try another code.']);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('should be an alert dialog described by its message for errors', () => {
    render(<MessageDialog open tone="error" title="Message" message="Something went wrong." onClose={() => {}} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Message' });
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('Something went wrong.');
  });

  it('should put extra actions beside a renamed close button', () => {
    const onClose = vi.fn();
    render(<MessageDialog open title="Free Premium Trial" message="Try it." closeLabel="Not now" actions={<button type="button">Start free trial</button>} onClose={onClose} />);
    expect(screen.getByRole('button', { name: 'Start free trial' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'OK' })).toBeNull();
  });

  it('should render a message given as elements as it is', () => {
    render(<MessageDialog open title="Reminder" message={<ul><li>Arcade Legends</li></ul>} onClose={() => {}} />);
    expect(screen.getByRole('listitem').textContent).toBe('Arcade Legends');
  });
});
