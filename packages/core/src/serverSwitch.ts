/**
 * The Cloud Play server switch (spec §4 Streaming, §8, §9): invitation, confirmation, then
 * progress that ticks every 1.8 s up to 10 until 'All Set' or 'Switching server failed'.
 * @module
 */
import { signal, type Signal } from '@preact/signals-core';
import { SWITCHING_SERVER_FAILED, type StreamingServer, type SwitchingServerStatus } from '@d2d/contract';
import { lazyModule, withModule } from './lazyModule.js';
import type { StoreContext } from './storeContext.js';

// the switch is only needed on the streaming page's switch dialog: it loads on the first call
const switchSteps = /* @__PURE__ */ lazyModule('server switch', () => import('./serverSwitchSteps.js'));

/** Where a switch stands. */
export type ServerSwitchPhase = 'idle' | 'switching' | 'done' | 'failed';

/** The switch as the dialog shows it. */
export interface ServerSwitchState {
  phase: ServerSwitchPhase;
  /** Ticks of 1.8 s so far, 0 to 10. */
  progress: number;
  /** The server the machine moves to, once the service named it. */
  target: StreamingServer | null;
  /** 'All Set' when done, 'Switching server failed' when failed, null before. */
  message: string | null;
  /** Why it failed, when the service said (e.g. the machine is already on that server). */
  reason: string | null;
}

/**
 * The state before a switch starts.
 * @internal
 */
export const IDLE_SWITCH: ServerSwitchState = {
  phase: 'idle',
  progress: 0,
  target: null,
  message: null,
  reason: null,
};

/**
 * The switch's state, shared with its calls (`serverSwitchSteps.ts`), which load on first use.
 * @internal
 */
export interface ServerSwitchCore {
  readonly ctx: StoreContext;
  readonly state: Signal<ServerSwitchState>;
  readonly status: Signal<SwitchingServerStatus | null>;
}

/** The server switch of one store: `store.streaming.serverSwitch`. */
export class ServerSwitch {
  /** The switch in progress or its outcome; `idle` before one starts and after {@link reset}. */
  readonly state = signal<ServerSwitchState>(IDLE_SWITCH);
  /** The last status answer: the machine's server and the list to switch to; null before {@link loadStatus}. */
  readonly status = signal<SwitchingServerStatus | null>(null);

  readonly #core: ServerSwitchCore;
  readonly #onSettled: () => void;
  #running: Promise<ServerSwitchState> | undefined;

  /**
   * @param ctx - The store's internals.
   * @param onSettled - Called when a switch is done or failed (the streaming info reloads).
   */
  constructor(ctx: StoreContext, onSettled: () => void) {
    this.#core = { ctx, state: this.state, status: this.status };
    this.#onSettled = onSettled;
  }

  /**
   * Loads the machine's server and the server list (the explain and confirm steps show them).
   * @returns The status answer.
   */
  loadStatus(): Promise<SwitchingServerStatus> {
    return withModule(
      switchSteps,
      (steps) => steps.loadStatus(this.#core),
      (error) => {
        // as a status call that never reached the server
        this.#core.ctx.events.emit('error', { error });
        throw error;
      }
    );
  }

  /**
   * Starts a switch and follows it: every 1.8 s the progress ticks and the status is asked, until
   * the service says done ('All Set') or failed ('Switching server failed'), or the switch runs
   * past its ten ticks and a grace without an answer (failed). A second call while one runs
   * answers the same switch.
   * @param serverId - The server to move to; omitted, the service picks the next one.
   * @returns The final state.
   * @example
   * const end = await store.streaming.serverSwitch.start();
   * end.message; // 'All Set'
   */
  start(serverId?: number): Promise<ServerSwitchState> {
    this.#running ??= this.#run(serverId).finally(() => {
      this.#running = undefined;
      this.#onSettled();
    });
    return this.#running;
  }

  /**
   * Loads the switch's calls ahead of the first switch (they are not part of the page's first
   * script). Optional: `loadStatus` and `start` load them themselves.
   * @returns Resolves once loaded; rejects with a `NetworkError` when they could not be.
   */
  async preload(): Promise<void> {
    await switchSteps.load();
  }

  /** Back to `idle` once the dialog is closed; a running switch keeps going and ends as it will. */
  reset(): void {
    if (this.#running) return;
    this.state.value = IDLE_SWITCH;
  }

  #run(serverId: number | undefined): Promise<ServerSwitchState> {
    // the dialog shows the switch at once, while its calls load
    this.state.value = { ...IDLE_SWITCH, phase: 'switching' };
    return withModule(
      switchSteps,
      (steps) => steps.runSwitch(this.#core, serverId),
      // a switch that could not be asked for failed, as one whose call never reached the service
      () =>
        (this.state.value = {
          ...this.state.value,
          phase: 'failed',
          message: SWITCHING_SERVER_FAILED,
          reason: null,
        })
    );
  }
}
