/**
 * The message the payment pages post to the store (spec §7: the hidden same-origin frame
 * re-broadcasts provider messages as `{ event, isSuccess, eventType, response, id }`). Every
 * sandbox page and the relay page send exactly this shape, with `postMessage(message,
 * storeOrigin)` to the exact origin of the store, never `*`.
 *
 * The store listens with:
 * ```ts
 * window.addEventListener('message', (e) => {
 *   if (e.origin !== apiOrigin || e.data?.event !== PAYMENT_FRAME_EVENT) return;
 *   const m = e.data as PaymentFrameMessage;
 *   if (m.eventType === 'cancel') return store.checkout.cancel();
 *   if (m.eventType === 'approve') return store.checkout.approvePayPal({ paymentId: m.id, payerId: m.response.payer_id, token: m.response.token });
 *   store.checkout.frameResult({ isSuccess: m.isSuccess, paymentId: m.id, errorCode: m.response.error_code });
 * });
 * ```
 * @module
 */

/** `event` of every payment message. */
export const PAYMENT_FRAME_EVENT = 'd2d:payment';

/**
 * `event` of the 3-D Secure challenge page's answer, which the card form (not the checkout's
 * payment listener) waits for: `{ event, status: 'succeeded' | 'failed', message? }`.
 */
export const CHALLENGE_FRAME_EVENT = 'd2d:3ds';

/**
 * What happened: `purchase` (the hosted page paid and the order is complete, or it failed),
 * `approve` (the PayPal-type buyer approved: the store calls `/d2d/paypal/purchase` next),
 * `cancel` (the shopper cancelled: the store aborts the checkout).
 */
export type PaymentFrameEventType = 'purchase' | 'approve' | 'cancel';

/** A payment message as the store receives it. */
export interface PaymentFrameMessage {
  event: typeof PAYMENT_FRAME_EVENT;
  eventType: PaymentFrameEventType;
  isSuccess: boolean;
  /** The payment id (`payment_id` of the checkout). */
  id: string;
  response: {
    status: 'success' | 'failed' | 'approved' | 'cancelled';
    payment_id: string;
    /** Purchase-fail code of a failure: 4001 declined, 5001 system error (spec §8). */
    error_code?: number;
    /** The provider's text of a failure, e.g. 'Your card was declined.'. */
    message?: string;
    /** PayPal-type approval: pass both to `/d2d/paypal/purchase`. */
    payer_id?: string;
    token?: string;
  };
}
