/**
 * The checkout flow of spec §4 as a state machine (`store.checkout.state`):
 * visitor → `login-required`; more than 5 lines or an empty cart → `blocked` with the spec's
 * text; an invalid gift → `gift-invalid`; otherwise `creating`, then by the checkout's answer:
 * a zero amount → `redirecting` (to /complete-purchased?status=success&paymentId=… after
 * 800 ms); a client secret with a non-zero amount → `card` (the card modal: idle, submitting,
 * submitted, error); a `call_url` → `frame` (embedded hosted or PayPal-type checkout); a refused
 * checkout → `failed` with the §8 dialog. `cancel()` aborts, refreshes the cart and the account.
 * @module
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import {
  MESSAGES,
  PURCHASE_REDIRECT_DELAY_MS,
  checkCartForCheckout,
  genericApiAction,
  fillPagePattern,
  fieldErrorsFromServer,
  hasFieldErrors,
  validateGiftForm,
  type BillingDetails,
  type CheckoutResponse,
  type GiftForm,
  type GiftFormValues,
  type OrderSummary,
  type PaymentProvider,
} from '@d2d/contract';
import type { CartStore } from './cart.js';
import { cardErrorMessage, checkoutErrorDialog, fraudCheckDialog, type MessageDialog } from './errorMessages.js';
import { ApiError, LoginCancelledError, RefusedError, StoreError } from './errors.js';
import { toMinor } from './money.js';
import type { StoreContext } from './storeContext.js';

/** The card modal's states (spec §4 Card modal). */
export type CardStep = 'idle' | 'submitting' | 'submitted' | 'error';

/** Where the checkout stands. */
export type CheckoutState =
  | { step: 'idle' }
  | { step: 'login-required' }
  | { step: 'blocked'; reason: 'cart-limit' | 'cart-empty'; message: string }
  | { step: 'gift-invalid'; errors: Readonly<Record<string, string>> }
  | { step: 'creating' }
  | { step: 'card'; cartId?: number; paymentId: string; amountMinor: number; clientSecret: string; card: CardStep; error?: string; summary?: OrderSummary }
  | { step: 'frame'; cartId?: number; paymentId?: string; url: string; provider?: PaymentProvider; summary?: OrderSummary }
  | { step: 'redirecting'; paymentId: string; path: string }
  | { step: 'failed'; dialog: MessageDialog };

/** Start options of a checkout. */
export interface CheckoutInput {
  /** Where a hosted provider returns the shopper. */
  redirectUrl: string;
  locale?: string;
  /** Send the order as a gift (validated with the spec's gift rules first). */
  gift?: GiftFormValues | null;
  /** The fraud-scoring session id, when the collector is enabled. */
  riskSessionId?: string;
}

/** The outcome of confirming a card with the card provider's client library. */
export type CardConfirmResult = { status: 'succeeded' } | { status: 'failed'; message?: string | null };

/**
 * Confirms the card payment client-side with the client secret (spec §7: the card provider
 * confirms the payment in the browser). The card form supplies it, e.g. wrapping Stripe.js's
 * `confirmCardPayment`, or the sandbox provider's test-card form.
 */
export type CardConfirmer = (input: { clientSecret: string; paymentId: string; billing: BillingDetails }) => Promise<CardConfirmResult>;

/** What the card modal submits. */
export interface CardSubmitInput {
  billing: BillingDetails;
  confirm: CardConfirmer;
  /** With `riskSessionId`, runs the provider's fraud check before confirming. */
  cardToken?: string;
  riskSessionId?: string;
}

/** A message from the embedded checkout frame (re-broadcast by the hidden same-origin frame). */
export interface FrameResult {
  isSuccess: boolean;
  paymentId?: string | null;
  /** The purchase-fail code when it failed (3001, 4001, 4002, 5001). */
  errorCode?: number | string | null;
}

/** Path of the purchase result page for a payment. */
export function completePurchasedPath(paymentId: string): string {
  return fillPagePattern('/complete-purchased', {}, { status: 'success', paymentId });
}

