/**
 * The sandbox payment pages carry the store's look (issue 21): its mark and name above the page,
 * its dark colours and its pill buttons, on every page a shopper can land on.
 */
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { hostedCheckoutPage, paypalApprovalPage, type PaymentPageInput } from './pages.js';

const STORE = 'https://store.test';
const input: PaymentPageInput = {
  paymentId: 'pay_1', amount: '$21.44', storeOrigin: STORE, returnUrl: `${STORE}/#!/cart`, actionBase: '/sandbox/hosted/hpp_1', closedText: null, nonce: 'n0nce',
};

function look(html: string) {
  const document = new JSDOM(html).window.document;
  return { document, brand: document.querySelector('header.brand'), style: document.querySelector('style')?.textContent ?? '' };
}

describe('the look of the sandbox payment pages', () => {
  it.each([
    ['the card checkout', hostedCheckoutPage(input)],
    ['a closed checkout', hostedCheckoutPage({ ...input, closedText: 'This payment is complete. You can return to the store.' })],
    ['the PayPal approval', paypalApprovalPage({ ...input, actionBase: '/sandbox/paypal/pp_1' })],
  ])('%s shows the store mark and the store colours', (_name, html) => {
    const { document, brand, style } = look(html);
    expect(brand?.textContent).toBe('D2D');
    expect(brand?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    // the brand comes before the page's own content
    expect(document.body.firstElementChild).toBe(brand);
    expect(style).toContain('background:#0b0e14');
    expect(style).toContain('border-radius:999px');
    expect(style).not.toContain('background:#fff}');
  });
});
