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
import { computed, signal, type ReadonlySignal, type Signal } from '@preact/signals-core';
import {
  SOMETHING_WENT_WRONG,
  fillPagePattern,
  type BillingDetails,
  type GiftFormValues,
  type OrderSummary,
  type PaymentProvider,
} from '@d2d/contract';
import type { CartStore } from './cart.js';
import type { MessageDialog } from './errorMessages.js';
import { lazyModule, withModule } from './lazyModule.js';
import type { StoreContext } from './storeContext.js';

// the steps are only needed once a shopper checks out: they load on the first call
const steps = /* @__PURE__ */ lazyModule('checkout', () => import('./checkoutSteps.js'));

/** The card modal's states (spec §4 Card modal). */
export type CardStep = 'idle' | 'submitting' | 'submitted' | 'error';

/** Where the checkout stands. */
export type CheckoutState =
  | { step: 'idle' }
  | { step: 'login-required' }
  | { step: 'blocked'; reason: 'cart-limit' | 'cart-empty'; message: string }
  | { step: 'gift-invalid'; errors: Readonly<Record<string, string>> }
  | { step: 'creating' }
  | {
      step: 'card';
      cartId?: number;
      paymentId: string;
      amountMinor: number;
      clientSecret: string;
      card: CardStep;
      error?: string;
      summary?: OrderSummary;
    }
  | {
      step: 'frame';
      cartId?: number;
      paymentId?: string;
      url: string;
      provider?: PaymentProvider;
      summary?: OrderSummary;
    }
  | { step: 'redirecting'; paymentId: string; path: string }
  | { step: 'failed'; dialog: MessageDialog };

/** The card modal's state of the flow. */
export type CardCheckoutState = Extract<CheckoutState, { step: 'card' }>;

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
export type CardConfirmer = (input: {
  clientSecret: string;
  paymentId: string;
  billing: BillingDetails;
}) => Promise<CardConfirmResult>;

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

/** What the flow needs from the rest of the store. */
export interface CheckoutHooks {
  isLoggedIn(): boolean;
  refreshAccount(): Promise<unknown>;
}

/**
 * The flow's state, shared with its steps (`checkoutSteps.ts`), which load on first use.
 * @internal
 */
export interface CheckoutCore {
  readonly state: Signal<CheckoutState>;
  readonly payPalEnabled: ReadonlySignal<boolean>;
  readonly ctx: StoreContext;
  readonly cart: CartStore;
  readonly hooks: CheckoutHooks;
  /** The checkout being created is a gift (for the "already owned" texts). */
  gift: boolean;
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

  readonly #core: CheckoutCore;

