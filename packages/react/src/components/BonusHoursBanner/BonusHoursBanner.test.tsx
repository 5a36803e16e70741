import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { bonusCampaign } from '../../fixtures/streaming.js';
import { BonusHoursBanner } from './BonusHoursBanner.js';

afterEach(cleanup);

const NOW = Date.parse('2031-06-01T00:00:00Z');

describe('BonusHoursBanner', () => {
  it('should offer the bonus hours while the campaign runs and redeem them once', async () => {
    const onRedeem = vi.fn(async () => {});
    render(<BonusHoursBanner campaign={bonusCampaign} redeemed={false} now={NOW} onRedeem={onRedeem} />);
    expect(screen.getByRole('heading', { name: '20 Bonus Cloud Play Hours' })).toBeTruthy();
    expect(screen.getByText(/Offer ends \d\d-\d\d-2040 \d+:\d\d:\d\d\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Claim 20 bonus hours' }));
    expect((await screen.findByRole('status')).textContent).toBe('20 bonus Cloud Play hours were added to your account.');
    expect(screen.queryByRole('button')).toBeNull();
    expect(onRedeem).toHaveBeenCalledTimes(1);
  });

  it('should disable the button while redeeming and show a refusal', async () => {
    let reject: (e: Error) => void = () => {};
    render(<BonusHoursBanner campaign={bonusCampaign} redeemed={false} now={NOW} onRedeem={() => new Promise((_, r) => (reject = r))} />);
    fireEvent.click(screen.getByRole('button', { name: 'Claim 20 bonus hours' }));
    expect((screen.getByRole('button', { name: 'Claiming…' }) as HTMLButtonElement).disabled).toBe(true);
    reject(new Error('You have already redeemed your bonus hours.'));
    expect((await screen.findByRole('alert')).textContent).toBe('You have already redeemed your bonus hours.');
    expect((screen.getByRole('button', { name: 'Claim 20 bonus hours' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('should show nothing once redeemed, outside the campaign or without one', () => {
    const { container, rerender } = render(<BonusHoursBanner campaign={bonusCampaign} redeemed now={NOW} onRedeem={async () => {}} />);
    expect(container.innerHTML).toBe('');
    rerender(<BonusHoursBanner campaign={bonusCampaign} redeemed={false} now={Date.parse(bonusCampaign.endDate)} onRedeem={async () => {}} />);
    expect(container.innerHTML).toBe('');
    rerender(<BonusHoursBanner campaign={null} redeemed={false} now={NOW} onRedeem={async () => {}} />);
    expect(container.innerHTML).toBe('');
  });
});
