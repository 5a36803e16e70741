/**
 * The streaming info's fetches and the launches behind `store.streaming` (spec §4 Streaming,
 * §9): polling every 12 s while jobs are pending, and Cloud Play and Instant Play launches that
 * hold the lock until the client reports. Loaded on the first call (`StreamingPoll` imports it
 * dynamically), so pages that show no streaming do not carry it.
 * @module
 */
import { STREAMING_POLL_INTERVAL_MS, STREAMING_POLL_WINDOW_MS, type StreamingInfo, type StreamingLaunch } from '@d2d/contract';
import type { TimerHandle } from './adapters.js';
import { streamingErrorMessage } from './errorMessages.js';
import type { LaunchWait, StreamingCore } from './streamingPoll.js';
import { isLaunchPending, launchTimeoutMs, type LaunchOpener, type LaunchResult, type LaunchTarget } from './streamingLaunch.js';

/** How long before a launch gives up it looks at the streaming info one last time. */
const LAST_LOOK_MS = 2000;

/**
 * Launches Cloud Play or Instant Play and holds the lock until the client reports or the launch
 * times out: `StreamingPoll.launchCloudPlay` and `launchInstantPlay`.
 * @param core - The poll's state.
 * @param target - What to launch.
 * @param open - Opens the streaming client at the launch url.
 * @returns How the launch ended.
 */
export async function launch(core: StreamingCore, target: LaunchTarget, open: LaunchOpener): Promise<LaunchResult> {
  if (core.launch.value) return { outcome: 'busy' };
  const { kind } = target;
  core.launch.value = {
    kind,
    gameId: target.kind === 'cloudPlay' ? target.gameId : target.game.game_id,
    startedAt: core.ctx.clock.now(),
  };
  let answer: StreamingLaunch;
  try {
    // a failed launch is a message on the page, never a trip to /404 or /error
    answer =
      target.kind === 'cloudPlay'
        ? await core.ctx.api.streaming.play({ game_id: target.gameId }, { navigate: false })
        : await core.ctx.api.streaming.instantPlay(
            {
              game_id: target.game.game_id,
              offer_item_id: target.game.offer_item_id,
            },
            { navigate: false },
          );
  } catch (error) {
    core.launch.value = null;
    return { outcome: 'refused', message: streamingErrorMessage(error, kind) };
  }
  if (!answer.launch_url) {
    core.launch.value = null;
    return { outcome: 'refused', message: streamingErrorMessage(answer, kind) };
  }
  const waiting = waitForClient(core, launchTimeoutMs(kind));
  open(answer.launch_url);
  const result = await waiting;
  core.launch.value = null;
  if (result.outcome === 'reported' && target.kind === 'instantPlay') {
    void core.ctx.api.streaming.instantPlayAck(target.game, { navigate: false }).catch(() => undefined);
  }
  return result;
}

function waitForClient(core: StreamingCore, timeoutMs: number): Promise<LaunchResult> {
  return new Promise<LaunchResult>((resolve) => {
    let timer: TimerHandle | undefined;
    const wait: LaunchWait = {
      afterFetch: core.fetches,
      settle: (result) => {
        if (core.wait !== wait) return;
        core.wait = undefined;
        if (timer !== undefined) core.ctx.clock.clearTimeout(timer);
        resolve(result);
      },
    };
    core.wait = wait;
    // a last look shortly before the service's own deadline: after it, a launch the client never
    // answered leaves the info just as one it answered does
    timer = core.ctx.clock.setTimeout(() => {
      timer = core.ctx.clock.setTimeout(() => wait.settle({ outcome: 'not-installed' }), LAST_LOOK_MS);
      void core.load().catch(() => undefined);
    }, timeoutMs - LAST_LOOK_MS);
    // the launch is a pending job now: show it and poll every 12 s while it waits
    void core.load().catch(() => undefined);
  });
}

/**
 * Fetches the streaming info for one polling cycle and schedules the next fetch.
 * @param core - The poll's state.
 * @param generation - The cycle (`StreamingPoll.load` starts a new one).
 * @returns The answer.
 */
export async function fetchInfo(core: StreamingCore, generation: number): Promise<StreamingInfo> {
  const fetchNumber = ++core.fetches;
  const info = await core.ctx.api.streaming.info();
  // any answer fetched after a launch may end its wait, whether or not this poll still runs
  const wait = core.wait;
  if (wait && fetchNumber > wait.afterFetch && !isLaunchPending(info)) wait.settle({ outcome: 'reported' });
  if (generation !== core.generation) return info;
  core.info.value = info;
  schedule(core, generation);
  return info;
}

function schedule(core: StreamingCore, generation: number): void {
  const withinWindow = () => core.ctx.clock.now() - core.ctx.loadedAt <= STREAMING_POLL_WINDOW_MS;
  if (!core.updating.value || !withinWindow()) {
    core.polling.value = false;
    return;
  }
  core.polling.value = true;
  core.timer = core.ctx.clock.setTimeout(() => {
    core.timer = undefined;
    if (generation !== core.generation) return;
    if (!withinWindow()) {
      core.polling.value = false;
      return;
    }
    // a failed re-fetch ends polling; the last info stays on screen
    fetchInfo(core, generation).catch(() => {
      if (generation === core.generation) core.polling.value = false;
    });
  }, STREAMING_POLL_INTERVAL_MS);
}
