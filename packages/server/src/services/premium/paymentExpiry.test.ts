/**
 * Expiry of abandoned premium, gift, gift-claim and rental checkouts (issue 12 point 4): the
 * recovery pass ends what stayed unpaid past `PAYMENT_EXPIRY_MINUTES` with the expiry's text and
 * releases the provider's hold; a Pay or an approval arriving later is released, never granted.
 * Real SQLite, the real sandbox ledger; time moves by the kit's clock only.
 */
import { endpoints, hostedCheckoutSchema } from '@d2d/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PremiumPaymentRow } from '../../db/tables/premium.js';
import type { PaymentProvider } from '../../payments/provider.js';
import { payWithCard, sandboxPayment } from '../../payments/sandboxLedger.js';
import { sandboxProvider } from '../../payments/sandboxProviders.js';
import { openPremiumKit, pathOf, type Buyer, type PremiumKit } from '../../routes/premium/__tests__/premiumKit.js';
import type { PremiumContext } from './context.js';
import { paymentByProviderRef } from './data/payments.js';
import { PREMIUM_MESSAGES } from './messages.js';
import { recoverPremiumPayments } from './paymentRecovery.js';
import { subscriptionRow } from './subscriptions.js';

const MINUTE = 60_000;
const EXPIRY = 30 * MINUTE;
const CARD = '4242424242424242';
const RENTABLE = 4;

