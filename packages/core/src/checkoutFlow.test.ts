import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BillingDetails } from '@d2d/contract';
import { type CardConfirmer, type Dialog, type Store } from './index.js';
import { account, cart, cartLine, testStore } from './__tests__/fixtures.js';

const stores: Store[] = [];
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
  vi.useRealTimers();
});

function setup(lines = [cartLine(1)], loggedIn = true) {
  const t = testStore({ token: loggedIn ? 'tok' : undefined });
  stores.push(t.store);
  if (loggedIn) t.store.session.account.value = account();
  t.store.cart.set(cart(lines, { gross_price: 19.99, net_price: 19.99 }));
  t.server.on('GET', '/api/account/shopping_carts', { body: cart(lines) });
  t.server.on('GET', '/api/account/getcurrent', { body: account() });
  const dialogs: Dialog[] = [];
  const navigations: string[] = [];
  const loginAsked: unknown[] = [];
  t.store.on('dialog', (d) => dialogs.push(d));
  t.store.on('navigate', (e) => navigations.push(e.path));
  t.store.on('login-required', (e) => loginAsked.push(e));
  return { ...t, dialogs, navigations, loginAsked };
}

const REDIRECT = 'https://shop.test/#!/cart';
const billing: BillingDetails = {
  name: 'Ana Lee',
  email: 'ana@example.com',
  address: { line1: '1 Main St', city: 'Austin', state: 'TX', postal_code: '78701', country: 'US' },
};
const succeeds: CardConfirmer = async () => ({ status: 'succeeded' });

function cardCheckout(server: ReturnType<typeof setup>['server']) {
  server.on('POST', '/api/account/shopping_carts/checkout', {
    body: { payment_id: 'pi_1', amount: 19.99, client_secret: 'pi_1_secret', payment: 'stripe', id: 55 },
  });
}

describe('before a checkout is created', () => {
  it('should ask a visitor to log in', async () => {
    const { store, server, loginAsked } = setup([cartLine(1)], false);
    await expect(store.checkout.start({ redirectUrl: REDIRECT })).resolves.toEqual({ step: 'login-required' });
    expect(loginAsked).toEqual([{ reason: 'action' }]);
    expect(server.requests).toHaveLength(0);
  });

  it('should block more than 5 lines with the limit text', async () => {
    const { store, dialogs } = setup([1, 2, 3, 4, 5, 6].map((id) => cartLine(id)));
    const state = await store.checkout.start({ redirectUrl: REDIRECT });
    const message = 'Due to transaction limit, you can not purchase more than 5 items at one time. Please remove some items in your shopping cart.';
    expect(state).toEqual({ step: 'blocked', reason: 'cart-limit', message });
    expect(dialogs).toMatchObject([{ kind: 'message', message }]);
  });

  it('should block an empty cart', async () => {
    const { store, dialogs } = setup([]);
    const state = await store.checkout.start({ redirectUrl: REDIRECT });
    expect(state).toEqual({ step: 'blocked', reason: 'cart-empty', message: 'There are no items in shopping cart (Checkout Fail).' });
    expect(dialogs[0]).toMatchObject({ message: 'There are no items in shopping cart (Checkout Fail).' });
    expect(store.checkout.disabled.value).toBe(true);
  });

  it('should stop on an invalid gift form', async () => {
    const { store, server } = setup();
    const state = await store.checkout.start({ redirectUrl: REDIRECT, gift: { gift_first_name: 'Ana', gift_last_name: 'Lee', gift_email: 'nope', gift_mail_body: 'Enjoy' } });
    expect(state).toEqual({ step: 'gift-invalid', errors: { gift_email: 'This is not a valid email.' } });
    expect(server.requests).toHaveLength(0);
  });
});

