import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@d2d/contract';
import { ApiError } from '@d2d/core';
import { useEmailSubmission } from './useEmailSubmission.js';

const submitEvent = () => ({ preventDefault: vi.fn() }) as never;

describe('useEmailSubmission', () => {
  it('should refuse an empty or malformed address without sending it', async () => {
    const send = vi.fn();
    const { result } = renderHook(() => useEmailSubmission(send, 'Done.'));
    await act(() => result.current.submit(submitEvent()));
    expect(result.current.fieldError).toBe(MESSAGES.fieldRequired);
    act(() => result.current.setEmail('not-an-address'));
    await act(() => result.current.submit(submitEvent()));
    expect(result.current.fieldError).toBe(MESSAGES.invalidEmailAddress);
    expect(send).not.toHaveBeenCalled();
  });

  it("should send the trimmed address and show the answer's message, or the default text", async () => {
    const send = vi.fn().mockResolvedValueOnce({ message: 'Check your mail.' }).mockResolvedValueOnce({});
    const { result } = renderHook(() => useEmailSubmission(send, 'Done.', ' ann@example.com '));
    await act(() => result.current.submit(submitEvent()));
    expect(send).toHaveBeenCalledWith('ann@example.com');
    expect(result.current.state).toEqual({ step: 'done', message: 'Check your mail.', answer: { message: 'Check your mail.' } });
    await act(() => result.current.submit(submitEvent()));
    expect(result.current.state).toEqual({ step: 'done', message: 'Done.', answer: {} });
  });

  it("should show a 422's own message, and service unavailable for anything else", async () => {
    const send = vi.fn()
      .mockRejectedValueOnce(new ApiError('POST /d2d/streaming/subscribe', { status: 422, body: { message: 'Already on the list.' } }))
      .mockRejectedValueOnce(new Error('network'));
    const { result } = renderHook(() => useEmailSubmission(send, 'Done.', 'ann@example.com'));
    await act(() => result.current.submit(submitEvent()));
    expect(result.current.state).toEqual({ step: 'failed', message: 'Already on the list.' });
    await act(() => result.current.submit(submitEvent()));
    expect(result.current.state).toEqual({ step: 'failed', message: MESSAGES.serviceUnavailable });
    act(() => result.current.reset());
    expect(result.current.state).toEqual({ step: 'idle' });
  });
});
