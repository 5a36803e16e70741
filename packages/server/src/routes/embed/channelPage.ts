/**
 * The channel page served at `/embed/channel.html`: no visible content, the partner allowlist as
 * a JSON block, and the channel script from the store's own origin.
 * @module
 */

/** Id of the JSON block the channel script reads (`@d2d/elements`' `CHANNEL_CONFIG_ID`). */
export const CHANNEL_CONFIG_ID = 'd2d-channel-config';

/**
 * JSON that is safe inside `<script type="application/json">`: `<`, `>` and `&` are escaped so
 * no value can close the element.
 */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/**
 * The channel page's HTML.
 * @param partnerOrigins - Canonical partner origins.
 */
export function channelPageHtml(partnerOrigins: readonly string[]): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>D2D store connection</title>
<meta name="robots" content="noindex">
<script type="application/json" id="${CHANNEL_CONFIG_ID}">${scriptJson({ partnerOrigins })}</script>
<script type="module" src="/embed/channel.js"></script>
</head>
<body></body>
</html>
`;
}

/**
 * The channel page's CSP: nothing but its own script and calls to its own API, and framing only
 * by the store itself and the partner allowlist.
 * @param partnerOrigins - Canonical partner origins.
 */
export function channelPageCsp(partnerOrigins: readonly string[]): string {
  const ancestors = ["'self'", ...partnerOrigins].join(' ');
  return `default-src 'none'; script-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors ${ancestors}`;
}
