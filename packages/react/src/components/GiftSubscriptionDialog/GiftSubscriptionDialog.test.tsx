import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { formatPrice } from '@d2d/core';
import { ApiError } from '@d2d/core';
import { GiftSubscriptionDialog } from './GiftSubscriptionDialog.js';

afterEach(cleanup);

const usd = (minor: number) => formatPrice(minor, 1);

describe('GiftSubscriptionDialog', () => {
  it('should price the months chosen and lead to the hosted checkout for the recipient', async () => {
    const onGift = vi.fn(async () => 'https://pay.example/sandbox/premium/g1');
    render(<GiftSubscriptionDialog open monthPriceMinor={1499} formatMinor={usd} onGift={onGift} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Gift a subscription' });
    expect(dialog.textContent).toContain('Their card is authorised only; monthly charging starts after the gift unless they cancel.');
    const length = screen.getByRole('combobox', { name: 'Gift length' }) as HTMLSelectElement;
    expect(length.options).toHaveLength(12);
    expect(length.options[2]?.textContent).toBe('3 months ($44.97)');
    fireEvent.change(screen.getByRole('textbox', { name: "Recipient's e-mail" }), { target: { value: ' friend@example.com ' } });
    fireEvent.change(length, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gift for $44.97' }));
    expect(onGift).toHaveBeenCalledWith('friend@example.com', 3);
    const message = await screen.findByRole('dialog', { name: 'Gift checkout' });
    expect(message.textContent).toContain('You are giving 3 months of the premium plan to friend@example.com for $44.97.');
    expect(screen.getByRole('link', { name: 'Continue to checkout' }).getAttribute('href')).toBe('https://pay.example/sandbox/premium/g1');
  });

  it('should refuse a malformed address without calling the server, and show a refusal of the server', async () => {
    const refusal = new ApiError('POST /api/account/premium/gift', { status: 422, body: { errors: { base: ['Enter the e-mail address of the person you are giving the subscription to.'] } } });
    const onGift = vi.fn(() => Promise.reject(refusal));
    render(<GiftSubscriptionDialog open monthPriceMinor={1499} formatMinor={usd} onGift={onGift} onClose={vi.fn()} />);
    fireEvent.change(screen.getByRole('textbox', { name: "Recipient's e-mail" }), { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gift for $14.99' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid e-mail address.');
    expect(onGift).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: "Recipient's e-mail" }), { target: { value: 'me@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gift for $14.99' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter the e-mail address of the person you are giving the subscription to.');
  });

  it('should wait for the price before gifting', () => {
    render(<GiftSubscriptionDialog open monthPriceMinor={null} formatMinor={usd} onGift={vi.fn()} onClose={vi.fn()} />);
    expect((screen.getByRole('button', { name: 'Gift' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
