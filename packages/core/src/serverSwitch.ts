/**
 * The Cloud Play server switch (spec §4 Streaming, §8, §9): invitation, confirmation, then
 * progress that ticks every 1.8 s up to 10 until 'All Set' or 'Switching server failed'.
 * @module
 */
import { signal } from '@preact/signals-core';
import {
  MESSAGES,
  SERVER_SWITCH_MAX_TICKS,
  SERVER_SWITCH_TICK_MS,
  type StreamingServer,
  type SwitchingServerStatus,
} from '@d2d/contract';
import { errorTextOf, StoreError } from './errors.js';
import type { StoreContext } from './storeContext.js';

/** Ticks past the tenth the switch may still take before it counts as failed (a slow service). */
const GRACE_TICKS = 5;

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

const IDLE: ServerSwitchState = { phase: 'idle', progress: 0, target: null, message: null, reason: null };

/** The server switch of one store: `store.streaming.serverSwitch`. */
export class ServerSwitch {
  /** The switch in progress or its outcome; `idle` before one starts and after {@link reset}. */
  readonly state = signal<ServerSwitchState>(IDLE);
  /** The last status answer: the machine's server and the list to switch to; null before {@link loadStatus}. */
  readonly status = signal<SwitchingServerStatus | null>(null);

  readonly #ctx: StoreContext;
  readonly #onSettled: () => void;
  #running: Promise<ServerSwitchState> | undefined;

  /**
   * @param ctx - The store's internals.
   * @param onSettled - Called when a switch is done or failed (the streaming info reloads).
   */
  constructor(ctx: StoreContext, onSettled: () => void) {
    this.#ctx = ctx;
    this.#onSettled = onSettled;
  }

  /**
   * Loads the machine's server and the server list (the explain and confirm steps show them).
   * @returns The status answer.
   */
  async loadStatus(): Promise<SwitchingServerStatus> {
    const status = await this.#ctx.api.streaming.switchServerStatus({ navigate: false });
    this.status.value = status;
    return status;
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

  /** Back to `idle` once the dialog is closed; a running switch keeps going and ends as it will. */
  reset(): void {
    if (this.#running) return;
    this.state.value = IDLE;
  }

  async #run(serverId: number | undefined): Promise<ServerSwitchState> {
    this.state.value = { ...IDLE, phase: 'switching' };
    try {
      await this.#ctx.api.streaming.switchServer(serverId === undefined ? {} : { server_id: serverId }, { navigate: false });
    } catch (error) {
      return this.#end('failed', error instanceof StoreError ? (errorTextOf(error.body) ?? null) : null);
    }
    for (let tick = 1; tick <= SERVER_SWITCH_MAX_TICKS + GRACE_TICKS; tick += 1) {
      await this.#sleep(SERVER_SWITCH_TICK_MS);
      const status = await this.loadStatus().catch(() => null);
      const progress = Math.min(SERVER_SWITCH_MAX_TICKS, Math.max(tick, status?.progress ?? 0));
      this.state.value = { ...this.state.value, progress, target: status?.target ?? this.state.value.target };
      if (status?.status === 'done' || status?.status === 'failed') return this.#end(status.status, null);
    }
    return this.#end('failed', null);
  }

  #end(phase: 'done' | 'failed', reason: string | null): ServerSwitchState {
    const state: ServerSwitchState = {
      phase,
      progress: phase === 'done' ? SERVER_SWITCH_MAX_TICKS : this.state.value.progress,
      target: this.state.value.target,
      message: phase === 'done' ? MESSAGES.allSet : MESSAGES.switchingServerFailed,
      reason,
    };
    this.state.value = state;
    return state;
  }

  #sleep(ms: number): Promise<void> {
    return new Promise((resolve) => this.#ctx.clock.setTimeout(resolve, ms));
  }
}
