/**
 * The purchase-completion poll of spec §4: on /complete-purchased, ask for the receipt every
 * 800 ms until the server answers 200; a 403 sends the shopper home; a receipt with a missing
 * or 'troubled' status (or a 'troubled' route status) shows 'Please checkout again.'.
 * @module
 */
import { signal } from '@preact/signals-core';
import { COMPLETION_POLL_INTERVAL_MS, CHECKOUT_AGAIN, fillPagePattern, type PurchaseCompletion } from '@d2d/contract';
import type { TimerHandle } from './adapters.js';
import { ApiError } from './errors.js';
import type { StoreContext } from './storeContext.js';

/** Where the completion page stands. */
export type CompletionState =
  | { step: 'idle' }
  | { step: 'polling'; paymentId: string; attempts: number }
  | { step: 'complete'; completion: PurchaseCompletion }
  | { step: 'failed'; message: string }
  | { step: 'forbidden' };

/** Route parameters of /complete-purchased. */
export interface CompletionParams {
  paymentId: string | null | undefined;
  /** The route's `status` parameter, when the page has one. */
  status?: string | null;
}

const isTroubled = (status: string | null | undefined) => status === undefined || status === null || status.trim() === '' || status === 'troubled';

/** The completion poll of one store: `store.completion`. */
export class PurchaseCompletionPoll {
  /** The page's state. */
  readonly state = signal<CompletionState>({ step: 'idle' });

  readonly #ctx: StoreContext;
  readonly #afterPurchase: () => void;
  #timer: TimerHandle | undefined;
  #generation = 0;

  constructor(ctx: StoreContext, afterPurchase: () => void) {
    this.#ctx = ctx;
    this.#afterPurchase = afterPurchase;
  }

  /**
   * Starts polling for the receipt of a payment.
   * @param params - The route's `paymentId` and `status`.
   * @returns The final state (complete, failed or forbidden); pending while polling.
   * @example
   * const result = await store.completion.start({ paymentId: params.paymentId, status: params.status });
   * if (result.step === 'complete') showReceipt(result.completion);
   */
  start(params: CompletionParams): Promise<CompletionState> {
    this.stop();
    const generation = this.#generation;
    const paymentId = params.paymentId?.trim();
    if (!paymentId || params.status === 'troubled') {
      return Promise.resolve(this.#finish({ step: 'failed', message: CHECKOUT_AGAIN }));
    }
    return new Promise<CompletionState>((resolve) => {
      const attempt = (attempts: number) => {
        if (generation !== this.#generation) return;
        this.state.value = { step: 'polling', paymentId, attempts };
        this.#ctx.api.account.completedPurchase(paymentId, { navigate: false }).then(
          (completion) => {
            if (generation !== this.#generation) return;
            if (isTroubled(completion.status)) {
              resolve(this.#finish({ step: 'failed', message: CHECKOUT_AGAIN }));
              return;
            }
            this.#afterPurchase();
            resolve(this.#finish({ step: 'complete', completion }));
          },
          (error: unknown) => {
            if (generation !== this.#generation) return;
            if (error instanceof ApiError && error.status === 403) {
              this.#ctx.events.emit('navigate', { path: fillPagePattern('/'), reason: error });
              resolve(this.#finish({ step: 'forbidden' }));
              return;
            }
            // not ready yet (or a passing failure): ask again
            this.#timer = this.#ctx.clock.setTimeout(() => attempt(attempts + 1), COMPLETION_POLL_INTERVAL_MS);
          },
        );
      };
      attempt(1);
    });
  }

  /** Stops polling (the page went away); a pending `start` promise stays pending. */
  stop(): void {
    this.#generation += 1;
    if (this.#timer !== undefined) this.#ctx.clock.clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #finish(state: CompletionState): CompletionState {
    this.#timer = undefined;
    this.state.value = state;
    return state;
  }
}
