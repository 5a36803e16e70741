import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { P, STORE, openOrdersKit, type OrdersKit } from '../routes/checkout/__tests__/ordersKit.js';

let kit: OrdersKit;
beforeEach(async () => {
  kit = await openOrdersKit();
});
afterEach(async () => {
  await kit.close();
});

describe('payment relay frame', () => {
  it('should serve the hidden relay for the store origin, posting only to it', async () => {
    const res = await kit.app.inject({ method: 'GET', url: `/d2d/payment-frame.html?origin=${encodeURIComponent(STORE)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain(`frame-ancestors ${STORE}`);
    expect(res.body).toContain(`"storeOrigin":"${STORE}"`);
    // it accepts provider messages only from the provider pages' origins (this server)
    expect(res.body).toContain('"providerOrigins":["');
    expect(res.body).toContain('if (!config.providerOrigins.includes(event.origin)) return;');
    expect(res.body).toContain('window.parent.postMessage(message, config.storeOrigin)');
    expect(res.body).toContain("event: 'd2d:payment', eventType, isSuccess: ok, id");
  });

  it('should refuse to relay to an origin that is not the store', async () => {
    for (const origin of ['https://evil.example', 'javascript:alert(1)', '']) {
      const res = await kit.app.inject({ method: 'GET', url: `/d2d/payment-frame.html?origin=${encodeURIComponent(origin)}` });
      expect(res.statusCode).toBe(400);
    }
    expect((await kit.app.inject({ method: 'GET', url: '/d2d/payment-frame.html' })).statusCode).toBe(400);
  });

  it("should accept the store page's own Origin as a relay target", async () => {
    const res = await kit.app.inject({
      method: 'GET',
      url: `/d2d/payment-frame.html?origin=${encodeURIComponent('http://localhost:5173')}`,
      headers: { origin: 'http://localhost:5173' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('sandbox provider calls', () => {
  it('should refuse malformed and unknown card confirmations', async () => {
    expect((await kit.app.inject({ method: 'POST', url: '/sandbox/card/confirm', payload: {} })).statusCode).toBe(400);
    const unknown = await kit.app.inject({ method: 'POST', url: '/sandbox/card/confirm', payload: { client_secret: 'pi_x_secret_y', card_number: '4242424242424242' } });
    expect(unknown.statusCode).toBe(404);
  });

  it('should answer 404 for unknown sandbox pages and a missing card number with 400', async () => {
    expect((await kit.app.inject({ method: 'GET', url: '/sandbox/hosted/hpp_unknown' })).statusCode).toBe(404);
    expect((await kit.app.inject({ method: 'GET', url: '/sandbox/paypal/PAYID_unknown' })).statusCode).toBe(404);
    const ana = await kit.buyer();
    await kit.add(ana, P.plainA);
    const answer = await kit.checkout(ana);
    const path = new URL(answer.call_url as string).pathname;
    expect((await kit.app.inject({ method: 'POST', url: `${path}/pay`, payload: {} })).statusCode).toBe(400);
    // a hosted ref is not a PayPal-type one
    expect((await kit.app.inject({ method: 'GET', url: path.replace('/hosted/', '/paypal/') })).statusCode).toBe(404);
  });
});