function giftBody(values: GiftFormValues): GiftForm {
  return {
    gift_first_name: values.gift_first_name?.trim() ?? '',
    gift_last_name: values.gift_last_name?.trim() ?? '',
    gift_email: values.gift_email?.trim() ?? '',
    gift_mail_body: values.gift_mail_body?.trim() ?? '',
  };
}

/** What the flow needs from the rest of the store. */
export interface CheckoutHooks {
  isLoggedIn(): boolean;
  refreshAccount(): Promise<unknown>;
}

/**
 * The checkout of one store: `store.checkout`.
 * @example
 * effect(() => render(store.checkout.state.value));
 * await store.checkout.start({ redirectUrl: location.href });
 */
export class CheckoutFlow {
  /** The flow's state. */
  readonly state = signal<CheckoutState>({ step: 'idle' });
  /** The checkout button is disabled when the cart is empty or missing. */
  readonly disabled: ReadonlySignal<boolean>;
  /** The PayPal-type button is enabled only when logged in and the cart is non-empty. */
  readonly payPalEnabled: ReadonlySignal<boolean>;

  readonly #ctx: StoreContext;
  readonly #cart: CartStore;
  readonly #hooks: CheckoutHooks;
  #gift = false;

  constructor(ctx: StoreContext, cart: CartStore, hooks: CheckoutHooks) {
    this.#ctx = ctx;
    this.#cart = cart;
    this.#hooks = hooks;
    this.disabled = computed(() => this.#cart.cart.value === null || this.#cart.isEmpty.value);
    this.payPalEnabled = computed(() => this.#cart.cart.value !== null && !this.#cart.isEmpty.value && hooks.isLoggedIn());
  }

  /**
   * Starts a checkout (spec §4 steps 1 to 4).
   * @param input - Return url, locale, optional gift and risk session.
   * @returns The state the flow reached.
   */
  async start(input: CheckoutInput): Promise<CheckoutState> {
    if (this.state.value.step === 'creating') return this.state.value;
    if (!this.#hooks.isLoggedIn()) {
      this.#ctx.events.emit('login-required', { reason: 'action' });
      return this.#set({ step: 'login-required' });
    }
    const blocked = checkCartForCheckout(this.#cart.count.value);
    if (blocked !== null) {
      const reason = this.#cart.count.value === 0 ? 'cart-empty' : 'cart-limit';
      this.#ctx.events.emit('dialog', checkoutErrorDialog(new RefusedError(reason, blocked)));
      return this.#set({ step: 'blocked', reason, message: blocked });
    }
    if (input.gift) {
      const errors = validateGiftForm(input.gift);
      if (hasFieldErrors(errors)) return this.#set({ step: 'gift-invalid', errors: errors as Record<string, string> });
    }
    this.#gift = Boolean(input.gift);
    this.#set({ step: 'creating' });
    try {
      const answer = await this.#ctx.api.cart.checkout(
        {
          redirect_url: input.redirectUrl,
          ...(input.locale ? { locale: input.locale } : {}),
          ...(input.gift ? { gift: giftBody(input.gift) } : {}),
          ...(input.riskSessionId ? { ris_session_id: input.riskSessionId } : {}),
        },
        { handled: [500] },
      );
      return this.#afterCheckout(answer);
    } catch (error) {
      return this.#fail(error);
    }
  }

  /**
   * Submits the card modal: optional fraud check, then the client-side confirmation, then the
   * purchase. Ignored unless the card modal is idle or showing an error (no double submit).
   * @param input - Billing details, the confirmer and the fraud-check inputs.
   * @returns The state after the submit.
   */
  async submitCard(input: CardSubmitInput): Promise<CheckoutState> {
    const current = this.state.value;
    if (current.step !== 'card' || (current.card !== 'idle' && current.card !== 'error')) return current;
    const card = { ...current, card: 'submitting' as const };
    delete card.error;
    this.#set(card);
    try {
      if (input.cardToken && input.riskSessionId) {
        const check = await this.#ctx.api.checkout
          .fraudCheck(
            {
              ris_session_id: input.riskSessionId,
              payment_id: current.paymentId,
              identifier: this.#ctx.fingerprint,
              card_token: input.cardToken,
              billing_details: input.billing,
            },
            { handled: [500] },
          )
          // a refusal status is the fraud check failing, with the server's code if it sent one
          .catch((error: unknown) => {
            if (error instanceof ApiError) return { success: false, code: error.code ?? null };
            throw error;
          });
        if (!check.success) {
          this.#ctx.events.emit('dialog', fraudCheckDialog(check.code));
          void this.#cart.refresh().catch(() => undefined);
          return this.#set({ step: 'idle' });
        }
      }
      const confirmed = await input.confirm({ clientSecret: current.clientSecret, paymentId: current.paymentId, billing: input.billing });
      if (confirmed.status !== 'succeeded') {
        return this.#set({ ...card, card: 'error', error: cardErrorMessage(confirmed.message) });
      }
      await this.#ctx.api.checkout.stripePurchase(current.paymentId, { handled: [500] });
      this.#set({ ...card, card: 'submitted' });
      this.#redirectAfterDelay(current.paymentId);
      return this.state.value;
    } catch (error) {
      if (this.state.value !== card) return this.state.value;
      const text = error instanceof Error && !(error instanceof ApiError) ? error.message : checkoutErrorDialog(error).message;
      return this.#set({ ...card, card: 'error', error: cardErrorMessage(text) });
    }
  }

  /** Closes the card modal: resets it and refreshes the cart (ignored while submitting). */
  closeCard(): void {
    const current = this.state.value;
    if (current.step !== 'card' || current.card === 'submitting' || current.card === 'submitted') return;
    this.#set({ step: 'idle' });
    void this.#cart.refresh().catch(() => undefined);
  }

  /**
   * Cancels the checkout: aborts it on the server, refreshes the cart and reloads the account.
   */
  async cancel(): Promise<void> {
    const current = this.state.value;
    const cartId = 'cartId' in current ? current.cartId : this.#cart.cart.value?.id;
    this.#set({ step: 'idle' });
    try {
      if (current.step === 'frame' && current.provider === 'paypal' && current.paymentId) {
        await this.#ctx.api.checkout.paypalAbort(current.paymentId);
      }
      if (cartId !== undefined) await this.#ctx.api.cart.abortCheckout(cartId);
    } finally {
      await Promise.allSettled([this.#cart.refresh(), this.#hooks.refreshAccount()]);
    }
  }

  /**
   * Handles the embedded frame's result: success goes to the purchase result page, failure to
   * /purchase-fail/{err}.
   * @param result - The frame's message.
   */
  frameResult(result: FrameResult): void {
    const current = this.state.value;
    const paymentId = result.paymentId ?? (current.step === 'frame' ? current.paymentId : undefined);
    if (result.isSuccess && paymentId) {
      this.#set({ step: 'redirecting', paymentId, path: completePurchasedPath(paymentId) });
      this.#ctx.events.emit('navigate', { path: completePurchasedPath(paymentId) });
      return;
    }
    this.#set({ step: 'idle' });
    this.#ctx.events.emit('navigate', { path: fillPagePattern('/purchase-fail/:err', { err: String(result.errorCode ?? 5001) }) });
  }

  /**
   * PayPal-type button, step 1: creates the payment; open the answer's `call_url` to authorise.
   * @returns The state (`frame` with the approval url, or `failed`).
   */
  async startPayPal(input: CheckoutInput): Promise<CheckoutState> {
    if (!this.payPalEnabled.value) return this.state.value;
    this.#set({ step: 'creating' });
    try {
      const answer = await this.#ctx.api.checkout.pay('paypal', { redirect_url: input.redirectUrl }, { handled: [500] });
      return this.#afterCheckout({ ...answer, payment: 'paypal' });
    } catch (error) {
      return this.#fail(error);
    }
  }

  /**
   * PayPal-type button, step 2: the shopper authorised; purchase, then the result page.
   * @param ids - The payment id and the provider's payer id and token.
   */
  async approvePayPal(ids: { paymentId: string; payerId?: string; token?: string }): Promise<CheckoutState> {
    try {
      await this.#ctx.api.checkout.paypalPurchase(
        { payment_id: ids.paymentId, ...(ids.payerId ? { payer_id: ids.payerId } : {}), ...(ids.token ? { token: ids.token } : {}) },
        { handled: [500] },
      );
      const path = completePurchasedPath(ids.paymentId);
      this.#ctx.events.emit('navigate', { path });
      return this.#set({ step: 'redirecting', paymentId: ids.paymentId, path });
    } catch (error) {
      return this.#fail(error);
    }
  }

  /** Back to idle (after the host closed a failure dialog or left the page). */
  reset(): void {
    if (this.state.value.step !== 'creating') this.#set({ step: 'idle' });
  }

  #afterCheckout(answer: CheckoutResponse): CheckoutState {
    const amountMinor = answer.amount === undefined ? undefined : toMinor(answer.amount);
    const paymentId = answer.payment_id ?? undefined;
    const cartId = answer.id ?? this.#cart.cart.value?.id;
    // what is charged, tax included, shown next to the payment form (servers before it send none)
    const summary = answer.order_summary ? { summary: answer.order_summary } : {};
    if (amountMinor === 0 && paymentId) {
      this.#redirectAfterDelay(paymentId);
      return this.state.value;
    }
    if (answer.client_secret && paymentId && amountMinor !== undefined && amountMinor > 0) {
      return this.#set({ step: 'card', ...(cartId === undefined ? {} : { cartId }), paymentId, amountMinor, clientSecret: answer.client_secret, card: 'idle', ...summary });
    }
    if (answer.call_url) {
      return this.#set({
        step: 'frame',
        ...(cartId === undefined ? {} : { cartId }),
        ...(paymentId ? { paymentId } : {}),
        url: answer.call_url,
        ...(answer.payment ? { provider: answer.payment } : {}),
        ...summary,
      });
    }
    // an answer with nothing to continue with is a server fault the shopper can only retry
    return this.#fail(new StoreError(MESSAGES.somethingWentWrong, { status: 200, body: answer }));
  }

