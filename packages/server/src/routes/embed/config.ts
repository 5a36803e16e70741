/**
 * Settings of the embeddable elements (`@d2d/elements`): which partner pages may frame the
 * store's channel, where the built elements script is, and the example partner site.
 * @module
 */

/** Settings of the embed area, read with {@link readEmbedConfig}. */
export interface EmbedConfig {
  /**
   * `PARTNER_ORIGINS`: origins of partner pages allowed to frame the channel and talk to it
   * (comma list, e.g. `https://blog.example,https://news.example:8443`), compared exactly.
   */
  partnerOrigins?: string[];
  /**
   * `ELEMENTS_DIR`: folder of the built elements (`d2d-elements.js`, `d2d-channel.js`), served
   * under `/embed/`. The CLI defaults to `packages/elements/dist` when that folder exists.
   */
  elementsDir?: string;
  /** `PARTNER_DIR`: also serve this partner example site, on its own origin. */
  partnerDir?: string;
  /** `PARTNER_PORT`: the port of the partner example site (default 8081). */
  partnerPort?: number;
}

/**
 * The canonical form of an origin (`scheme://host[:port]`), or `null` when the text has a path,
 * query, fragment, credentials or a scheme other than http(s).
 */
export function canonicalOrigin(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim().replace(/\/$/, ''));
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== '')) return null;
  return url.origin;
}

/**
 * Reads `PARTNER_ORIGINS`.
 * @param list - The comma list.
 * @returns The canonical origins without duplicates.
 * @throws Error naming the entry that is not an origin.
 * @example
 * parsePartnerOrigins('https://blog.example, http://localhost:8081');
 */
export function parsePartnerOrigins(list: string | undefined): string[] {
  const out: string[] = [];
  for (const raw of (list ?? '').split(',')) {
    if (raw.trim() === '') continue;
    const origin = canonicalOrigin(raw);
    if (!origin) throw new Error(`PARTNER_ORIGINS: "${raw.trim()}" is not an origin; write scheme://host[:port] with no path, e.g. https://blog.example`);
    if (!out.includes(origin)) out.push(origin);
  }
  return out;
}

/**
 * Reads the embed settings from the environment.
 * @throws Error with the variable's name when a value is malformed.
 */
export function readEmbedConfig(env: NodeJS.ProcessEnv): EmbedConfig {
  const partnerPort = Number(env.PARTNER_PORT ?? 8081);
  if (!Number.isInteger(partnerPort) || partnerPort < 0 || partnerPort > 65535) {
    throw new Error(`PARTNER_PORT must be a port number between 0 and 65535, got "${env.PARTNER_PORT}"`);
  }
  return {
    partnerOrigins: parsePartnerOrigins(env.PARTNER_ORIGINS),
    elementsDir: env.ELEMENTS_DIR?.trim() || undefined,
    partnerDir: env.PARTNER_DIR?.trim() || undefined,
    partnerPort,
  };
}
