/**
 * The sandbox mode of every provider kind (DECISIONS.md): used when no credentials are
 * configured, so every client flow runs offline against this server.
 * - card (`stripe`): a client secret; the card form confirms a test card at
 *   `POST /sandbox/card/confirm`, then `/d2d/stripe/purchase` completes;
 * - PayPal-type (`paypal`): `call_url` is an approval page; the buyer approves, then
 *   `/d2d/paypal/purchase` authorises and completes (create → authorise → purchase);
 * - hosted (`xsolla`) and legacy (`livegamer`, the default): `call_url` is a hosted checkout page
 *   whose Pay button pays with a test card and completes the order at once, like a provider's
 *   server notification.
 * @module
 */
import type { Db } from '../db/database.js';
import type { CreatePaymentInput, CreatedPayment, FraudCheckInput, FraudVerdict, PaymentProvider, ProviderKind } from './provider.js';
import { PROVIDER_NAME_OF_KIND } from './provider.js';
import {
  authorizeApproved,
  blockAsFraud,
  cancelSandboxPayment,
  captureTo,
  createSandboxPayment,
  ledgerState,
  refundCaptured,
  sandboxPayment,
  voidTo,
} from './sandboxLedger.js';

/**
 * Card tokens the sandbox fraud check refuses: Stripe's "highest risk" test token, and any
 * token the sandbox card form makes for the always-fraudulent test card 4100 0000 0000 0019.
 */
export const FRAUD_TEST_TOKENS: readonly string[] = ['tok_riskLevelHighest', 'tok_sandbox_4100000000000019'];

/** The fraud code a refused check answers; the shopper sees 'Your purchase cannot be completed. #87'. */
export const FRAUD_REFUSED_CODE = '87';

/** The path of the sandbox page a PayPal-type payment is approved on. */
export function paypalApprovalPath(ref: string): string {
  return `/sandbox/paypal/${encodeURIComponent(ref)}`;
}

/** The path of the sandbox hosted checkout page. */
export function hostedCheckoutPath(ref: string): string {
  return `/sandbox/hosted/${encodeURIComponent(ref)}`;
}

/**
 * The sandbox provider of one kind.
 * @param kind - card, paypal, hosted or legacy
 * @example
 * const provider = sandboxProvider('legacy');
 * const created = await provider.create(db, { paymentId, amountMinor: 1999, currency: 'USD', storeOrigin, serverOrigin, now: Date.now() });
 * created.callUrl; // 'https://store.example/sandbox/hosted/hpp_…'
 */
export function sandboxProvider(kind: ProviderKind): PaymentProvider {
  const ledgerKind = kind === 'card' ? 'card' : kind === 'paypal' ? 'paypal' : 'hosted';
  const provider: PaymentProvider = {
    name: PROVIDER_NAME_OF_KIND[kind],
    kind,
    mode: 'sandbox',
    async create(db: Db, input: CreatePaymentInput): Promise<CreatedPayment> {
      const row = await createSandboxPayment(db, {
        kind: ledgerKind,
        paymentId: input.paymentId,
        amountMinor: input.amountMinor,
        currency: input.currency,
        now: input.now,
      });
      const origin = input.serverOrigin.replace(/\/+$/, '');
      return {
        ref: row.ref,
        clientSecret: kind === 'card' ? row.client_secret : null,
        callUrl: kind === 'card' ? null : origin + (kind === 'paypal' ? paypalApprovalPath(row.ref) : hostedCheckoutPath(row.ref)),
      };
    },
    async retrieve(db, ref) {
      return ledgerState(await sandboxPayment(db, ref));
    },
    async authorize(db, ref, payerId, now) {
      if (kind !== 'paypal') return ledgerState(await sandboxPayment(db, ref));
      return authorizeApproved(db, ref, payerId, now);
    },
    captureTo: (db, ref, cumulative, now) => captureTo(db, ref, cumulative, now),
    voidTo: (db, ref, cumulative, now) => voidTo(db, ref, cumulative, now),
    cancel: (db, ref, now) => cancelSandboxPayment(db, ref, now),
    refund: (db, ref, now) => refundCaptured(db, ref, now),
  };
  if (kind === 'card') {
    provider.fraudCheck = async (db: Db, ref: string, input: FraudCheckInput, now: number): Promise<FraudVerdict> => {
      if (!FRAUD_TEST_TOKENS.includes(input.cardToken)) return { success: true };
      await blockAsFraud(db, ref, now);
      return { success: false, code: FRAUD_REFUSED_CODE };
    };
  }
  return provider;
}
