import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SubscribeSuccessDialog } from './SubscribeSuccessDialog.js';

afterEach(cleanup);

describe('SubscribeSuccessDialog', () => {
  it('should confirm the plan with its renewal date and lead to the subscription tab', () => {
    const onViewSubscription = vi.fn();
    const onClose = vi.fn();
    render(<SubscribeSuccessDialog open renewsOn="Jul 15, 2030" onViewSubscription={onViewSubscription} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Welcome to Premium' });
    expect(screen.getByRole('status').textContent).toBe('Your subscription is active.');
    expect(dialog.textContent).toContain('Your plan renews on Jul 15, 2030.');
    fireEvent.click(screen.getByRole('button', { name: 'View my subscription' }));
    expect(onViewSubscription).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Keep browsing' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('should leave the date out when it is not known', () => {
    render(<SubscribeSuccessDialog open renewsOn={null} onViewSubscription={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog').textContent).not.toContain('renews on');
  });
});
