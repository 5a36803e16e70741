/**
 * Monthly renewal of the premium plan (spec §4 Subscription: "subscribed (auto-renew)"): a plan
 * with renewal on is charged its price on the method stored when it was last paid, a day before
 * its period ends. A declined charge starts a grace period (membership holds, the charge is
 * retried daily); when the grace passes unpaid the plan ends. Only the sandbox keeps reusable
 * methods here: a live provider's renewals run at the provider.
 * @module
 */
import { randomBytes } from 'node:crypto';
import { last4 } from '../../payments/testCards.js';
import { payWithCard, sandboxPayment } from '../../payments/sandboxLedger.js';
import type { PremiumContext } from './context.js';
import type { PremiumPaymentRow } from '../../db/tables/premium.js';
import { completePendingPayment, endPendingPayment, insertPremiumPayment, premiumPaymentById } from './data/payments.js';
import { claimRenewal, dueRenewals, extendRenewedPlan, savePaymentMethod, startGrace, type DueRenewal } from './data/renewals.js';
import { syncPremiumPayment } from './paymentSync.js';
import { addOneMonth } from './planPrice.js';

const DAY_MS = 86_400_000;

/** When renewals are charged and how long a failed one is retried. */
export interface RenewalTerms {
  /** How long before the period ends the charge is made. */
  leadMs: number;
  /** How long after the period's end a failed renewal keeps the plan. */
  graceMs: number;
  /** Time between two attempts of one period. */
  retryMs: number;
}

/** One day ahead, three days of grace, retried daily. */
export const RENEWAL_TERMS: RenewalTerms = { leadMs: DAY_MS, graceMs: 3 * DAY_MS, retryMs: DAY_MS };

/** What one renewal run did. */
export interface RenewalCounts {
  renewed: number;
  failed: number;
}

// the sandbox's reusable method names the test card it stands for, like Stripe's `pm_card_visa`
const SANDBOX_METHOD_PREFIX = 'pm_card_';

/**
 * Keeps the card a plan was paid with as the method it renews with. The sandbox is only ever
 * paid with its public test cards, so its method id may name the card.
 */
export async function rememberSandboxCard(ctx: PremiumContext, accountId: number, cardNumber: string): Promise<void> {
  const digits = cardNumber.replace(/[\s-]/g, '');
  await savePaymentMethod(ctx.db, {
    accountId,
    provider: ctx.provider.name,
    methodRef: SANDBOX_METHOD_PREFIX + digits,
    cardLast4: last4(digits) || null,
    now: ctx.now(),
  });
}

/**
 * Charges every plan whose renewal is due at `now`; each period is claimed first, so a run on
 * another instance never charges it again.
 * @example
 * const { renewed, failed } = await renewDuePlans(ctx);
 */
export async function renewDuePlans(ctx: PremiumContext, terms: RenewalTerms = RENEWAL_TERMS): Promise<RenewalCounts> {
  const counts: RenewalCounts = { renewed: 0, failed: 0 };
  if (ctx.provider.mode !== 'sandbox') return counts;
  const now = ctx.now();
  for (const due of await dueRenewals(ctx.db, now, terms)) {
    if (!due.methodRef.startsWith(SANDBOX_METHOD_PREFIX) || due.provider !== ctx.provider.name) continue;
    if (!(await claimRenewal(ctx.db, due.accountId, due.endAt, now, terms.retryMs))) continue;
    const outcome = await chargeRenewal(ctx, due, now);
    if (outcome === 'renewed') counts.renewed++;
    else if (outcome === 'declined') {
      await startGrace(ctx.db, due.accountId, due.endAt, due.endAt + terms.graceMs, now);
      counts.failed++;
    }
  }
  return counts;
}

/**
 * One renewal charge on the stored test card: `renewed` when paid and the plan moved a month on,
 * `declined` when the card refused, `superseded` when the period changed under the claim.
 */
async function chargeRenewal(ctx: PremiumContext, due: DueRenewal, now: number): Promise<'renewed' | 'declined' | 'superseded'> {
  const paymentId = `sub_${randomBytes(12).toString('hex')}`;
  // no shopper is present: there is no page to return to
  const created = await ctx.provider.create(ctx.db, { paymentId, amountMinor: due.priceMinor, currency: due.currency, storeOrigin: '', serverOrigin: '', now });
  await insertPremiumPayment(ctx.db, {
    id: paymentId,
    account_id: due.accountId,
    kind: 'subscription',
    product_id: null,
    sku_id: null,
    days: null,
    provider: ctx.provider.name,
    provider_ref: created.ref,
    status: 'pending',
    site_id: due.siteId,
    currency: due.currency,
    amount: due.priceMinor,
    return_url: '',
    error_message: null,
    created_at: now,
    updated_at: now,
    completed_at: null,
    renewal_period_end: due.endAt,
  });
  const ledger = await sandboxPayment(ctx.db, created.ref);
  const paid = ledger ? await payWithCard(ctx.db, ledger, due.methodRef.slice(SANDBOX_METHOD_PREFIX.length), now) : { status: 'invalid' as const };
  if (paid.status !== 'succeeded') {
    const message = paid.status === 'failed' ? paid.failure.message : 'The stored payment method could not be charged.';
    if (await endPendingPayment(ctx.db, paymentId, { status: 'failed', errorMessage: message }, now)) await syncPremiumPayment(ctx, paymentId);
    return 'declined';
  }
  const payment = await premiumPaymentById(ctx.db, paymentId);
  if (!payment) throw new Error(`The renewal payment ${paymentId} vanished`);
  const outcome = await finishRenewal(ctx, payment, now);
  if (outcome !== 'decided') return outcome;
  // a webhook about the approval finished it first
  return (await premiumPaymentById(ctx.db, paymentId))?.status === 'completed' ? 'renewed' : 'superseded';
}

/** Rolls back a renewal's completion: the period it renews is not the plan's any more. */
class PeriodChanged extends Error {}

/**
 * Finishes a renewal charge the provider holds the money of, once: completed (due to be
 * captured) together with the plan's move to the next period, keyed on the period's end; when the
 * period changed meanwhile (the shopper paid for it), ended `cancelled` and released instead.
 * Then tells the provider. The renewal job, a webhook about the approval and the recovery job
 * all finish through here.
 * @returns `renewed`, `superseded`, or `decided` when another call had decided the payment
 * @example
 * await finishRenewal(ctx, payment, ctx.now());
 */
export async function finishRenewal(ctx: PremiumContext, payment: PremiumPaymentRow, now: number): Promise<'renewed' | 'superseded' | 'decided'> {
  const periodEnd = payment.renewal_period_end;
  if (periodEnd === null) throw new Error(`The payment ${payment.id} is no renewal charge`);
  let outcome: 'renewed' | 'superseded' | 'decided';
  try {
    outcome = await ctx.db.transaction().execute(async (trx) => {
      if (!(await completePendingPayment(trx, payment.id, now))) return 'decided' as const;
      if (!(await extendRenewedPlan(trx, payment.account_id, periodEnd, addOneMonth(periodEnd), now))) throw new PeriodChanged();
      return 'renewed' as const;
    });
  } catch (error) {
    if (!(error instanceof PeriodChanged)) throw error;
    // nothing to grant: release the hold instead of charging twice
    outcome = (await endPendingPayment(ctx.db, payment.id, { status: 'cancelled', errorMessage: null }, now)) ? 'superseded' : 'decided';
  }
  await syncPremiumPayment(ctx, payment.id);
  return outcome;
}