describe('by payment kind', () => {
  it('should complete a zero amount after 800 ms', async () => {
    const { store, server, navigations } = setup();
    server.on('POST', '/api/account/shopping_carts/checkout', { body: { payment_id: 'free-1', amount: 0, id: 55 } });
    const state = await store.checkout.start({ redirectUrl: REDIRECT, locale: 'en-US' });
    expect(state).toMatchObject({ step: 'redirecting', paymentId: 'free-1' });
    expect(server.calls('POST', '/api/account/shopping_carts/checkout')[0]?.body).toEqual({ redirect_url: REDIRECT, locale: 'en-US' });
    vi.advanceTimersByTime(799);
    expect(navigations).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(navigations).toEqual(['/complete-purchased?status=success&paymentId=free-1']);
  });

  it('should send a valid gift with the checkout', async () => {
    const { store, server } = setup();
    server.on('POST', '/api/account/shopping_carts/checkout', { body: { payment_id: 'g', amount: 0 } });
    const gift = { gift_first_name: ' Ana ', gift_last_name: 'Lee', gift_email: 'ana@example.com', gift_mail_body: 'Enjoy it!' };
    await store.checkout.start({ redirectUrl: REDIRECT, gift });
    expect(server.calls('POST', '/api/account/shopping_carts/checkout')[0]?.body).toMatchObject({ gift: { ...gift, gift_first_name: 'Ana' } });
  });

  it('should open the card modal for a non-zero amount with a client secret', async () => {
    const { store, server } = setup();
    cardCheckout(server);
    await expect(store.checkout.start({ redirectUrl: REDIRECT })).resolves.toEqual({
      step: 'card',
      cartId: 55,
      paymentId: 'pi_1',
      amountMinor: 1999,
      clientSecret: 'pi_1_secret',
      card: 'idle',
    });
  });

  it('should open the embedded frame for hosted and PayPal-type providers', async () => {
    const { store, server } = setup();
    server.on('POST', '/api/account/shopping_carts/checkout', {
      body: { payment_id: 'lg_1', amount: 19.99, call_url: 'https://pay.test/hosted/lg_1', payment: 'livegamer', id: 55 },
    });
    await expect(store.checkout.start({ redirectUrl: REDIRECT })).resolves.toEqual({
      step: 'frame',
      cartId: 55,
      paymentId: 'lg_1',
      url: 'https://pay.test/hosted/lg_1',
      provider: 'livegamer',
    });
  });

  it("should keep the checkout's order summary with the frame, to show before paying", async () => {
    const { store, server } = setup();
    const summary = { products: [{ title: 'Copper Gambit', price: 19.99 }], subtotal: 19.99, coupon_discount: 0, redeem_discount: 0, tax: 1.25, tax_percent: 6.25, tax_region: 'IL', total: 21.24 };
    server.on('POST', '/api/account/shopping_carts/checkout', {
      body: { payment_id: 'lg_2', amount: 21.24, call_url: 'https://pay.test/hosted/lg_2', payment: 'livegamer', id: 55, order_summary: summary },
    });
    await expect(store.checkout.start({ redirectUrl: REDIRECT })).resolves.toMatchObject({ step: 'frame', paymentId: 'lg_2', summary });
  });

  it('should fail with a generic text when the answer has nothing to continue with', async () => {
    const { store, server, dialogs } = setup();
    server.on('POST', '/api/account/shopping_carts/checkout', { body: { amount: 19.99 } });
    await expect(store.checkout.start({ redirectUrl: REDIRECT })).resolves.toMatchObject({ step: 'failed' });
    expect(dialogs).toEqual([{ kind: 'message', message: 'Sorry. Something went wrong.' }]);
  });
});

