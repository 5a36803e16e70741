import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { captchaChallenge } from '../../fixtures/captcha.js';
import { Captcha } from './Captcha.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Captcha', () => {
  it('should solve the challenge when ticked and hand over the payload', async () => {
    const onChange = vi.fn();
    render(<Captcha loadChallenge={async () => captchaChallenge(42)} onChange={onChange} />);
    fireEvent.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Verified'));
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    const payload = JSON.parse(atob(onChange.mock.calls.at(-1)![0] as string)) as { solution: { counter: number } };
    expect(payload.solution.counter).toBe(42);
  });

  it('should expire after its validity and say so', async () => {
    const onChange = vi.fn();
    render(<Captcha loadChallenge={async () => captchaChallenge(3)} onChange={onChange} validityMs={50} />);
    fireEvent.click(screen.getByRole('checkbox'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('The captcha has expired. Please solve it again.'));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
  });

  it('should report a failed challenge load', async () => {
    const onChange = vi.fn();
    render(<Captcha loadChallenge={async () => Promise.reject(new Error('offline'))} onChange={onChange} />);
    fireEvent.click(screen.getByRole('checkbox'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Verification failed. Please try again.'));
  });

  it('should reset when its reset key changes', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<Captcha loadChallenge={async () => captchaChallenge(1)} onChange={onChange} resetKey={0} />);
    fireEvent.click(screen.getByRole('checkbox'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Verified'));
    rerender(<Captcha loadChallenge={async () => captchaChallenge(1)} onChange={onChange} resetKey={1} />);
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
  });

  it('should show the form error it is given', () => {
    render(<Captcha loadChallenge={async () => captchaChallenge(1)} onChange={() => {}} error="Please fill up captcha" />);
    expect(screen.getByRole('status').textContent).toBe('Please fill up captcha');
  });
});
