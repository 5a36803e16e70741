/**
 * The server switch's calls behind `store.streaming.serverSwitch` (spec §4 Streaming, §9): the
 * status and the switch followed tick by tick. Loaded on the first call (`ServerSwitch` imports
 * it dynamically), so pages without the streaming section do not carry it.
 * @module
 */
import {
  ALL_SET,
  SWITCHING_SERVER_FAILED,
  SERVER_SWITCH_MAX_TICKS,
  SERVER_SWITCH_TICK_MS,
  type SwitchingServerStatus,
} from '@d2d/contract';
import { errorTextOf, StoreError } from './errors.js';
import { IDLE_SWITCH, type ServerSwitchCore, type ServerSwitchState } from './serverSwitch.js';

/** Ticks past the tenth the switch may still take before it counts as failed (a slow service). */
const GRACE_TICKS = 5;

/**
 * Loads the machine's server and the server list: `ServerSwitch.loadStatus`.
 * @param core - The switch's state.
 * @returns The status answer.
 */
export async function loadStatus(core: ServerSwitchCore): Promise<SwitchingServerStatus> {
  const status = await core.ctx.api.streaming.switchServerStatus({
    navigate: false,
  });
  core.status.value = status;
  return status;
}

/**
 * Runs a switch to its end: `ServerSwitch.start`.
 * @param core - The switch's state.
 * @param serverId - The server to move to; omitted, the service picks the next one.
 * @returns The final state.
 */
export async function runSwitch(core: ServerSwitchCore, serverId: number | undefined): Promise<ServerSwitchState> {
  core.state.value = { ...IDLE_SWITCH, phase: 'switching' };
  try {
    await core.ctx.api.streaming.switchServer(serverId === undefined ? {} : { server_id: serverId }, {
      navigate: false,
    });
  } catch (error) {
    return end(core, 'failed', error instanceof StoreError ? errorTextOf(error.body) ?? null : null);
  }
  for (let tick = 1; tick <= SERVER_SWITCH_MAX_TICKS + GRACE_TICKS; tick += 1) {
    await new Promise<void>((resolve) => core.ctx.clock.setTimeout(resolve, SERVER_SWITCH_TICK_MS));
    const status = await loadStatus(core).catch(() => null);
    const progress = Math.min(SERVER_SWITCH_MAX_TICKS, Math.max(tick, status?.progress ?? 0));
    core.state.value = {
      ...core.state.value,
      progress,
      target: status?.target ?? core.state.value.target,
    };
    if (status?.status === 'done' || status?.status === 'failed') return end(core, status.status, null);
  }
  return end(core, 'failed', null);
}

/**
 * Ends a switch: 'All Set' when done, 'Switching server failed' when failed.
 * @param core - The switch's state.
 * @param phase - How it ended.
 * @param reason - Why it failed, when the service said.
 * @returns The final state.
 */
export function end(core: ServerSwitchCore, phase: 'done' | 'failed', reason: string | null): ServerSwitchState {
  const state: ServerSwitchState = {
    phase,
    progress: phase === 'done' ? SERVER_SWITCH_MAX_TICKS : core.state.value.progress,
    target: core.state.value.target,
    message: phase === 'done' ? ALL_SET : SWITCHING_SERVER_FAILED,
    reason,
  };
  core.state.value = state;
  return state;
}
