import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { orderSummarySchema } from '@d2d/contract';
import { CheckoutSummary } from './CheckoutSummary.js';

afterEach(cleanup);

const amount = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

const summary = orderSummarySchema.parse({
  products: [{ title: 'Copper Gambit', price: 19.99 }, { title: 'Quiet Harbor', price: 9.99 }],
  subtotal: 29.98,
  coupon_discount: 3,
  redeem_discount: 5,
  tax: 1.69,
  tax_percent: 6.25,
  tax_region: 'IL',
  total: 23.67,
});

describe('CheckoutSummary', () => {
  it('should list the lines, the discounts, the wallet credit, the tax and the total charged', () => {
    render(<CheckoutSummary summary={summary} siteId={1} />);
    const region = screen.getByRole('region', { name: 'Order summary' });
    const lines = within(region).getByRole('list', { name: 'Items in this order' });
    expect(within(lines).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Copper Gambit $19.99', 'Quiet Harbor $9.99']);
    expect(amount('Subtotal')).toBe('$29.98');
    expect(amount('Coupon')).toBe('-$3.00');
    expect(amount('Tax (IL 6.25%)')).toBe('$1.69');
    expect(amount('Wallet credit')).toBe('-$5.00');
    expect(amount('Total')).toBe('$23.67');
  });

  it('should leave out discounts there are none of, and show a tax of 0', () => {
    render(<CheckoutSummary summary={{ ...summary, coupon_discount: 0, redeem_discount: 0, tax: 0, tax_percent: null, tax_region: null, total: 29.98 }} siteId={2} />);
    expect(screen.queryByText('Coupon')).toBeNull();
    expect(screen.queryByText('Wallet credit')).toBeNull();
    expect(amount('Tax')).toBe('£0.00');
    expect(amount('Total')).toBe('£29.98');
  });
});