  constructor(ctx: StoreContext, cart: CartStore, hooks: CheckoutHooks) {
    this.disabled = computed(() => cart.cart.value === null || cart.isEmpty.value);
    this.payPalEnabled = computed(() => cart.cart.value !== null && !cart.isEmpty.value && hooks.isLoggedIn());
    this.#core = {
      state: this.state,
      payPalEnabled: this.payPalEnabled,
      ctx,
      cart,
      hooks,
      gift: false,
    };
  }

  /**
   * Starts a checkout (spec §4 steps 1 to 4).
   * @param input - Return url, locale, optional gift and risk session.
   * @returns The state the flow reached.
   */
  start(input: CheckoutInput): Promise<CheckoutState> {
    return this.#run((loaded) => loaded.start(this.#core, input));
  }

  /**
   * Loads the checkout's steps ahead of the first checkout (they are not part of the page's
   * first script), e.g. when the cart page mounts, so that the checkout button answers at once.
   * Optional: every call loads them itself.
   * @returns Resolves once loaded; rejects with a `NetworkError` when they could not be.
   * @example
   * useEffect(() => void store.checkout.preload().catch(() => undefined), []);
   */
  async preload(): Promise<void> {
    await steps.load();
  }

  /**
   * Submits the card modal: optional fraud check, then the client-side confirmation, then the
   * purchase. Ignored unless the card modal is idle or showing an error (no double submit).
   * @param input - Billing details, the confirmer and the fraud-check inputs.
   * @returns The state after the submit.
   */
  submitCard(input: CardSubmitInput): Promise<CheckoutState> {
    const current = this.state.value;
    if (current.step !== 'card' || (current.card !== 'idle' && current.card !== 'error'))
      return Promise.resolve(current);
    // the form locks at once, before the steps load, so that a second click cannot submit twice
    const card = { ...current, card: 'submitting' as const };
    delete card.error;
    this.state.value = card;
    return withModule(
      steps,
      (loaded) => loaded.submitCard(this.#core, card, input),
      (error) => {
        this.#core.ctx.events.emit('error', { error });
        if (this.state.value !== card) return this.state.value;
        this.state.value = {
          ...card,
          card: 'error',
          error: SOMETHING_WENT_WRONG,
        };
        return this.state.value;
      }
    );
  }

  /** Closes the card modal: resets it and refreshes the cart (ignored while submitting). */
  closeCard(): void {
    const current = this.state.value;
    if (current.step !== 'card' || current.card === 'submitting' || current.card === 'submitted') return;
    this.state.value = { step: 'idle' };
    void this.#core.cart.refresh().catch(() => undefined);
  }

  /**
   * Cancels the checkout: aborts it on the server, refreshes the cart and reloads the account.
   */
  async cancel(): Promise<void> {
    const current = this.state.value;
    const { cart, hooks } = this.#core;
    const cartId = 'cartId' in current ? current.cartId : cart.cart.value?.id;
    this.state.value = { step: 'idle' };
    const loaded =
      steps.current ??
      (await steps.load().catch(async (error: unknown) => {
        await Promise.allSettled([cart.refresh(), hooks.refreshAccount()]);
        throw error;
      }));
    await loaded.abortOnServer(this.#core, current, cartId);
  }

  /**
   * Handles the embedded frame's result: success goes to the purchase result page, failure to
   * /purchase-fail/{err}.
   * @param result - The frame's message.
   */
  frameResult(result: FrameResult): void {
    const current = this.state.value;
    const { events } = this.#core.ctx;
    const paymentId = result.paymentId ?? (current.step === 'frame' ? current.paymentId : undefined);
    if (result.isSuccess && paymentId) {
      this.state.value = {
        step: 'redirecting',
        paymentId,
        path: completePurchasedPath(paymentId),
      };
      events.emit('navigate', { path: completePurchasedPath(paymentId) });
      return;
    }
    this.state.value = { step: 'idle' };
    events.emit('navigate', {
      path: fillPagePattern('/purchase-fail/:err', {
        err: String(result.errorCode ?? 5001),
      }),
    });
  }

  /**
   * PayPal-type button, step 1: creates the payment; open the answer's `call_url` to authorise.
   * @returns The state (`frame` with the approval url, or `failed`).
   */
  startPayPal(input: CheckoutInput): Promise<CheckoutState> {
    return this.#run((loaded) => loaded.startPayPal(this.#core, input));
  }

  /**
   * PayPal-type button, step 2: the shopper authorised; purchase, then the result page.
   * @param ids - The payment id and the provider's payer id and token.
   */
  approvePayPal(ids: { paymentId: string; payerId?: string; token?: string }): Promise<CheckoutState> {
    return this.#run((loaded) => loaded.approvePayPal(this.#core, ids));
  }

  /** Back to idle (after the host closed a failure dialog or left the page). */
  reset(): void {
    if (this.state.value.step !== 'creating') this.state.value = { step: 'idle' };
  }

  /**
   * Runs a step once the steps are loaded. When they cannot be (the network dropped), the
   * checkout fails as a call that never reached the server does: an `error` event and the
   * 'Something went wrong' dialog.
   */
  #run(step: (loaded: typeof import('./checkoutSteps.js')) => Promise<CheckoutState>): Promise<CheckoutState> {
    return withModule(steps, step, (error) => {
      const { events } = this.#core.ctx;
      const dialog: MessageDialog = {
        kind: 'message',
        message: SOMETHING_WENT_WRONG,
      };
      events.emit('error', { error });
      events.emit('dialog', dialog);
      this.state.value = { step: 'failed', dialog };
      return this.state.value;
    });
  }
}
