import { CHECKOUT_ERROR_CODE, MESSAGES, hostedCheckoutSchema, premiumGiftListSchema } from '@d2d/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sandboxProvider } from '../../payments/sandboxProviders.js';
import { CARD_SUCCESS } from '../../payments/testCards.js';
import type { PremiumContext } from '../../services/premium/context.js';
import { PREMIUM_MESSAGES } from '../../services/premium/messages.js';
import { RENEWAL_TERMS, renewDuePlans } from '../../services/premium/renewal.js';
import { DAY_MS, openPremiumKit, type Buyer, type PremiumKit } from './__tests__/premiumKit.js';

describe('gift subscriptions', () => {
  let kit: PremiumKit;
  let ana: Buyer;
  let bob: Buyer;
  beforeEach(async () => {
    kit = await openPremiumKit();
    ana = await kit.buyer();
    bob = await kit.buyer();
  });
  afterEach(async () => {
    await kit.close();
  });

  const gift = async (from: Buyer, to: string, months: number) => (await kit.ok(from, 'POST', '/api/account/premium/gift', hostedCheckoutSchema, { email: to, months })).call_url;
  const gifts = (from: Buyer) => kit.ok(from, 'GET', '/api/account/premium/gifts', premiumGiftListSchema);
  const claim = (who: Buyer, code: string) => kit.call(who, 'POST', '/api/account/premium/gift/claim', { code });
  const sandboxRow = (paymentId: string) =>
    kit.db.selectFrom('sandbox_payments').select(['status', 'captured_amount', 'voided_amount']).where('payment_id', '=', paymentId).executeTakeFirstOrThrow();

  it("should charge the giver the months, then give the recipient the plan on a card authorised only, renewing on it after the gift", async () => {
    const paid = await kit.pay(await gift(ana, bob.email, 3));
    expect(paid.json()).toMatchObject({ status: 'success' });
    const [sent] = (await gifts(ana)).items;
    expect(sent).toMatchObject({ recipient_email: bob.email, months: 3, status: 'paid' });
    expect((await kit.db.selectFrom('premium_payments').select(['amount', 'status']).where('account_id', '=', ana.id).execute())).toEqual([{ amount: 3 * 1499, status: 'completed' }]);
    // the giver's own plan and renewal card are untouched
    expect(await kit.status(ana)).toEqual({ subscription: null });
    expect(await kit.db.selectFrom('premium_payment_methods').select('account_id').execute()).toEqual([]);

    const started = kit.clock.now;
    const res = await claim(bob, sent!.code.toLowerCase());
    expect(res.statusCode).toBe(200);
    const claimed = await kit.pay(hostedCheckoutSchema.parse(res.json()).call_url, CARD_SUCCESS);
    expect(claimed.json()).toMatchObject({ status: 'success' });
    const plan = (await kit.status(bob)).subscription!;
    expect(plan).toMatchObject({ status: 'subscribed', stop_renewing: false, tier: 'monthly' });
    const end = Date.parse(plan.end_date!);
    expect(end - started).toBeGreaterThanOrEqual(89 * DAY_MS);
    expect(end - started).toBeLessThanOrEqual(92 * DAY_MS);
    // authorised only: nothing captured from the recipient, the hold released, no purchase listed
    const claimPayment = await kit.db.selectFrom('premium_payments').select(['id', 'status']).where('account_id', '=', bob.id).executeTakeFirstOrThrow();
    expect(claimPayment.status).toBe('cancelled');
    expect(await sandboxRow(claimPayment.id)).toEqual({ status: 'canceled', captured_amount: 0, voided_amount: 1499 });
    expect((await gifts(ana)).items[0]?.status).toBe('claimed');
    // a replayed Pay claims nothing more
    expect((await kit.pay(hostedCheckoutSchema.parse(res.json()).call_url, CARD_SUCCESS)).json()).toMatchObject({ status: 'success' });
    expect(Date.parse((await kit.status(bob)).subscription!.end_date!)).toBe(end);

    // monthly charging starts after the gift period, on the recipient's card
    const ctx: PremiumContext = { db: kit.db, now: () => kit.clock.now, priceMinor: 1499, provider: sandboxProvider('hosted') };
    kit.clock.set(end - RENEWAL_TERMS.leadMs - 60_000);
    expect(await renewDuePlans(ctx)).toEqual({ renewed: 0, failed: 0 });
    kit.clock.set(end - RENEWAL_TERMS.leadMs + 60_000);
    expect(await renewDuePlans(ctx)).toEqual({ renewed: 1, failed: 0 });
    bob = await kit.relogin(bob);
    expect(Date.parse((await kit.status(bob)).subscription!.end_date!) - end).toBeGreaterThanOrEqual(28 * DAY_MS);
  });

  it('should let only the addressee claim a paid gift, once', async () => {
    const carl = await kit.buyer();
    await kit.pay(await gift(ana, bob.email, 1));
    const code = (await gifts(ana)).items[0]!.code;

    const wrong = await claim(carl, code);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ errors: { base: [PREMIUM_MESSAGES.giftOtherAddress] } });

    await kit.pay(hostedCheckoutSchema.parse((await claim(bob, code)).json()).call_url);
    const again = await claim(bob, code);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ errors: { base: [PREMIUM_MESSAGES.giftCodeInvalid] } });
    expect((await claim(bob, 'NOSUCHCODE')).statusCode).toBe(422);
  });

  it('should not list or let anyone claim a gift its giver has not paid', async () => {
    await gift(ana, bob.email, 2);
    expect((await gifts(ana)).items).toEqual([]);
    const pending = await kit.db.selectFrom('premium_gifts').select('code').executeTakeFirstOrThrow();
    expect((await claim(bob, pending.code)).statusCode).toBe(422);
  });

  it('should refuse a gift to oneself, an unconfirmed giver and a length outside 1 to 12 months', async () => {
    const self = await kit.call(ana, 'POST', '/api/account/premium/gift', { email: ana.email.toUpperCase(), months: 1 });
    expect(self.statusCode).toBe(422);
    expect(self.json()).toMatchObject({ errors: { base: [PREMIUM_MESSAGES.giftToSelf] } });
    const unconfirmed = await kit.buyer({ confirmed: false });
    const res = await kit.call(unconfirmed, 'POST', '/api/account/premium/gift', { email: bob.email, months: 1 });
    expect(res.json()).toMatchObject({ error_code: CHECKOUT_ERROR_CODE.unconfirmedEmail, errors: { base: [MESSAGES.unconfirmedEmail] } });
    for (const months of [0, 13, 1.5]) {
      expect((await kit.call(ana, 'POST', '/api/account/premium/gift', { email: bob.email, months })).statusCode).toBe(400);
    }
  });
});
