import { badRequestBodySchema, hostedCheckoutSchema } from '@d2d/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPremiumKit, pathOf, type Buyer, type PremiumKit } from './__tests__/premiumKit.js';

/** The showcase ADS title with rental prices. */
const RENTABLE = 4;

describe('premium subscribe and rent without PUBLIC_URL', () => {
  let kit: PremiumKit;
  let ana: Buyer;
  beforeEach(async () => {
    kit = await openPremiumKit({ publicUrl: undefined });
    ana = await kit.buyer();
  });
  afterEach(async () => {
    await kit.close();
  });

  it('should open the hosted checkout on the origin the store was reached at', async () => {
    const subscribed = await kit.ok(ana, 'POST', '/d2d/xsolla/subscribe_premium', hostedCheckoutSchema, {}, { host: 'shop.example:8080' });
    expect(subscribed.call_url).toMatch(/^http:\/\/shop\.example:8080\/sandbox\/premium\/hpp_[0-9a-f]+$/);
    const page = await kit.app.inject({ method: 'GET', url: pathOf(subscribed.call_url), headers: { host: 'shop.example:8080' } });
    expect(page.body).toContain('"storeOrigin":"http://shop.example:8080"');
    const rented = await kit.ok(ana, 'POST', '/d2d/xsolla/rent', hostedCheckoutSchema, { days: 3, product_id: RENTABLE }, { host: 'shop.example:8080' });
    expect(rented.call_url).toMatch(/^http:\/\/shop\.example:8080\/sandbox\/premium\//);
  });

  it('should answer a Host no origin can be made of with a 400 naming it, not a 500', async () => {
    for (const host of ['x:y', 'localhost:99999', 'bad host<>']) {
      for (const [url, body] of [['/d2d/xsolla/subscribe_premium', {}], ['/d2d/xsolla/rent', { days: 3, product_id: RENTABLE }]] as const) {
        const res = await kit.call(ana, 'POST', url, body, { host });
        expect(res.statusCode, `${url} ${host}`).toBe(400);
        expect(Object.keys(badRequestBodySchema.parse(res.json()).modelState ?? {})).toEqual(['host']);
      }
    }
    // nothing was started for the refused calls
    expect(await kit.db.selectFrom('premium_payments').select('id').execute()).toEqual([]);
  });
});
