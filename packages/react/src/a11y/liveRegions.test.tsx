import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { CardPaymentDialog, type CardPaymentDialogProps } from '../components/CardPaymentDialog/CardPaymentDialog.js';
import { CartPopover } from '../components/CartPopover/CartPopover.js';
import { MessageDialog } from '../components/MessageDialog/MessageDialog.js';
import { account } from '../fixtures/account.js';
import { countries } from '../fixtures/countries.js';

// What axe cannot see (issue 19): a change a sighted shopper sees is also spoken. Each region is
// on the page before its text changes, as screen readers only announce changes of a live region
// they already know.

afterEach(cleanup);

describe('cart changes', () => {
  function cart(count: number) {
    return (
      <CartPopover count={count} cartHref="#!/cart">
        <a href="#!/cart">View Cart</a>
      </CartPopover>
    );
  }

  it('should say nothing for the first count, then announce every change in a polite status region', () => {
    const { rerender } = render(cart(0));
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    rerender(cart(1));
    expect(screen.getByRole('status')).toBe(status);
    expect(status.textContent).toBe('Cart, 1 item');
    rerender(cart(3));
    expect(status.textContent).toBe('Cart, 3 items');
    rerender(cart(2));
    expect(status.textContent).toBe('Cart, 2 items');
  });

  it('should announce on the cart page too, where the cart is a plain link', () => {
    const { rerender } = render(
      <CartPopover count={2} cartHref="#!/cart" linkOnly>
        {null}
      </CartPopover>,
    );
    rerender(
      <CartPopover count={1} cartHref="#!/cart" linkOnly>
        {null}
      </CartPopover>,
    );
    expect(screen.getByRole('status').textContent).toBe('Cart, 1 item');
  });
});

describe('checkout errors and the purchase result', () => {
  const props: CardPaymentDialogProps = { open: true, step: 'idle', amountMinor: 4998, siteId: 1, account, countries, onSubmit: () => {}, onClose: () => {} };

  it('should speak a declined card at once through an alert that was already there', () => {
    const { rerender } = render(<CardPaymentDialog {...props} />);
    const payment = screen.getByRole('dialog', { name: 'Payment' });
    const alert = within(payment).getByRole('alert');
    expect(alert.textContent).toBe('');
    rerender(<CardPaymentDialog {...props} step="error" error="Your card was declined." />);
    expect(within(payment).getByRole('alert')).toBe(alert);
    expect(alert.textContent).toBe('Your card was declined.');
  });

  it('should announce the completed payment in a status region', () => {
    render(<CardPaymentDialog {...props} step="submitted" />);
    expect(within(screen.getByRole('dialog', { name: 'Payment' })).getByRole('status').textContent).toBe('Payment complete. Taking you to your receipt…');
  });

  it('should show an error message (a refused coupon) as an alert dialog, which is spoken when it opens', () => {
    render(<MessageDialog open title="Add Coupon Fail" message="This coupon has expired." tone="error" onClose={() => {}} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Add Coupon Fail' });
    expect(dialog.textContent).toContain('This coupon has expired.');
  });
});
