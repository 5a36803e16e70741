import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { HostedCheckoutFrame } from './HostedCheckoutFrame.js';

afterEach(cleanup);

const post = (data: unknown, origin: string) => window.dispatchEvent(new MessageEvent('message', { data, origin }));

describe('HostedCheckoutFrame', () => {
  it('should show the provider page in a titled frame with a cancel button', () => {
    const onCancel = vi.fn();
    render(<HostedCheckoutFrame url="https://pay.example/checkout/1" onMessage={() => {}} onCancel={onCancel} />);
    expect(screen.getByTitle('Secure checkout').getAttribute('src')).toBe('https://pay.example/checkout/1');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel checkout' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('should accept checkout messages from its own and the frame origin only', () => {
    const onMessage = vi.fn();
    render(<HostedCheckoutFrame url="https://pay.example/checkout/1" onMessage={onMessage} onCancel={() => {}} />);
    post({ event: 'checkout', isSuccess: true, id: 'pay_1' }, 'https://evil.example');
    post({ event: 'checkout', isSuccess: true, id: 'pay_1' }, 'https://pay.example');
    post({ event: 'checkout', isSuccess: false, id: 'pay_2' }, window.location.origin);
    post({ hello: 'world' }, window.location.origin);
    expect(onMessage.mock.calls.map((c) => c[0].id)).toEqual(['pay_1', 'pay_2']);
  });
});
