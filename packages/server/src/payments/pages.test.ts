import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { PAYMENT_FRAME_EVENT, type PaymentFrameMessage } from './frameMessage.js';
import { hostedCheckoutPage, paymentRelayPage, paypalApprovalPage, type PaymentPageInput } from './pages.js';

const STORE = 'https://store.test';
const SERVER = 'https://api.store.test';

const input = (overrides: Partial<PaymentPageInput> = {}): PaymentPageInput => ({
  paymentId: 'pay_1',
  amount: '$21.44',
  storeOrigin: STORE,
  returnUrl: `${STORE}/#!/cart`,
  actionBase: '/sandbox/hosted/hpp_1',
  closedText: null,
  nonce: 'n0nce',
  ...overrides,
});

/** Runs a page as the store's embedded frame: `parent.postMessage` and `fetch` are spies. */
function framed(html: string, url: string, answers: Record<string, unknown> = {}) {
  const posted: Array<{ message: PaymentFrameMessage; origin: string }> = [];
  const requests: Array<{ url: string; body: unknown }> = [];
  const parent = { postMessage: (message: PaymentFrameMessage, origin: string) => posted.push({ message, origin }) };
  const dom = new JSDOM(html, {
    url,
    runScripts: 'dangerously',
    beforeParse(window) {
      Object.defineProperty(window, 'parent', { value: parent });
      (window as unknown as { fetch: unknown }).fetch = async (path: string, init: { body: string }) => {
        requests.push({ url: path, body: JSON.parse(init.body) });
        const answer = Object.entries(answers).find(([suffix]) => path.endsWith(suffix))?.[1] ?? {};
        return { json: async () => answer };
      };
    },
  });
  return { dom, posted, requests, document: dom.window.document };
}

describe('sandbox hosted checkout page', () => {
  it('should pay with the typed card and report a completed purchase to the exact store origin', async () => {
    const page = framed(hostedCheckoutPage(input()), `${SERVER}/sandbox/hosted/hpp_1`, {
      '/pay': { status: 'success', payment_id: 'pay_1' },
    });
    (page.document.getElementById('card-number') as HTMLInputElement).value = '4000 0000 0000 0002';
    page.document.getElementById('pay-form')?.dispatchEvent(new page.dom.window.Event('submit', { cancelable: true }));
    await vi.waitFor(() => expect(page.posted).toHaveLength(1));
    expect(page.requests).toEqual([{ url: '/sandbox/hosted/hpp_1/pay', body: { card_number: '4000 0000 0000 0002' } }]);
    expect(page.posted[0]).toEqual({
      origin: STORE,
      message: { event: PAYMENT_FRAME_EVENT, eventType: 'purchase', isSuccess: true, id: 'pay_1', response: { status: 'success', payment_id: 'pay_1' } },
    });
    expect(page.document.getElementById('status')?.textContent).toBe('Payment complete. Returning to the store…');
  });

  it("should report a declined card with its code and the provider's text", async () => {
    const page = framed(hostedCheckoutPage(input()), `${SERVER}/sandbox/hosted/hpp_1`, {
      '/pay': { status: 'failed', payment_id: 'pay_1', error_code: 4001, message: 'Your card was declined.' },
    });
    page.document.getElementById('pay-form')?.dispatchEvent(new page.dom.window.Event('submit', { cancelable: true }));
    await vi.waitFor(() => expect(page.posted).toHaveLength(1));
    expect(page.posted[0]?.message).toMatchObject({ eventType: 'purchase', isSuccess: false, response: { error_code: 4001 } });
    expect(page.document.getElementById('status')?.textContent).toBe('Your card was declined.');
  });

  it('should report a cancel', async () => {
    const page = framed(hostedCheckoutPage(input()), `${SERVER}/sandbox/hosted/hpp_1`, { '/cancel': { status: 'cancelled' } });
    page.document.getElementById('cancel')?.dispatchEvent(new page.dom.window.MouseEvent('click'));
    await vi.waitFor(() => expect(page.posted).toHaveLength(1));
    expect(page.requests[0]?.url).toBe('/sandbox/hosted/hpp_1/cancel');
    expect(page.posted[0]?.message).toEqual({
      event: PAYMENT_FRAME_EVENT, eventType: 'cancel', isSuccess: false, id: 'pay_1', response: { status: 'cancelled', payment_id: 'pay_1' },
    });
  });

  it('should show a closed checkout without a form', () => {
    const page = framed(hostedCheckoutPage(input({ closedText: 'This checkout is closed.' })), `${SERVER}/sandbox/hosted/hpp_1`);
    expect(page.document.getElementById('pay-form')).toBeNull();
    expect(page.document.querySelector('[role=status]')?.textContent).toBe('This checkout is closed.');
  });
});

describe('sandbox PayPal-type approval page', () => {
  it('should report the approval with the payer id and token the purchase call needs', async () => {
    const page = framed(paypalApprovalPage(input({ actionBase: '/sandbox/paypal/PAYID_1' })), `${SERVER}/sandbox/paypal/PAYID_1`, {
      '/approve': { status: 'approved', payment_id: 'pay_1', payer_id: 'PAYER1', token: 'PAYID_1' },
    });
    page.document.getElementById('approve')?.dispatchEvent(new page.dom.window.MouseEvent('click'));
    await vi.waitFor(() => expect(page.posted).toHaveLength(1));
    expect(page.posted[0]).toEqual({
      origin: STORE,
      message: {
        event: PAYMENT_FRAME_EVENT, eventType: 'approve', isSuccess: true, id: 'pay_1',
        response: { status: 'approved', payment_id: 'pay_1', payer_id: 'PAYER1', token: 'PAYID_1' },
      },
    });
  });
});

describe('payment relay frame', () => {
  it('should re-broadcast messages from allowed provider origins only, as { event, isSuccess, eventType, response, id }', async () => {
    const page = framed(paymentRelayPage({ storeOrigin: STORE, providerOrigins: [SERVER], nonce: 'n' }), `${SERVER}/d2d/payment-frame.html?origin=x`);
    const send = (data: unknown, origin: string) => page.dom.window.dispatchEvent(new page.dom.window.MessageEvent('message', { data, origin }));
    send({ status: 'success', paymentId: 'pay_9' }, 'https://evil.example');
    send({ status: 'success', paymentId: 'pay_9' }, SERVER);
    send({ status: 'failed', payment_id: 'pay_9', error_code: '4001' }, SERVER);
    send('not a message', SERVER);
    expect(page.posted).toEqual([
      { origin: STORE, message: { event: PAYMENT_FRAME_EVENT, eventType: 'purchase', isSuccess: true, id: 'pay_9', response: { status: 'success', payment_id: 'pay_9' } } },
      {
        origin: STORE,
        message: { event: PAYMENT_FRAME_EVENT, eventType: 'purchase', isSuccess: false, id: 'pay_9', response: { status: 'failed', payment_id: 'pay_9', error_code: 4001 } },
      },
    ]);
  });

  it("should report a provider's return redirect from its query", () => {
    const page = framed(paymentRelayPage({ storeOrigin: STORE, providerOrigins: [SERVER], nonce: 'n' }), `${SERVER}/d2d/payment-frame.html?origin=x&status=cancelled&payment_id=pay_3`);
    expect(page.posted).toEqual([
      { origin: STORE, message: { event: PAYMENT_FRAME_EVENT, eventType: 'cancel', isSuccess: false, id: 'pay_3', response: { status: 'cancelled', payment_id: 'pay_3' } } },
    ]);
  });
});
