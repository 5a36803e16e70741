/**
 * Streaming info polling (spec §4 Streaming, §9): re-fetch every 12 s while jobs are pending,
 * but only within 300,000 ms of page load; while pending the page shows 'Updating information'.
 * @module
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { STREAMING_POLL_INTERVAL_MS, STREAMING_POLL_WINDOW_MS, type StreamingInfo } from '@d2d/contract';
import type { TimerHandle } from './adapters.js';
import type { StoreContext } from './storeContext.js';

/** The streaming info of one store: `store.streaming`. */
export class StreamingPoll {
  /** The last streaming info, `null` before the first load. */
  readonly info = signal<StreamingInfo | null>(null);
  /** Jobs are pending: show 'Updating information'. */
  readonly updating: ReadonlySignal<boolean>;
  /** Whether another fetch is scheduled. */
  readonly polling = signal(false);

  readonly #ctx: StoreContext;
  #timer: TimerHandle | undefined;
  #generation = 0;

  constructor(ctx: StoreContext) {
    this.#ctx = ctx;
    this.updating = computed(() => (this.info.value?.pending_jobs.length ?? 0) > 0);
  }

  /**
   * Loads the streaming info and keeps polling every 12 s while jobs are pending and the page
   * is less than 300,000 ms old. Calling it again restarts the cycle.
   * @returns The first answer.
   * @example
   * await store.streaming.load();
   * effect(() => banner.hidden = !store.streaming.updating.value);
   */
  async load(): Promise<StreamingInfo> {
    this.stop();
    const generation = ++this.#generation;
    return this.#fetch(generation);
  }

  /** Stops polling (the streaming page went away). */
  stop(): void {
    this.#generation += 1;
    if (this.#timer !== undefined) this.#ctx.clock.clearTimeout(this.#timer);
    this.#timer = undefined;
    this.polling.value = false;
  }

  async #fetch(generation: number): Promise<StreamingInfo> {
    const info = await this.#ctx.api.streaming.info();
    if (generation !== this.#generation) return info;
    this.info.value = info;
    this.#schedule(generation);
    return info;
  }

  #schedule(generation: number): void {
    const withinWindow = () => this.#ctx.clock.now() - this.#ctx.loadedAt <= STREAMING_POLL_WINDOW_MS;
    if (!this.updating.value || !withinWindow()) {
      this.polling.value = false;
      return;
    }
    this.polling.value = true;
    this.#timer = this.#ctx.clock.setTimeout(() => {
      this.#timer = undefined;
      if (generation !== this.#generation) return;
      if (!withinWindow()) {
        this.polling.value = false;
        return;
      }
      // a failed re-fetch ends polling; the last info stays on screen
      this.#fetch(generation).catch(() => {
        if (generation === this.#generation) this.polling.value = false;
      });
    }, STREAMING_POLL_INTERVAL_MS);
  }
}
