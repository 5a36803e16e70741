/**
 * The live card provider (`stripe`) on Stripe's PaymentIntents. Money is only held when the
 * shopper confirms (`capture_method: 'manual'`), captured when the order is delivered and the
 * hold cancelled when the payment is released, the way the sandbox's card behaves; an operator's
 * refund returns what the intent's charge has not refunded yet. Our payment
 * id is the idempotency key of the intent and sits in its metadata, so a checkout replayed after a
 * crash finds the intent it made; every later call derives its key from the intent and the
 * amount it asks for, so repeating one is harmless.
 * @module
 */
import type Stripe from 'stripe';
import type { Db } from '../../db/database.js';
import type { CreatePaymentInput, CreatedPayment, PaymentProvider, ProviderPaymentState } from '../provider.js';
import { paymentIntentState } from './paymentIntentState.js';

/** The metadata key that carries our payment id on an intent. */
export const PAYMENT_ID_METADATA = 'payment_id';

/** Intent statuses whose hold (or pending confirmation) may still be cancelled. */
const CANCELLABLE: readonly Stripe.PaymentIntent.Status[] = ['requires_payment_method', 'requires_confirmation', 'requires_action', 'requires_capture', 'processing'];

/** Whether an error is Stripe's answer that the intent does not exist. */
function isMissing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'resource_missing';
}

/**
 * The live card provider.
 * @param stripe - a client for the account's secret key ({@link stripeClient})
 * @example
 * const provider = stripeProvider(stripeClient({ secretKey }));
 * const created = await provider.create(db, { paymentId, amountMinor: 1999, currency: 'USD', storeOrigin, serverOrigin, now });
 * created.clientSecret; // 'pi_…_secret_…', confirmed by Stripe.js in the store
 */
export function stripeProvider(stripe: Stripe): PaymentProvider {
  const intent = (ref: string) => stripe.paymentIntents.retrieve(ref, { expand: ['latest_charge'] });
  const retrieve = async (ref: string): Promise<ProviderPaymentState> => {
    try {
      return paymentIntentState(await stripe.paymentIntents.retrieve(ref));
    } catch (error) {
      if (isMissing(error)) return { state: 'unknown' };
      throw error;
    }
  };

  /** Whether the intent's card allows more than one capture (Stripe's multicapture). */
  const multicapture = (pi: Stripe.PaymentIntent): boolean => {
    const charge = pi.latest_charge;
    return typeof charge === 'object' && charge !== null && charge.payment_method_details?.card?.multicapture?.status === 'available';
  };

  return {
    name: 'stripe',
    kind: 'card',
    mode: 'live',
    async create(_db: Db, input: CreatePaymentInput): Promise<CreatedPayment> {
      const pi = await stripe.paymentIntents.create(
        {
          amount: input.amountMinor,
          currency: input.currency.toLowerCase(),
          capture_method: 'manual',
          allowed_payment_method_types: ['card'],
          // pre-order lines are captured at their release, after the rest of the order
          payment_method_options: { card: { request_multicapture: 'if_available' } },
          metadata: { [PAYMENT_ID_METADATA]: input.paymentId },
        },
        { idempotencyKey: input.paymentId },
      );
      return { ref: pi.id, clientSecret: pi.client_secret, callUrl: null };
    },
    retrieve: (_db, ref) => retrieve(ref),
    // the confirmation is the shopper's, in Stripe.js; there is nothing to authorise here
    authorize: (_db, ref) => retrieve(ref),
    async captureTo(_db, ref, cumulativeMinor) {
      const pi = await intent(ref);
      const remaining = cumulativeMinor - pi.amount_received;
      if (remaining <= 0) return;
      if (pi.status !== 'requires_capture') {
        throw new Error(`Stripe payment ${ref} is ${pi.status}: ${remaining} cannot be captured`);
      }
      const more = multicapture(pi) && cumulativeMinor < pi.amount;
      await stripe.paymentIntents.capture(
        ref,
        // without multicapture Stripe releases the uncaptured rest with this capture
        { amount_to_capture: Math.min(remaining, pi.amount_capturable), ...(more ? { final_capture: false } : {}) },
        { idempotencyKey: `${ref}:capture:${cumulativeMinor}` },
      );
    },
    async voidTo(_db, ref, cumulativeMinor) {
      const pi = await intent(ref);
      // a part void happens by itself: the final capture releases what it does not take
      if (pi.status !== 'requires_capture' || pi.amount_received + cumulativeMinor < pi.amount) return;
      await stripe.paymentIntents.cancel(ref, { cancellation_reason: 'abandoned' }, { idempotencyKey: `${ref}:void:${cumulativeMinor}` });
    },
    async cancel(_db, ref) {
      let pi: Stripe.PaymentIntent;
      try {
        pi = await stripe.paymentIntents.retrieve(ref);
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      if (!CANCELLABLE.includes(pi.status) || pi.amount_received > 0) return;
      await stripe.paymentIntents.cancel(ref, { cancellation_reason: 'abandoned' }, { idempotencyKey: `${ref}:cancel` });
    },
    async refund(_db, ref) {
      const pi = await intent(ref);
      const charge = pi.latest_charge;
      const refunded = typeof charge === 'object' && charge !== null ? charge.amount_refunded : 0;
      const left = pi.amount_received - refunded;
      if (pi.amount_received > 0 && left <= 0) return;
      if (pi.status !== 'succeeded' || left <= 0) throw new Error(`Stripe payment ${ref} is ${pi.status}: nothing captured to refund`);
      try {
        // the key holds for Stripe's 24 hours; after that the re-read above finds it refunded
        await stripe.refunds.create({ payment_intent: ref, amount: left, reason: 'requested_by_customer' }, { idempotencyKey: `${ref}:refund` });
      } catch (error) {
        if (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'charge_already_refunded') return;
        throw error;
      }
    },
    // Stripe Radar screens the card when the shopper confirms; a refusal arrives as a decline
    async fraudCheck() {
      return { success: true };
    },
  };
}
