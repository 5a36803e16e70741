/**
 * The steps of the checkout flow (spec §4) behind `store.checkout`'s asynchronous methods:
 * creating the checkout, the card modal's submit, the PayPal-type payment, cancelling. Loaded on
 * the first of those calls (`CheckoutFlow` imports it dynamically), so a page that shows no
 * checkout does not carry them.
 * @module
 */
import {
  SOMETHING_WENT_WRONG,
  PURCHASE_REDIRECT_DELAY_MS,
  checkCartForCheckout,
  genericApiAction,
  fieldErrorsFromServer,
  hasFieldErrors,
  validateGiftForm,
  type CheckoutResponse,
  type GiftForm,
  type GiftFormValues,
} from '@d2d/contract';
import {
  completePurchasedPath,
  type CardCheckoutState,
  type CardSubmitInput,
  type CheckoutCore,
  type CheckoutInput,
  type CheckoutState,
} from './checkoutFlow.js';
import { cardErrorMessage, checkoutErrorDialog, fraudCheckDialog } from './errorMessages.js';
import { ApiError, LoginCancelledError, RefusedError, StoreError } from './errors.js';
import { toMinor } from './money.js';

function giftBody(values: GiftFormValues): GiftForm {
  return {
    gift_first_name: values.gift_first_name?.trim() ?? '',
    gift_last_name: values.gift_last_name?.trim() ?? '',
    gift_email: values.gift_email?.trim() ?? '',
    gift_mail_body: values.gift_mail_body?.trim() ?? '',
  };
}

function set(flow: CheckoutCore, state: CheckoutState): CheckoutState {
  flow.state.value = state;
  return state;
}

/**
 * Starts a checkout (spec §4 steps 1 to 4): `CheckoutFlow.start`.
 * @param flow - The flow's state.
 * @param input - Return url, locale, optional gift and risk session.
 * @returns The state the flow reached.
 */
export async function start(flow: CheckoutCore, input: CheckoutInput): Promise<CheckoutState> {
  if (flow.state.value.step === 'creating') return flow.state.value;
  if (!flow.hooks.isLoggedIn()) {
    flow.ctx.events.emit('login-required', { reason: 'action' });
    return set(flow, { step: 'login-required' });
  }
  const blocked = checkCartForCheckout(flow.cart.count.value);
  if (blocked !== null) {
    const reason = flow.cart.count.value === 0 ? 'cart-empty' : 'cart-limit';
    flow.ctx.events.emit('dialog', checkoutErrorDialog(new RefusedError(reason, blocked)));
    return set(flow, { step: 'blocked', reason, message: blocked });
  }
  if (input.gift) {
    const errors = validateGiftForm(input.gift);
    if (hasFieldErrors(errors))
      return set(flow, {
        step: 'gift-invalid',
        errors: errors as Record<string, string>,
      });
  }
  flow.gift = Boolean(input.gift);
  set(flow, { step: 'creating' });
  try {
    const answer = await flow.ctx.api.cart.checkout(
      {
        redirect_url: input.redirectUrl,
        ...(input.locale ? { locale: input.locale } : {}),
        ...(input.gift ? { gift: giftBody(input.gift) } : {}),
        ...(input.riskSessionId ? { ris_session_id: input.riskSessionId } : {}),
      },
      { handled: [500] }
    );
    return afterCheckout(flow, answer);
  } catch (error) {
    return fail(flow, error);
  }
}

/**
 * Goes on with the card modal's submit, which `CheckoutFlow.submitCard` has set `submitting`:
 * optional fraud check, then the client-side confirmation, then the purchase.
 * @param flow - The flow's state.
 * @param card - The `submitting` state the submit set.
 * @param input - Billing details, the confirmer and the fraud-check inputs.
 * @returns The state after the submit.
 */
export async function submitCard(
  flow: CheckoutCore,
  card: CardCheckoutState,
  input: CardSubmitInput
): Promise<CheckoutState> {
  const current = card;
  try {
    if (input.cardToken && input.riskSessionId) {
      const check = await flow.ctx.api.checkout
        .fraudCheck(
          {
            ris_session_id: input.riskSessionId,
            payment_id: current.paymentId,
            identifier: flow.ctx.fingerprint,
            card_token: input.cardToken,
            billing_details: input.billing,
          },
          { handled: [500] }
        )
        // a refusal status is the fraud check failing, with the server's code if it sent one
        .catch((error: unknown) => {
          if (error instanceof ApiError) return { success: false, code: error.code ?? null };
          throw error;
        });
      if (!check.success) {
        flow.ctx.events.emit('dialog', fraudCheckDialog(check.code));
        void flow.cart.refresh().catch(() => undefined);
        return set(flow, { step: 'idle' });
      }
    }
    const confirmed = await input.confirm({
      clientSecret: current.clientSecret,
      paymentId: current.paymentId,
      billing: input.billing,
    });
    if (confirmed.status !== 'succeeded') {
      return set(flow, {
        ...card,
        card: 'error',
        error: cardErrorMessage(confirmed.message),
      });
    }
    await flow.ctx.api.checkout.stripePurchase(current.paymentId, {
      handled: [500],
    });
    set(flow, { ...card, card: 'submitted' });
    redirectAfterDelay(flow, current.paymentId);
    return flow.state.value;
  } catch (error) {
    if (flow.state.value !== card) return flow.state.value;
    const text =
      error instanceof Error && !(error instanceof ApiError) ? error.message : checkoutErrorDialog(error).message;
    return set(flow, { ...card, card: 'error', error: cardErrorMessage(text) });
  }
}

/**
 * Cancels the checkout on the server (the PayPal-type payment, then the cart's checkout) and
 * refreshes the cart and the account; `CheckoutFlow.cancel` has already set the flow idle.
 * @param flow - The flow's state.
 * @param current - The state before the cancel.
 * @param cartId - The cart whose checkout is aborted.
 */