describe('expiry of abandoned premium and rental checkouts', () => {
  let kit: PremiumKit;
  let ana: Buyer;
  let bob: Buyer;
  let ctx: PremiumContext;

  beforeEach(async () => {
    kit = await openPremiumKit();
    ana = await kit.buyer();
    bob = await kit.buyer();
    ctx = { db: kit.db, now: () => kit.clock.now, priceMinor: 1499, provider: sandboxProvider('hosted') };
  });
  afterEach(async () => {
    await kit.close();
  });

  const refOf = (callUrl: string) => pathOf(callUrl).split('/').pop() as string;
  const payment = async (ref: string) => (await paymentByProviderRef(kit.db, ref)) as PremiumPaymentRow;
  const ledger = async (ref: string) => (await sandboxPayment(kit.db, ref))!;
  const sweep = () => recoverPremiumPayments(ctx, { expiryMs: EXPIRY });
  const rentals = (who: Buyer) => kit.db.selectFrom('inventory_items').select('id').where('account_id', '=', who.id).where('purchase_type', '=', 'rental').execute();
  const rent = async (who: Buyer) => (await kit.ok(who, 'POST', '/d2d/xsolla/rent', endpoints.rentalRent.response, { days: 2, product_id: RENTABLE })).call_url;

  it('should expire a subscription checkout left unpaid past the limit, release the hold, and grant nothing for a late Pay', async () => {
    const callUrl = await kit.subscribe(ana);
    const ref = refOf(callUrl);

    kit.clock.advance(EXPIRY - MINUTE);
    expect(await sweep()).toMatchObject({ expired: 0, completed: 0, ended: 0, errors: [] });
    expect((await payment(ref)).status).toBe('pending');

    kit.clock.advance(2 * MINUTE);
    expect(await sweep()).toMatchObject({ expired: 1, completed: 0, ended: 0, errors: [] });
    expect(await payment(ref)).toMatchObject({ status: 'cancelled', sync_due: 0, error_message: PREMIUM_MESSAGES.paymentExpired });
    expect(await ledger(ref)).toMatchObject({ status: 'canceled', captured_amount: 0 });
    // nothing is left to ask the provider about
    expect(await sweep()).toMatchObject({ expired: 0, completed: 0, ended: 0, synced: 0 });

    // the shopper comes back to the page and pays: the expiry's text, nothing charged, no plan
    expect((await kit.pay(callUrl, CARD)).json()).toMatchObject({ status: 'failed', message: PREMIUM_MESSAGES.paymentExpired });
    expect(await ledger(ref)).toMatchObject({ status: 'canceled', captured_amount: 0 });
    expect(await subscriptionRow(kit.db, ana.id)).toBeUndefined();

    // and can subscribe again
    expect((await kit.pay(await kit.subscribe(ana), CARD)).json()).toMatchObject({ status: 'success' });
    expect((await subscriptionRow(kit.db, ana.id))?.status).toBe('subscribed');
  });

  it('should complete, not expire, a stale payment the shopper paid before the sweep', async () => {
    const ref = refOf(await kit.subscribe(ana));
    kit.clock.advance(EXPIRY + MINUTE);
    expect(await payWithCard(kit.db, await ledger(ref), CARD, kit.clock.now)).toEqual({ status: 'succeeded' });
    expect(await sweep()).toMatchObject({ expired: 0, completed: 1, errors: [] });
    expect((await payment(ref)).status).toBe('completed');
    expect((await subscriptionRow(kit.db, ana.id))?.status).toBe('subscribed');
  });

  it('should release, never grant, an approval that lands between the provider\'s answer and the expiry', async () => {
    const ref = refOf(await rent(ana));
    kit.clock.advance(EXPIRY + MINUTE);
    const sandbox = sandboxProvider('hosted');
    // the shopper pays right after the provider answered the sweep "unpaid"
    const racing: PaymentProvider = {
      ...sandbox,
      async retrieve(db, providerRef) {
        const state = await sandbox.retrieve(db, providerRef);
        await payWithCard(kit.db, await ledger(providerRef), CARD, kit.clock.now);
        return state;
      },
    };
    expect(await recoverPremiumPayments({ ...ctx, provider: racing }, { expiryMs: EXPIRY })).toMatchObject({ expired: 1, completed: 0, errors: [] });
    expect(await payment(ref)).toMatchObject({ status: 'cancelled', sync_due: 0 });
    expect(await ledger(ref)).toMatchObject({ status: 'canceled', captured_amount: 0 });
    // the Pay's own completion answers with the expiry and grants nothing
    expect((await kit.pay(`http://x/sandbox/premium/${ref}`, CARD)).json()).toMatchObject({ status: 'failed', message: PREMIUM_MESSAGES.paymentExpired });
    expect(await rentals(ana)).toHaveLength(0);
  });

  it('should expire abandoned gift and gift-claim checkouts and leave the gift claimable', async () => {
    const giftRef = refOf((await kit.ok(ana, 'POST', '/api/account/premium/gift', hostedCheckoutSchema, { email: bob.email, months: 2 })).call_url);
    const paidGift = await kit.ok(ana, 'POST', '/api/account/premium/gift', hostedCheckoutSchema, { email: bob.email, months: 1 });
    expect((await kit.pay(paidGift.call_url, CARD)).json()).toMatchObject({ status: 'success' });
    const code = (await kit.db.selectFrom('premium_gifts').select('code').where('status', '=', 'paid').executeTakeFirstOrThrow()).code;
    const claimUrl = (await kit.ok(bob, 'POST', '/api/account/premium/gift/claim', hostedCheckoutSchema, { code })).call_url;

    kit.clock.advance(EXPIRY + MINUTE);
    expect(await sweep()).toMatchObject({ expired: 2, errors: [] });
    expect(await payment(giftRef)).toMatchObject({ status: 'cancelled', error_message: PREMIUM_MESSAGES.paymentExpired });
    expect(await payment(refOf(claimUrl))).toMatchObject({ status: 'cancelled', error_message: PREMIUM_MESSAGES.paymentExpired });
    expect((await ledger(refOf(claimUrl))).status).toBe('canceled');
    expect(await subscriptionRow(kit.db, bob.id)).toBeUndefined();

    // the unpaid gift was never sent; the paid one waits for a new claim, which goes through
    const gifts = await kit.db.selectFrom('premium_gifts').select(['months', 'status']).orderBy('months').execute();
    expect(gifts).toEqual([{ months: 1, status: 'paid' }, { months: 2, status: 'pending' }]);
    const again = (await kit.ok(bob, 'POST', '/api/account/premium/gift/claim', hostedCheckoutSchema, { code })).call_url;
    expect((await kit.pay(again, CARD)).json()).toMatchObject({ status: 'success' });
    expect((await subscriptionRow(kit.db, bob.id))?.status).toBe('subscribed');
  });

  it('should expire an abandoned rental checkout and let the shopper rent again', async () => {
    const ref = refOf(await rent(ana));
    kit.clock.advance(EXPIRY + MINUTE);
    expect(await sweep()).toMatchObject({ expired: 1, errors: [] });
    expect(await payment(ref)).toMatchObject({ status: 'cancelled', sync_due: 0 });
    expect(await rentals(ana)).toHaveLength(0);
    expect((await kit.pay(await rent(ana), CARD)).json()).toMatchObject({ status: 'success' });
    expect(await rentals(ana)).toHaveLength(1);
  });

  it('should keep the default expiry of 30 minutes without a setting', async () => {
    const ref = refOf(await kit.subscribe(ana));
    kit.clock.advance(EXPIRY - MINUTE);
    expect(await recoverPremiumPayments(ctx)).toMatchObject({ expired: 0 });
    kit.clock.advance(2 * MINUTE);
    expect(await recoverPremiumPayments(ctx)).toMatchObject({ expired: 1 });
    expect((await payment(ref)).status).toBe('cancelled');
  });
});
