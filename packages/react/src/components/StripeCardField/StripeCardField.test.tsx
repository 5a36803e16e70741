import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import type { StripeCardElement, StripeCardElementChangeEvent } from '@stripe/stripe-js';
import type { CardConfirmer } from '@d2d/core';
import { STRIPE_LOAD_FAILED_MESSAGE, STRIPE_NO_KEY_MESSAGE, StripeCardField, type StripeJs } from './StripeCardField.js';

afterEach(cleanup);

/** A fake Stripe.js: a Card Element that records where it is mounted, and a canned confirmation. */
function fakeStripe() {
  let onChange: ((event: StripeCardElementChangeEvent) => void) | undefined;
  const element = {
    mountedIn: null as HTMLElement | null,
    mount: vi.fn((target: HTMLElement) => {
      element.mountedIn = target;
    }),
    on: vi.fn((_type: string, handler: (event: StripeCardElementChangeEvent) => void) => {
      onChange = handler;
    }),
    update: vi.fn(),
    destroy: vi.fn(),
  };
  const create = vi.fn(() => element as unknown as StripeCardElement);
  const stripe: StripeJs = {
    elements: () => ({ create }),
    confirmCardPayment: vi.fn(async () => ({ paymentIntent: { status: 'requires_capture' } })),
  };
  return { stripe, element, create, change: (event: Partial<StripeCardElementChangeEvent>) => onChange?.(event as StripeCardElementChangeEvent) };
}

describe('StripeCardField', () => {
  it('should load Stripe.js for the key, mount the Card Element under its label and hand over a confirmer', async () => {
    const fake = fakeStripe();
    const loadStripe = vi.fn(async () => fake.stripe);
    const onReady = vi.fn<(confirm: CardConfirmer | null) => void>();
    render(<StripeCardField publishableKey="pk_test_51Abc" onReady={onReady} loadStripe={loadStripe} />);
    expect(screen.getByRole('status').textContent).toBe('Loading the secure card form…');
    await waitFor(() => expect(onReady).toHaveBeenLastCalledWith(expect.any(Function)));
    expect(loadStripe).toHaveBeenCalledWith('pk_test_51Abc');
    expect(fake.create).toHaveBeenCalledWith('card', { hidePostalCode: true, disabled: false });
    expect(fake.element.mountedIn).toBe(screen.getByRole('group', { name: 'Card details' }));
    expect(screen.queryByRole('status')).toBeNull();
    const confirm = onReady.mock.lastCall![0]!;
    const billing = { name: 'Jane Doe', email: 'jane@example.com', address: { line1: '1 Main St', city: 'Austin', state: 'TX', postal_code: '78701', country: 'US' } };
    expect(await confirm({ clientSecret: 'pi_1_secret_x', paymentId: 'pay_1', billing })).toEqual({ status: 'succeeded' });
    expect(fake.stripe.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_x', expect.objectContaining({ payment_method: expect.objectContaining({ card: fake.element }) }));
  });

  it("should show Stripe's validation message in the error line", async () => {
    const fake = fakeStripe();
    const onReady = vi.fn();
    render(<StripeCardField publishableKey="pk_test_51Abc" onReady={onReady} loadStripe={async () => fake.stripe} />);
    await waitFor(() => expect(fake.element.mount).toHaveBeenCalled());
    act(() => fake.change({ error: { type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.' } }));
    expect(screen.getByRole('alert').textContent).toBe('Your card number is invalid.');
    act(() => fake.change({ complete: true }));
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('should disable the Card Element while submitting and destroy it when unmounted', async () => {
    const fake = fakeStripe();
    const { rerender, unmount } = render(<StripeCardField publishableKey="pk_test_51Abc" onReady={() => {}} loadStripe={async () => fake.stripe} />);
    await waitFor(() => expect(fake.element.mount).toHaveBeenCalled());
    rerender(<StripeCardField publishableKey="pk_test_51Abc" disabled onReady={() => {}} loadStripe={async () => fake.stripe} />);
    expect(fake.element.update).toHaveBeenLastCalledWith({ disabled: true });
    unmount();
    expect(fake.element.destroy).toHaveBeenCalled();
  });

  it('should say why no card can be taken without a publishable key, and load nothing', () => {
    const loadStripe = vi.fn();
    const onReady = vi.fn();
    render(<StripeCardField publishableKey={null} onReady={onReady} loadStripe={loadStripe} />);
    expect(screen.getByRole('alert').textContent).toBe(STRIPE_NO_KEY_MESSAGE);
    expect(loadStripe).not.toHaveBeenCalled();
    expect(onReady).toHaveBeenLastCalledWith(null);
  });

  it('should say so when Stripe.js cannot be loaded', async () => {
    const onReady = vi.fn();
    render(<StripeCardField publishableKey="pk_test_51Abc" onReady={onReady} loadStripe={async () => null} />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(STRIPE_LOAD_FAILED_MESSAGE));
    expect(onReady).toHaveBeenLastCalledWith(null);
    render(<StripeCardField publishableKey="pk_test_51Abc" onReady={onReady} loadStripe={() => Promise.reject(new Error('offline'))} />);
    await waitFor(() => expect(screen.getAllByRole('alert')[1]?.textContent).toBe(STRIPE_LOAD_FAILED_MESSAGE));
  });
});