export async function abortOnServer(
  flow: CheckoutCore,
  current: CheckoutState,
  cartId: number | undefined
): Promise<void> {
  try {
    if (current.step === 'frame' && current.provider === 'paypal' && current.paymentId) {
      await flow.ctx.api.checkout.paypalAbort(current.paymentId);
    }
    if (cartId !== undefined) await flow.ctx.api.cart.abortCheckout(cartId);
  } finally {
    await Promise.allSettled([flow.cart.refresh(), flow.hooks.refreshAccount()]);
  }
}

/**
 * PayPal-type button, step 1: creates the payment; `CheckoutFlow.startPayPal`.
 * @returns The state (`frame` with the approval url, or `failed`).
 */
export async function startPayPal(flow: CheckoutCore, input: CheckoutInput): Promise<CheckoutState> {
  if (!flow.payPalEnabled.value) return flow.state.value;
  set(flow, { step: 'creating' });
  try {
    const answer = await flow.ctx.api.checkout.pay('paypal', { redirect_url: input.redirectUrl }, { handled: [500] });
    return afterCheckout(flow, { ...answer, payment: 'paypal' });
  } catch (error) {
    return fail(flow, error);
  }
}

/**
 * PayPal-type button, step 2: purchase, then the result page; `CheckoutFlow.approvePayPal`.
 * @param ids - The payment id and the provider's payer id and token.
 */
export async function approvePayPal(
  flow: CheckoutCore,
  ids: { paymentId: string; payerId?: string; token?: string }
): Promise<CheckoutState> {
  try {
    await flow.ctx.api.checkout.paypalPurchase(
      {
        payment_id: ids.paymentId,
        ...(ids.payerId ? { payer_id: ids.payerId } : {}),
        ...(ids.token ? { token: ids.token } : {}),
      },
      { handled: [500] }
    );
    const path = completePurchasedPath(ids.paymentId);
    flow.ctx.events.emit('navigate', { path });
    return set(flow, { step: 'redirecting', paymentId: ids.paymentId, path });
  } catch (error) {
    return fail(flow, error);
  }
}

function afterCheckout(flow: CheckoutCore, answer: CheckoutResponse): CheckoutState {
  const amountMinor = answer.amount === undefined ? undefined : toMinor(answer.amount);
  const paymentId = answer.payment_id ?? undefined;
  const cartId = answer.id ?? flow.cart.cart.value?.id;
  // what is charged, tax included, shown next to the payment form (servers before it send none)
  const summary = answer.order_summary ? { summary: answer.order_summary } : {};
  if (amountMinor === 0 && paymentId) {
    redirectAfterDelay(flow, paymentId);
    return flow.state.value;
  }
  if (answer.client_secret && paymentId && amountMinor !== undefined && amountMinor > 0) {
    return set(flow, {
      step: 'card',
      ...(cartId === undefined ? {} : { cartId }),
      paymentId,
      amountMinor,
      clientSecret: answer.client_secret,
      card: 'idle',
      ...summary,
    });
  }
  if (answer.call_url) {
    return set(flow, {
      step: 'frame',
      ...(cartId === undefined ? {} : { cartId }),
      ...(paymentId ? { paymentId } : {}),
      url: answer.call_url,
      ...(answer.payment ? { provider: answer.payment } : {}),
      ...summary,
    });
  }
  // an answer with nothing to continue with is a server fault the shopper can only retry
  return fail(flow, new StoreError(SOMETHING_WENT_WRONG, { status: 200, body: answer }));
}

function redirectAfterDelay(flow: CheckoutCore, paymentId: string): void {
  const path = completePurchasedPath(paymentId);
  if (flow.state.value.step !== 'card') set(flow, { step: 'redirecting', paymentId, path });
  flow.ctx.clock.setTimeout(() => {
    if (flow.state.value.step === 'card') set(flow, { step: 'redirecting', paymentId, path });
    flow.ctx.events.emit('navigate', { path });
  }, PURCHASE_REDIRECT_DELAY_MS);
}

/**
 * Where a failed checkout call leaves the flow: the gift form's field errors, idle after a
 * cancelled login, or `failed` with the §8 dialog.
 * @param flow - The flow's state.
 * @param error - What the call threw.
 * @returns The state.
 */
export function fail(flow: CheckoutCore, error: unknown): CheckoutState {
  if (error instanceof ApiError && error.status === 422) {
    const fieldErrors = fieldErrorsFromServer(
      (error.body as { errors?: Record<string, string[]> } | undefined)?.errors
    );
    const giftFields = Object.keys(fieldErrors).filter((field) => field.startsWith('gift'));
    if (giftFields.length > 0) return set(flow, { step: 'gift-invalid', errors: fieldErrors });
  }
  if (error instanceof LoginCancelledError) return set(flow, { step: 'idle' });
  const ownedTitles = flow.cart.lines.value
    .filter((l) => l.line.product.has_own === true)
    .map((l) => l.line.product.title);
  const dialog =
    error instanceof StoreError && !(error instanceof ApiError) && error.status === 200
      ? { kind: 'message' as const, message: error.message }
      : checkoutErrorDialog(error, {
          gift: flow.gift,
          ...(ownedTitles.length > 0 ? { ownedTitles } : {}),
        });
  // 404, 503 and the like were routed by the transport; 409, 422, 500 and the rest are the checkout's to show
  const routed =
    error instanceof ApiError && error.status !== 500 && genericApiAction(error.status).kind === 'navigate';
  if (!routed) flow.ctx.events.emit('dialog', dialog);
  return set(flow, { step: 'failed', dialog });
}
