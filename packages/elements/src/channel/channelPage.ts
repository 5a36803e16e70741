/**
 * The channel page the store serves at `/embed/channel.html` (its script, `/embed/channel.js`,
 * is built from `src/entries/channel.ts`). The server writes the partner allowlist into the page as a JSON block
 * (`<script type="application/json" id="d2d-channel-config">`), so the allowlist is the
 * server's, never the embedding page's.
 * @module
 */
import { readCookie, startChannelHost, type ChannelHost } from './channelHost.js';
import { parseOriginList } from './origins.js';

/** Id of the JSON block holding `{ "partnerOrigins": [...] }`. */
export const CHANNEL_CONFIG_ID = 'd2d-channel-config';

/**
 * Reads the allowlist the server embedded in the channel page.
 * @param doc - The channel page's document.
 * @returns The canonical origins; empty (nobody is answered) when the block is missing or broken.
 */
export function readEmbeddedAllowlist(doc: Document): string[] {
  const text = doc.getElementById(CHANNEL_CONFIG_ID)?.textContent ?? '';
  try {
    const config = JSON.parse(text) as { partnerOrigins?: unknown };
    const list = Array.isArray(config.partnerOrigins) ? config.partnerOrigins.filter((o): o is string => typeof o === 'string') : [];
    return parseOriginList(list);
  } catch {
    return [];
  }
}

/**
 * Starts the channel of a channel page with the allowlist the server embedded and the store's
 * `token` cookie.
 * @param win - The channel page's window.
 * @returns The running channel.
 */
export function startChannelPage(win: Window): ChannelHost {
  const doc = win.document;
  return startChannelHost({
    window: win,
    allowlist: readEmbeddedAllowlist(doc),
    readToken: () => readCookie(doc.cookie, 'token'),
  });
}
