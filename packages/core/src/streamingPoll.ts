/**
 * Streaming info polling and launches (spec §4 Streaming, §9): re-fetch every 12 s while jobs
 * are pending, but only within 300,000 ms of page load; while pending the page shows 'Updating
 * information'. A Cloud Play or Instant Play launch locks the launch buttons until the streaming
 * client reports done or failure, which the streaming info shows as its launch job ending.
 * @module
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import {
  CLOUD_PLAY_DEFAULT_GAME_ID,
  STREAMING_POLL_INTERVAL_MS,
  STREAMING_POLL_WINDOW_MS,
  type InstantPlayAckBody,
  type StreamingInfo,
  type StreamingLaunch,
} from '@d2d/contract';
import type { TimerHandle } from './adapters.js';
import { streamingErrorMessage } from './errorMessages.js';
import { ServerSwitch } from './serverSwitch.js';
import type { StoreContext } from './storeContext.js';
import {
  isLaunchPending,
  launchTimeoutMs,
  type ActiveLaunch,
  type LaunchOpener,
  type LaunchResult,
  type LaunchTarget,
} from './streamingLaunch.js';

/** How long before a launch gives up it looks at the streaming info one last time. */
const LAST_LOOK_MS = 2000;

/** A launch waiting for its client: settles on the first info fetched after it that shows no launch job. */
interface LaunchWait {
  /** Fetches numbered above this one started after the launch answered. */
  afterFetch: number;
  settle(result: LaunchResult): void;
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

  readonly #ctx: StoreContext;
  #timer: TimerHandle | undefined;
  #generation = 0;
  #fetches = 0;
  #wait: LaunchWait | undefined;

  constructor(ctx: StoreContext) {
    this.#ctx = ctx;
    this.updating = computed(() => (this.info.value?.pending_jobs.length ?? 0) > 0);
    this.locked = computed(() => this.launch.value !== null);
    this.serverSwitch = new ServerSwitch(ctx, () => void this.load().catch(() => undefined));
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

  /** Stops polling (the streaming page went away). A launch in progress still ends on its timeout. */
  stop(): void {
    this.#generation += 1;
    if (this.#timer !== undefined) this.#ctx.clock.clearTimeout(this.#timer);
    this.#timer = undefined;
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

  async #launch(target: LaunchTarget, open: LaunchOpener): Promise<LaunchResult> {
    if (this.launch.value) return { outcome: 'busy' };
    const { kind } = target;
    this.launch.value = { kind, gameId: target.kind === 'cloudPlay' ? target.gameId : target.game.game_id, startedAt: this.#ctx.clock.now() };
    let answer: StreamingLaunch;
    try {
      // a failed launch is a message on the page, never a trip to /404 or /error
      answer =
        target.kind === 'cloudPlay'
          ? await this.#ctx.api.streaming.play({ game_id: target.gameId }, { navigate: false })
          : await this.#ctx.api.streaming.instantPlay({ game_id: target.game.game_id, offer_item_id: target.game.offer_item_id }, { navigate: false });
    } catch (error) {
      this.launch.value = null;
      return { outcome: 'refused', message: streamingErrorMessage(error, kind) };
    }
    if (!answer.launch_url) {
      this.launch.value = null;
      return { outcome: 'refused', message: streamingErrorMessage(answer, kind) };
    }
    const waiting = this.#waitForClient(launchTimeoutMs(kind));
    open(answer.launch_url);
    const result = await waiting;
    this.launch.value = null;
    if (result.outcome === 'reported' && target.kind === 'instantPlay') {
      void this.#ctx.api.streaming.instantPlayAck(target.game, { navigate: false }).catch(() => undefined);
    }
    return result;
  }

  #waitForClient(timeoutMs: number): Promise<LaunchResult> {
    return new Promise<LaunchResult>((resolve) => {
      let timer: TimerHandle | undefined;
      const wait: LaunchWait = {
        afterFetch: this.#fetches,
        settle: (result) => {
          if (this.#wait !== wait) return;
          this.#wait = undefined;
          if (timer !== undefined) this.#ctx.clock.clearTimeout(timer);
          resolve(result);
        },
      };
      this.#wait = wait;
      // a last look shortly before the service's own deadline: after it, a launch the client never
      // answered leaves the info just as one it answered does
      timer = this.#ctx.clock.setTimeout(() => {
        timer = this.#ctx.clock.setTimeout(() => wait.settle({ outcome: 'not-installed' }), LAST_LOOK_MS);
        void this.load().catch(() => undefined);
      }, timeoutMs - LAST_LOOK_MS);
      // the launch is a pending job now: show it and poll every 12 s while it waits
      void this.load().catch(() => undefined);
    });
  }

  async #fetch(generation: number): Promise<StreamingInfo> {
    const fetchNumber = ++this.#fetches;
    const info = await this.#ctx.api.streaming.info();
    // any answer fetched after a launch may end its wait, whether or not this poll still runs
    const wait = this.#wait;
    if (wait && fetchNumber > wait.afterFetch && !isLaunchPending(info)) wait.settle({ outcome: 'reported' });
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
