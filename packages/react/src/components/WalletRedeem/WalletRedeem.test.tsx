import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { WalletRedeem } from './WalletRedeem.js';

afterEach(cleanup);

describe('WalletRedeem', () => {
  it('should show the balance and offer to pay the order with it', () => {
    const onRedeem = vi.fn();
    render(<WalletRedeem balanceMinor={1250} redeemedMinor={0} siteId={1} onRedeem={onRedeem} onRemove={vi.fn()} />);
    const region = screen.getByRole('region', { name: 'Wallet credit' });
    expect(region.textContent).toContain('Your wallet balance: $12.50');
    fireEvent.click(screen.getByRole('button', { name: 'Use wallet credit' }));
    expect(onRedeem).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Remove wallet credit' })).toBeNull();
  });

  it('should show the credit applied and offer to remove it', () => {
    const onRemove = vi.fn();
    render(<WalletRedeem balanceMinor={1250} redeemedMinor={999} siteId={1} onRedeem={vi.fn()} onRemove={onRemove} />);
    expect(screen.getByText('$9.99 of your wallet credit is applied to this order.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove wallet credit' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Use wallet credit' })).toBeNull();
  });

  it('should offer nothing to spend with an empty wallet, and wait while loading or busy', () => {
    const { rerender } = render(<WalletRedeem balanceMinor={null} redeemedMinor={0} siteId={1} onRedeem={vi.fn()} onRemove={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('Loading your wallet…');
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<WalletRedeem balanceMinor={0} redeemedMinor={0} siteId={1} onRedeem={vi.fn()} onRemove={vi.fn()} />);
    expect(screen.getByText('Trade in games from My games to earn wallet credit.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<WalletRedeem balanceMinor={500} redeemedMinor={0} siteId={3} busy onRedeem={vi.fn()} onRemove={vi.fn()} />);
    expect((screen.getByRole('button', { name: 'Use wallet credit' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
