import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { StripeCardElement } from '@stripe/stripe-js';
import type { StripeJs } from '../StripeCardField/StripeCardField.js';
import { CardPaymentDialog, type CardPaymentDialogProps } from './CardPaymentDialog.js';
import { account } from '../../fixtures/account.js';

afterEach(cleanup);

const countries = [{ country_code_id: 840, country_full_name: 'United States', code2: 'US' }];
const props = (over: Partial<CardPaymentDialogProps> = {}): CardPaymentDialogProps => ({
  open: true,
  step: 'idle',
  amountMinor: 4998,
  siteId: 1,
  account,
  countries,
  onSubmit: () => {},
  onClose: () => {},
  ...over,
});

function fillCard() {
  fireEvent.change(screen.getByRole('textbox', { name: 'Card number' }), { target: { value: '4242 4242 4242 4242' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Expiry (MM/YY)' }), { target: { value: '12/30' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'CVC' }), { target: { value: '123' } });
}

describe('CardPaymentDialog', () => {
  it('should prefill the billing fields from the account and show the amount on the pay button', () => {
    render(<CardPaymentDialog {...props()} />);
    expect((screen.getByRole('textbox', { name: 'Name on card' }) as HTMLInputElement).value).toBe('Jane Doe');
    expect((screen.getByRole('textbox', { name: 'Address line 1' }) as HTMLInputElement).value).toBe('500 Market Street');
    expect((screen.getByRole('textbox', { name: 'ZIP' }) as HTMLInputElement).value).toBe('94105');
    expect((screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement).value).toBe('US');
    expect(screen.getByRole('button', { name: 'Pay $49.98' })).toBeTruthy();
  });

  it('should show the order summary, tax included, whose total is the amount on the pay button', () => {
    const summary = { products: [{ title: 'Copper Gambit', price: 47.04 }], subtotal: 47.04, coupon_discount: 0, redeem_discount: 0, tax: 2.94, tax_percent: 6.25, tax_region: 'IL', total: 49.98 };
    render(<CardPaymentDialog {...props({ summary })} />);
    const region = screen.getByRole('region', { name: 'Order summary' });
    expect(within(region).getByText('Tax (IL 6.25%)').nextElementSibling?.textContent).toBe('$2.94');
    expect(within(region).getByText('Total').nextElementSibling?.textContent).toBe('$49.98');
    expect(screen.getByRole('button', { name: 'Pay $49.98' })).toBeTruthy();
  });

  it('should stop a submission that fails native validity', () => {
    const onSubmit = vi.fn();
    render(<CardPaymentDialog {...props({ onSubmit })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pay $49.98' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('should submit the billing details and the card digits', () => {
    const onSubmit = vi.fn();
    render(<CardPaymentDialog {...props({ onSubmit })} />);
    fillCard();
    fireEvent.click(screen.getByRole('button', { name: 'Pay $49.98' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { name: 'Jane Doe', email: 'jane@example.com', address: { line1: '500 Market Street', line2: 'Apt 4', city: 'San Francisco', state: 'CA', postal_code: '94105', country: 'US' } },
      { number: '4242424242424242', expiry: '12/30', cvc: '123' },
    );
  });

  it('should disable the fields while submitting and ignore a second submit', () => {
    const onSubmit = vi.fn();
    render(<CardPaymentDialog {...props({ onSubmit, step: 'submitting' })} />);
    expect((screen.getByRole('textbox', { name: 'Card number' }) as HTMLInputElement).closest('fieldset')?.disabled).toBe(true);
    const button = screen.getByRole('button', { name: 'Processing…' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.submit(button.closest('form')!);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it("should show the provider's error in the error line with the fields back", () => {
    render(<CardPaymentDialog {...props({ step: 'error', error: 'Your card was declined.' })} />);
    expect(screen.getByRole('alert').textContent).toBe('Your card was declined.');
    expect((screen.getByRole('textbox', { name: 'Card number' }) as HTMLInputElement).closest('fieldset')?.disabled).toBe(false);
  });

  it('should show the currency of the site', () => {
    render(<CardPaymentDialog {...props({ siteId: 2, amountMinor: 1999 })} />);
    expect(screen.getByRole('button', { name: 'Pay £19.99' })).toBeTruthy();
  });

  it('should keep the sandbox card fields when the card form says sandbox', () => {
    const loadStripe = vi.fn();
    render(<CardPaymentDialog {...props({ cardForm: { provider: 'sandbox' }, loadStripe })} />);
    expect(screen.getByRole('textbox', { name: 'Card number' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Card details' })).toBeNull();
    expect(loadStripe).not.toHaveBeenCalled();
  });
});

describe('CardPaymentDialog with the Stripe.js card form', () => {
  function fakeStripe() {
    const element = { mount: vi.fn(), on: vi.fn(), update: vi.fn(), destroy: vi.fn() };
    const stripe: StripeJs = {
      elements: () => ({ create: () => element as unknown as StripeCardElement }),
      confirmCardPayment: vi.fn(async () => ({ error: { message: 'Your card was declined.' } })),
    };
    return { stripe, element };
  }

  it('should mount the Card Element in place of the card fields and submit its confirmer', async () => {
    const fake = fakeStripe();
    const onSubmit = vi.fn();
    render(<CardPaymentDialog {...props({ onSubmit, cardForm: { provider: 'stripe', publishable_key: 'pk_test_51Abc' }, loadStripe: async () => fake.stripe })} />);
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    const pay = screen.getByRole('button', { name: 'Pay $49.98' }) as HTMLButtonElement;
    expect(pay.disabled).toBe(true);
    await waitFor(() => expect(pay.disabled).toBe(false));
    expect(fake.element.mount).toHaveBeenCalledWith(screen.getByRole('group', { name: 'Card details' }));
    fireEvent.click(pay);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const [billing, card, confirm] = onSubmit.mock.lastCall!;
    expect(billing).toMatchObject({ name: 'Jane Doe', address: { postal_code: '94105', country: 'US' } });
    expect(card).toEqual({ number: '', expiry: '', cvc: '' });
    expect(await confirm({ clientSecret: 'pi_1_secret_x', paymentId: 'pay_1', billing })).toEqual({ status: 'failed', message: 'Your card was declined.' });
  });

  it('should show why no card can be taken when the server has no publishable key, and not submit', () => {
    const onSubmit = vi.fn();
    render(<CardPaymentDialog {...props({ onSubmit, cardForm: { provider: 'stripe', publishable_key: null } })} />);
    expect(screen.getByText('Card details')).toBeTruthy();
    expect(screen.getAllByRole('alert')[0]?.textContent).toMatch(/^Card payments are unavailable/);
    fireEvent.submit(screen.getByRole('button', { name: 'Pay $49.98' }).closest('form')!);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('should disable the Card Element while submitting', async () => {
    const fake = fakeStripe();
    const cardForm = { provider: 'stripe', publishable_key: 'pk_test_51Abc' } as const;
    const loadStripe = async () => fake.stripe;
    const { rerender } = render(<CardPaymentDialog {...props({ cardForm, loadStripe })} />);
    await waitFor(() => expect(fake.element.mount).toHaveBeenCalled());
    rerender(<CardPaymentDialog {...props({ cardForm, loadStripe, step: 'submitting' })} />);
    expect(fake.element.update).toHaveBeenLastCalledWith({ disabled: true });
  });
});
