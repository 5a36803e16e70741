/**
 * Streaming info polling and launches (spec §4 Streaming, §9): re-fetch every 12 s while jobs
 * are pending, but only within 300,000 ms of page load; while pending the page shows 'Updating
 * information'. A Cloud Play or Instant Play launch locks the launch buttons until the streaming
 * client reports done or failure, which the streaming info shows as its launch job ending.
 * @module
 */
import { computed, signal, type ReadonlySignal, type Signal } from '@preact/signals-core';
import { CLOUD_PLAY_DEFAULT_GAME_ID, streamingFailureMessage, type InstantPlayAckBody, type StreamingInfo } from '@d2d/contract';
import type { TimerHandle } from './adapters.js';
import { lazyModule, withModule } from './lazyModule.js';
import { ServerSwitch } from './serverSwitch.js';
import type { StoreContext } from './storeContext.js';
import type { ActiveLaunch, LaunchOpener, LaunchResult, LaunchTarget } from './streamingLaunch.js';

// the fetches and launches are only needed where streaming shows: they load on the first call
const pollSteps = /* @__PURE__ */ lazyModule('streaming', () => import('./streamingPollSteps.js'));

/**
 * A launch waiting for its client: settles on the first info fetched after it that shows no launch job.
 * @internal
 */
export interface LaunchWait {
  /** Fetches numbered above this one started after the launch answered. */
  afterFetch: number;
  settle(result: LaunchResult): void;
}

/**
 * The poll's state, shared with its fetches and launches (`streamingPollSteps.ts`), which load
 * on first use.
 * @internal
 */
export interface StreamingCore {
  readonly ctx: StoreContext;
  readonly info: Signal<StreamingInfo | null>;
  readonly updating: ReadonlySignal<boolean>;
  readonly polling: Signal<boolean>;
  readonly launch: Signal<ActiveLaunch | null>;
  /** Starts a new polling cycle (`StreamingPoll.load`). */
  load(): Promise<StreamingInfo>;
  timer: TimerHandle | undefined;
  generation: number;
  fetches: number;
  wait: LaunchWait | undefined;
}

/** The streaming info, launches and server switch of one store: `store.streaming`. */
export class StreamingPoll {
  /** The last streaming info, `null` before the first load. */
  readonly info = signal<StreamingInfo | null>(null);
  /** Jobs are pending: show 'Updating information'. */
  readonly updating: ReadonlySignal<boolean>;
  /** Whether another fetch is scheduled. */
  readonly polling = signal(false);
  /** The launch that holds the lock, or `null`. */
  readonly launch = signal<ActiveLaunch | null>(null);
  /** Whether the launch buttons are locked (a launch waits for its client). */
  readonly locked: ReadonlySignal<boolean>;
  /** The Cloud Play server switch. */
  readonly serverSwitch: ServerSwitch;

  readonly #core: StreamingCore;

  constructor(ctx: StoreContext) {
    this.updating = computed(() => (this.info.value?.pending_jobs.length ?? 0) > 0);
    this.locked = computed(() => this.launch.value !== null);
    this.serverSwitch = new ServerSwitch(ctx, () => void this.load().catch(() => undefined));
    const { info, updating, polling, launch } = this;
    this.#core = {
      ctx,
      info,
      updating,
      polling,
      launch,
      load: () => this.load(),
      timer: undefined,
      generation: 0,
      fetches: 0,
      wait: undefined,
    };
  }

  /**
   * Loads the streaming info and keeps polling every 12 s while jobs are pending and the page
   * is less than 300,000 ms old. Calling it again restarts the cycle.
   * @returns The first answer.
   * @example
   * await store.streaming.load();
   * effect(() => banner.hidden = !store.streaming.updating.value);
   */
  load(): Promise<StreamingInfo> {
    this.stop();
    const generation = ++this.#core.generation;
    return withModule(
      pollSteps,
      (steps) => steps.fetchInfo(this.#core, generation),
      (error) => {
        // as an info call that never reached the server
        this.#core.ctx.events.emit('error', { error });
        throw error;
      },
    );
  }

  /**
   * Loads the fetches, the launches and the server switch ahead of their first use (they are
   * not part of the page's first script), e.g. when a page showing streaming mounts, so that the
   * first call starts at once. Optional: every call loads them itself.
   * @returns Resolves once loaded; rejects with a `NetworkError` when they could not be.
   * @example
   * useEffect(() => void store.streaming.preload().catch(() => undefined), []);
   */
  async preload(): Promise<void> {
    await Promise.all([pollSteps.load(), this.serverSwitch.preload()]);
  }

  /** Stops polling (the streaming page went away). A launch in progress still ends on its timeout. */
  stop(): void {
    const core = this.#core;
    core.generation += 1;
    if (core.timer !== undefined) core.ctx.clock.clearTimeout(core.timer);
    core.timer = undefined;
    this.polling.value = false;
  }

  /**
   * Launches Cloud Play and holds the lock until the streaming client reports (the launch job
   * leaves the streaming info) or 20 s pass without a report (`not-installed`).
   * @param gameId - A launch id of the panel (5009901 Windows desktop, 5009902 Steam, 5009903
   *   Origin, 5009904 Blizzard) or a game's `streaming_game_id`.
   * @param open - Opens the streaming client at the launch url.
   * @returns How the launch ended; `refused` carries the spec §8 text (101, status 0, …).
   * @example
   * const result = await store.streaming.launchCloudPlay(5009902, (url) => clientWindow.location.assign(url));
   * if (result.outcome === 'not-installed') showDialog('Streaming client not installed');
   */
  launchCloudPlay(gameId: number = CLOUD_PLAY_DEFAULT_GAME_ID, open: LaunchOpener = () => {}): Promise<LaunchResult> {
    return this.#launch({ kind: 'cloudPlay', gameId }, open);
  }

  /**
   * Launches the one Instant Play trial of a spotlight game, holds the lock as Cloud Play does
   * (30 s), and acknowledges the trial once the client reported.
   * @param game - The game's `streaming_game_id`, the spotlight's id and the offer's `instant_play.oid`.
   * @param open - Opens the streaming client at the launch url.
   * @returns How the launch ended; a second trial is `refused` with the server's 2001 text.
   */
  launchInstantPlay(game: InstantPlayAckBody, open: LaunchOpener = () => {}): Promise<LaunchResult> {
    return this.#launch({ kind: 'instantPlay', game }, open);
  }

  #launch(target: LaunchTarget, open: LaunchOpener): Promise<LaunchResult> {
    return withModule(
      pollSteps,
      (steps) => steps.launch(this.#core, target, open),
      // refused as a launch whose call never reached the server
      (): LaunchResult =>
        this.launch.value
          ? { outcome: 'busy' }
          : {
              outcome: 'refused',
              message: streamingFailureMessage(0, target.kind),
            },
    );
  }
}