  #redirectAfterDelay(paymentId: string): void {
    const path = completePurchasedPath(paymentId);
    if (this.state.value.step !== 'card') this.#set({ step: 'redirecting', paymentId, path });
    this.#ctx.clock.setTimeout(() => {
      if (this.state.value.step === 'card') this.#set({ step: 'redirecting', paymentId, path });
      this.#ctx.events.emit('navigate', { path });
    }, PURCHASE_REDIRECT_DELAY_MS);
  }

  #fail(error: unknown): CheckoutState {
    if (error instanceof ApiError && error.status === 422) {
      const fieldErrors = fieldErrorsFromServer((error.body as { errors?: Record<string, string[]> } | undefined)?.errors);
      const giftFields = Object.keys(fieldErrors).filter((field) => field.startsWith('gift'));
      if (giftFields.length > 0) return this.#set({ step: 'gift-invalid', errors: fieldErrors });
    }
    if (error instanceof LoginCancelledError) return this.#set({ step: 'idle' });
    const ownedTitles = this.#cart.lines.value.filter((l) => l.line.product.has_own === true).map((l) => l.line.product.title);
    const dialog =
      error instanceof StoreError && !(error instanceof ApiError) && error.status === 200
        ? { kind: 'message' as const, message: error.message }
        : checkoutErrorDialog(error, { gift: this.#gift, ...(ownedTitles.length > 0 ? { ownedTitles } : {}) });
    // 404, 503 and the like were routed by the transport; 409, 422, 500 and the rest are the checkout's to show
    const routed = error instanceof ApiError && error.status !== 500 && genericApiAction(error.status).kind === 'navigate';
    if (!routed) this.#ctx.events.emit('dialog', dialog);
    return this.#set({ step: 'failed', dialog });
  }

  #set(state: CheckoutState): CheckoutState {
    this.state.value = state;
    return state;
  }
}
