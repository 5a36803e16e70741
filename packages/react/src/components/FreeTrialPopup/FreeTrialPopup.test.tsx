import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MESSAGES } from '@d2d/contract';
import { FreeTrialPopup } from './FreeTrialPopup.js';

afterEach(cleanup);

const props = { open: true, offerEnds: 'Jan 31, 2031', onLogin: vi.fn(), onViewSubscription: vi.fn(), onClose: vi.fn() };

describe('FreeTrialPopup', () => {
  it('should start the trial of a signed-in account and lead to the subscription tab', async () => {
    const onStartTrial = vi.fn(async () => 'Your free premium trial has started.');
    const onViewSubscription = vi.fn();
    render(<FreeTrialPopup {...props} signedIn onStartTrial={onStartTrial} onViewSubscription={onViewSubscription} />);
    const dialog = screen.getByRole('dialog', { name: 'Free Premium Trial' });
    expect(dialog.textContent).toContain('Offer ends Jan 31, 2031.');
    expect(dialog.textContent).not.toContain(MESSAGES.loginForFreeTrial);
    fireEvent.click(screen.getByRole('button', { name: 'Start free trial' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your free premium trial has started.');
    fireEvent.click(screen.getByRole('button', { name: 'View my subscription' }));
    expect(onViewSubscription).toHaveBeenCalled();
  });

  it("should ask a visitor to log in with the spec's text", () => {
    const onLogin = vi.fn();
    render(<FreeTrialPopup {...props} signedIn={false} onStartTrial={vi.fn()} onLogin={onLogin} />);
    expect(screen.queryByRole('button', { name: 'Start free trial' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.loginForFreeTrial }));
    expect(onLogin).toHaveBeenCalled();
  });

  it('should show a refused redeem and keep the offer open', async () => {
    render(<FreeTrialPopup {...props} signedIn onStartTrial={() => Promise.reject(new Error('The free trial offer is not running right now.'))} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start free trial' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The free trial offer is not running right now.');
    expect(screen.getByRole('button', { name: 'Start free trial' })).toBeTruthy();
  });
});