describe('card modal', () => {
  it('should go idle → submitting → submitted and redirect 800 ms later', async () => {
    const { store, server, navigations } = setup();
    cardCheckout(server);
    server.on('POST', '/d2d/stripe/purchase', { body: { payment_id: 'pi_1', status: 'succeeded' } });
    await store.checkout.start({ redirectUrl: REDIRECT });
    const steps: string[] = [];
    let release: () => void = () => {};
    const confirm: CardConfirmer = (input) => {
      expect(input).toEqual({ clientSecret: 'pi_1_secret', paymentId: 'pi_1', billing });
      return new Promise((resolve) => {
        release = () => resolve({ status: 'succeeded' });
      });
    };
    const submitting = store.checkout.submitCard({ billing, confirm });
    const state = store.checkout.state.value;
    steps.push(state.step === 'card' ? state.card : state.step);
    release();
    const done = await submitting;
    steps.push(done.step === 'card' ? done.card : done.step);
    expect(steps).toEqual(['submitting', 'submitted']);
    expect(server.calls('POST', '/d2d/stripe/purchase')[0]?.body).toEqual({ payment_id: 'pi_1' });
    expect(navigations).toEqual([]);
    vi.advanceTimersByTime(800);
    expect(navigations).toEqual(['/complete-purchased?status=success&paymentId=pi_1']);
    expect(store.checkout.state.value).toMatchObject({ step: 'redirecting' });
  });

  it("should show the provider's message and re-enable the form on a card failure", async () => {
    const { store, server } = setup();
    cardCheckout(server);
    await store.checkout.start({ redirectUrl: REDIRECT });
    const failed = await store.checkout.submitCard({ billing, confirm: async () => ({ status: 'failed', message: 'Your card was declined.' }) });
    expect(failed).toMatchObject({ step: 'card', card: 'error', error: 'Your card was declined.' });
    server.on('POST', '/d2d/stripe/purchase', { body: { payment_id: 'pi_1' } });
    await expect(store.checkout.submitCard({ billing, confirm: succeeds })).resolves.toMatchObject({ card: 'submitted' });
  });

  it('should ignore a double submit while sending', async () => {
    const { store, server } = setup();
    cardCheckout(server);
    server.on('POST', '/d2d/stripe/purchase', { body: { payment_id: 'pi_1' } });
    await store.checkout.start({ redirectUrl: REDIRECT });
    const confirm = vi.fn(succeeds);
    const first = store.checkout.submitCard({ billing, confirm });
    const second = await store.checkout.submitCard({ billing, confirm });
    expect(second).toMatchObject({ card: 'submitting' });
    await first;
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('should close the modal and refresh the cart when the fraud check fails', async () => {
    const { store, server, dialogs } = setup();
    cardCheckout(server);
    server.on('POST', '/d2d/stripe/kt', { body: { success: false, code: 'R12' } });
    await store.checkout.start({ redirectUrl: REDIRECT });
    const confirm = vi.fn(succeeds);
    const state = await store.checkout.submitCard({ billing, confirm, cardToken: 'tok_card', riskSessionId: 'ris-1' });
    expect(state).toEqual({ step: 'idle' });
    expect(confirm).not.toHaveBeenCalled();
    expect(dialogs).toEqual([{ kind: 'message', message: 'Your purchase cannot be completed. #R12', code: 'R12' }]);
    expect(server.calls('POST', '/d2d/stripe/kt')[0]?.body).toMatchObject({ payment_id: 'pi_1', identifier: 'fp-test-0001', card_token: 'tok_card' });
    await vi.waitFor(() => expect(server.calls('GET', '/api/account/shopping_carts')).toHaveLength(1));
  });

  it('should treat a refused fraud check call as a failed check, with the support link without a code', async () => {
    const { store, server, dialogs } = setup();
    cardCheckout(server);
    server.on('POST', '/d2d/stripe/kt', { status: 422, body: { errors: { base: ['Risk too high'] } } });
    await store.checkout.start({ redirectUrl: REDIRECT });
    const state = await store.checkout.submitCard({ billing, confirm: succeeds, cardToken: 'tok_card', riskSessionId: 'ris-1' });
    expect(state).toEqual({ step: 'idle' });
    expect(dialogs).toEqual([
      { kind: 'message', message: 'Your purchase cannot be completed. Please contact Customer Support.', actions: ['support-link'] },
    ]);
  });

  it('should reset and refresh the cart when closed', async () => {
    const { store, server } = setup();
    cardCheckout(server);
    await store.checkout.start({ redirectUrl: REDIRECT });
    store.checkout.closeCard();
    expect(store.checkout.state.value).toEqual({ step: 'idle' });
    await vi.waitFor(() => expect(server.calls('GET', '/api/account/shopping_carts')).toHaveLength(1));
  });
});

describe('cancel and frame results', () => {
  it('should abort the checkout, refresh the cart and reload the account', async () => {
    const { store, server } = setup();
    server.on('POST', '/api/account/shopping_carts/checkout', { body: { payment_id: 'x_1', amount: 5, call_url: 'https://pay.test/x', payment: 'xsolla', id: 55 } });
    server.on('POST', '/api/account/shopping_carts/abort_checkout/55', { body: { success: true } });
    await store.checkout.start({ redirectUrl: REDIRECT });
    await store.checkout.cancel();
    expect(store.checkout.state.value).toEqual({ step: 'idle' });
    expect(server.calls('POST', '/api/account/shopping_carts/abort_checkout/55')).toHaveLength(1);
    expect(server.calls('GET', '/api/account/shopping_carts')).toHaveLength(1);
    expect(server.calls('GET', '/api/account/getcurrent')).toHaveLength(1);
  });

  it('should go to the result page or the purchase-fail page from the frame', () => {
    const { store, navigations } = setup();
    store.checkout.frameResult({ isSuccess: true, paymentId: 'lg_9' });
    store.checkout.frameResult({ isSuccess: false, errorCode: 4001 });
    expect(navigations).toEqual(['/complete-purchased?status=success&paymentId=lg_9', '/purchase-fail/4001']);
  });
});

describe('refused checkouts (spec §8)', () => {
  it('should show the unconfirmed e-mail dialog for 4010', async () => {
    const { store, server, dialogs, navigations } = setup();
    server.on('POST', '/api/account/shopping_carts/checkout', { status: 422, body: { error_code: 4010, errors: { base: ['unconfirmed'] } } });
    await expect(store.checkout.start({ redirectUrl: REDIRECT })).resolves.toMatchObject({ step: 'failed', dialog: { kind: 'unconfirmed-email' } });
    expect(dialogs[0]).toMatchObject({ kind: 'unconfirmed-email', actions: ['resend-confirmation'] });
    expect(navigations).toEqual([]);
  });

  it('should name the products already owned, or owned by the gift recipient', async () => {
    const { store, server, dialogs } = setup([cartLine(1, {}, { title: 'Doom', has_own: true }), cartLine(2)]);
    server.on('POST', '/api/account/shopping_carts/checkout', { status: 422, body: { errors: { base: ['owned'] } } });
    await store.checkout.start({ redirectUrl: REDIRECT });
    await store.checkout.start({
      redirectUrl: REDIRECT,
      gift: { gift_first_name: 'A', gift_last_name: 'B', gift_email: 'friend@example.com', gift_mail_body: 'Enjoy' },
    });
    expect(dialogs.map((d) => ('message' in d ? d.message : d.kind))).toEqual(['You already own: Doom.', 'The recipient email already owns: Doom.']);
  });

  it("should attach the server's gift field errors to the fields", async () => {
    const { store, server } = setup();
    server.on('POST', '/api/account/shopping_carts/checkout', { status: 422, body: { errors: { gift_email: ['is blocked', 'is invalid'] } } });
    const state = await store.checkout.start({
      redirectUrl: REDIRECT,
      gift: { gift_first_name: 'A', gift_last_name: 'B', gift_email: 'friend@example.com', gift_mail_body: 'Enjoy' },
    });
    expect(state).toEqual({ step: 'gift-invalid', errors: { gift_email: 'is blocked, is invalid' } });
  });

  it("should show a 500's text without going to /error", async () => {
    const { store, server, dialogs, navigations } = setup();
    server.on('POST', '/api/account/shopping_carts/checkout', { status: 500, body: { message: 'Provider down.' } });
    await store.checkout.start({ redirectUrl: REDIRECT });
    expect(dialogs).toEqual([{ kind: 'message', message: 'Provider down.' }]);
    expect(navigations).toEqual([]);
  });

  it("should show a 409's failure message", async () => {
    const { store, server, dialogs } = setup();
    server.on('POST', '/api/account/shopping_carts/checkout', { status: 409, body: { failureError: { id: 5, message: 'Checkout in progress.' } } });
    await store.checkout.start({ redirectUrl: REDIRECT });
    expect(dialogs).toEqual([{ kind: 'message', message: 'Checkout in progress.', code: 5 }]);
  });

  it('should leave system statuses to the generic navigation', async () => {
    const { store, server, dialogs, navigations } = setup();
    server.on('POST', '/api/account/shopping_carts/checkout', { status: 503, body: { message: 'maintenance' } });
    await expect(store.checkout.start({ redirectUrl: REDIRECT })).resolves.toMatchObject({ step: 'failed' });
    expect(navigations).toEqual(['/maintenance']);
    expect(dialogs).toEqual([]);
  });
});

describe('PayPal-type button', () => {
  it('should be enabled only for a logged-in shopper with a non-empty cart', () => {
    expect(setup([cartLine(1)], false).store.checkout.payPalEnabled.value).toBe(false);
    expect(setup([]).store.checkout.payPalEnabled.value).toBe(false);
    expect(setup([cartLine(1)]).store.checkout.payPalEnabled.value).toBe(true);
  });

  it('should create the payment, then purchase after approval and go to the result page', async () => {
    const { store, server, navigations } = setup();
    server.on('POST', '/d2d/paypal/pay', { body: { payment_id: 'PAY-1', call_url: 'https://paypal.test/approve/PAY-1' } });
    server.on('POST', '/d2d/paypal/purchase', { body: { payment_id: 'PAY-1', status: 'completed' } });
    await expect(store.checkout.startPayPal({ redirectUrl: REDIRECT })).resolves.toMatchObject({ step: 'frame', provider: 'paypal', url: 'https://paypal.test/approve/PAY-1' });
    await store.checkout.approvePayPal({ paymentId: 'PAY-1', payerId: 'PAYER', token: 'EC-1' });
    expect(server.calls('POST', '/d2d/paypal/purchase')[0]?.body).toEqual({ payment_id: 'PAY-1', payer_id: 'PAYER', token: 'EC-1' });
    expect(navigations).toEqual(['/complete-purchased?status=success&paymentId=PAY-1']);
  });
});
