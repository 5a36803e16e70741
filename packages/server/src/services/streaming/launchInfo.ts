/**
 * Where the sandbox's clients live. A real service hands out its own client's protocol urls; the
 * sandbox serves small pages on this server that act as the clients, so a browser (and an
 * end-to-end test) can follow every launch.
 * @module
 */
import type { LaunchInfo } from '@d2d/contract';

/** The sandbox streaming client: `GET <path>/<token>` is the launch url of a session. */
export const STREAMING_CLIENT_PATH = '/sandbox/streaming/client';
/** The sandbox store client (`launch_url` of `launch_info`). */
export const STORE_CLIENT_PATH = '/sandbox/store-client';
/** Where the sandbox store client is downloaded (`download_url` of `launch_info`). */
export const STORE_CLIENT_DOWNLOAD_PATH = '/sandbox/store-client/download';

/**
 * The launch url of a streaming session's client.
 * @param origin - this server's public origin
 * @param token - the session's token
 */
export function streamingClientUrl(origin: string, token: string): string {
  return `${origin}${STREAMING_CLIENT_PATH}/${encodeURIComponent(token)}`;
}

/**
 * `GET /d2d/monterey/launch_info`: how to start the store client and where to get it.
 * @param origin - this server's public origin
 */
export function launchInfo(origin: string): LaunchInfo {
  return { launch_url: `${origin}${STORE_CLIENT_PATH}`, download_url: `${origin}${STORE_CLIENT_DOWNLOAD_PATH}` };
}
