/**
 * The premium sandbox checkout is the store's page too (issue 21): it carries the store's mark
 * and colours, not a bare white page.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORE, openPremiumKit, pathOf, type PremiumKit } from './__tests__/premiumKit.js';

describe('the premium sandbox checkout page', () => {
  let kit: PremiumKit;
  beforeEach(async () => {
    kit = await openPremiumKit();
  });
  afterEach(async () => {
    await kit.close();
  });

  it("should show the store's mark and colours around the payment form", async () => {
    const ana = await kit.buyer();
    const page = await kit.app.inject({ method: 'GET', url: pathOf(await kit.subscribe(ana, { return_url: `${STORE}/#!/premium` })) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<body><header class="brand">.*<span>D2D<\/span><\/header><main/);
    expect(page.body).toContain('background:#0b0e14');
    expect(page.body).toContain('Pay $14.99');
  });
});
