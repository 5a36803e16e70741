import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MESSAGES, type Ack } from '@d2d/contract';
import { ApiError, NetworkError } from '@d2d/core';
import { StreamingMailingList } from './StreamingMailingList.js';

afterEach(cleanup);

function deferred() {
  let resolve: (ack: Ack) => void = () => {};
  let reject: (e: unknown) => void = () => {};
  const promise = new Promise<Ack>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('StreamingMailingList', () => {
  it('should check the address before sending', () => {
    const onSubscribe = vi.fn();
    render(<StreamingMailingList onSubscribe={onSubscribe} />);
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText(MESSAGES.fieldRequired)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'fan@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText(MESSAGES.invalidEmailAddress)).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(onSubscribe).not.toHaveBeenCalled();
  });

  it('should disable the inputs while submitting and show the answer', async () => {
    const call = deferred();
    const onSubscribe = vi.fn(() => call.promise);
    render(<StreamingMailingList onSubscribe={onSubscribe} onUnsubscribe={() => {}} defaultEmail="fan@example.com" />);
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(onSubscribe).toHaveBeenCalledWith('fan@example.com');
    expect(screen.getByLabelText('E-mail').matches(':disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Subscribing…' }).matches(':disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Unsubscribe' }).matches(':disabled')).toBe(true);
    call.resolve({ success: true, message: 'Please check your e-mail to confirm your subscription.' });
    expect(await screen.findByText('Please check your e-mail to confirm your subscription.')).toBeTruthy();
    expect(screen.getByLabelText('E-mail').matches(':disabled')).toBe(false);
  });

  it("should show the server's field message on a 422 and service unavailable otherwise", async () => {
    const onSubscribe = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('POST /d2d/streaming/subscribe', { status: 422, body: { message: 'Please enter a valid email address', errors: { email: ['Please enter a valid email address'] } } }))
      .mockRejectedValueOnce(new NetworkError('POST /d2d/streaming/subscribe', new TypeError('fetch failed')));
    render(<StreamingMailingList onSubscribe={onSubscribe} defaultEmail="fan@example.com" />);
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid email address');
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MESSAGES.serviceUnavailable));
  });

  it('should hand the typed address to the unsubscribe dialog', () => {
    const onUnsubscribe = vi.fn();
    render(<StreamingMailingList onSubscribe={vi.fn()} onUnsubscribe={onUnsubscribe} />);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: ' fan@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(onUnsubscribe).toHaveBeenCalledWith('fan@example.com');
  });
});
