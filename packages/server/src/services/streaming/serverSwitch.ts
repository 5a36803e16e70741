/**
 * The Cloud Play machine's server (spec §4 Streaming "Server switch"): the server list, the
 * machine's current server, a switch the store polls until 'All Set' or 'Switching server
 * failed'. A machine starts on the first server of the list and moves when a switch is done.
 * @module
 */
import type { Ack } from '@d2d/contract';
import type { StreamingServerRow } from '../../db/tables/streaming.js';
import { ApiError } from '../../http/apiError.js';
import type { StreamingContext } from './context.js';
import { STREAMING_MESSAGES } from './messages.js';
import { type Q } from './data/query.js';
import { latestSwitch, serverList, startSwitch, switchedServerId } from './data/servers.js';
import { switchStateAt, type SwitchState } from './switchRules.js';

/** A server as the status call lists it. */
export interface ServerJson {
  id: number;
  name: string;
  region: string;
}

/**
 * The status call's answer: the contract's `status`, plus the progress (0–10), the machine's
 * server and the list to switch to (fields the contract's schema lets through and ignores).
 */
export interface SwitchStatusJson extends SwitchState {
  server: ServerJson | null;
  target: ServerJson | null;
  servers: ServerJson[];
}

function serverJson(row: StreamingServerRow): ServerJson {
  return { id: row.id, name: row.name, region: row.region };
}

async function currentServer(q: Q, servers: readonly StreamingServerRow[], accountId: number, now: number): Promise<StreamingServerRow | undefined> {
  const moved = await switchedServerId(q, accountId, now);
  return servers.find((s) => s.id === moved) ?? servers[0];
}

/**
 * The server a switch without a choice moves to: the next one in the list after the current one
 * that is not the sandbox's failing server (that one is only reached by naming it).
 */
export function nextServer(servers: readonly StreamingServerRow[], current: StreamingServerRow): StreamingServerRow | undefined {
  const at = servers.findIndex((s) => s.id === current.id);
  for (let step = 1; step < servers.length; step += 1) {
    const candidate = servers[(at + step) % servers.length];
    if (candidate && candidate.id !== current.id && candidate.fails_switch === 0) return candidate;
  }
  return undefined;
}

/**
 * `POST /api/account/streaming/switching_server`: moves the machine to `serverId` (or the next
 * server). One switch at a time: while one is in progress another request answers success
 * without starting a second (one conditional insert decides).
 * @throws ApiError 404 for an unknown server, 422 when the machine is already there
 */
export async function switchServer(ctx: StreamingContext, accountId: number, serverId: number | undefined): Promise<Ack> {
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now();
    const servers = await serverList(trx);
    const current = await currentServer(trx, servers, accountId, now);
    if (!current) throw ApiError.notFound(STREAMING_MESSAGES.unknownServer);
    const target = serverId === undefined ? nextServer(servers, current) : servers.find((s) => s.id === serverId);
    if (!target) throw ApiError.notFound(STREAMING_MESSAGES.unknownServer);
    if (target.id === current.id) throw ApiError.unprocessable(undefined, { base: [STREAMING_MESSAGES.sameServer] });
    if (!(await startSwitch(trx, accountId, current, target, now))) return { success: true, message: STREAMING_MESSAGES.switchInProgress };
    return { success: true };
  });
}

/** `GET /api/account/streaming/switching_server_status`: the latest switch on the server clock, or `idle`. */
export async function switchStatus(ctx: StreamingContext, accountId: number): Promise<SwitchStatusJson> {
  const now = ctx.now();
  const servers = await serverList(ctx.db);
  const current = await currentServer(ctx.db, servers, accountId, now);
  const last = await latestSwitch(ctx.db, accountId);
  const state: SwitchState = last ? switchStateAt(last, now) : { status: 'idle', progress: 0 };
  const target = last ? servers.find((s) => s.id === last.to_server_id) : undefined;
  return {
    ...state,
    server: current ? serverJson(current) : null,
    target: target ? serverJson(target) : null,
    servers: servers.map(serverJson),
  };
}
