import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CHECKOUT_ERROR_CODE, MESSAGES } from '@d2d/contract';
import { ApiError, type MessageDialog } from '@d2d/core';
import { SubscribeDialog } from './SubscribeDialog.js';

afterEach(cleanup);

const refusal = (body: object, status = 422) => new ApiError('POST /d2d/xsolla/subscribe_premium', { status, body });

describe('SubscribeDialog', () => {
  it('should offer the plan at its price and lead to the hosted checkout', async () => {
    const onSubscribe = vi.fn(async () => 'https://pay.example/sandbox/premium/hpp_1');
    render(<SubscribeDialog open price="$14.99" onSubscribe={onSubscribe} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Subscribe to Premium' });
    expect(dialog.textContent).toContain('5 hand-picked games every month');
    expect(dialog.textContent).toContain('no refund');
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe for $14.99/month' }));
    expect(onSubscribe).toHaveBeenCalledTimes(1);
    const message = await screen.findByRole('dialog', { name: 'Premium checkout' });
    expect(message.textContent).toContain('You are subscribing to the premium plan for $14.99 a month.');
    expect(screen.getByRole('link', { name: 'Continue to checkout' }).getAttribute('href')).toBe('https://pay.example/sandbox/premium/hpp_1');
  });

  it('should not subscribe before the price is known', () => {
    render(<SubscribeDialog open price={null} onSubscribe={vi.fn()} onClose={vi.fn()} />);
    expect((screen.getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('should hand 5010 to the store dialogs and close, or show it in place without them', async () => {
    const body = { error_code: CHECKOUT_ERROR_CODE.alreadySubscribed, errors: { base: [MESSAGES.alreadySubscribed] } };
    const onClose = vi.fn();
    const shown: MessageDialog[] = [];
    const { unmount } = render(
      <SubscribeDialog open price="$14.99" onSubscribe={() => Promise.reject(refusal(body))} onFailure={(d) => shown.push(d)} onClose={onClose} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe for $14.99/month' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(shown[0]?.message).toBe(MESSAGES.alreadySubscribed);
    unmount();

    render(<SubscribeDialog open price="$14.99" onSubscribe={() => Promise.reject(refusal(body))} onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe for $14.99/month' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.alreadySubscribed);
  });
});
