/**
 * The sandbox's clients as pages of this server: the streaming client a launch url opens
 * (`GET /sandbox/streaming/client/:token`), which reports `running` as it opens and `ended` or
 * `failed` from its buttons, and the store client of `launch_info` with its download page. Small,
 * accessible pages with one inline script allowed by a per-response CSP nonce; the token in the
 * path is the session's capability, as a real client's launch token is.
 * @module
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../mail/templates.js';
import { sendPage } from '../../payments/sandboxRoutes.js';
import { isTokenShaped } from '../../services/accounts/tokens.js';
import type { StreamingContext } from '../../services/streaming/context.js';
import { STORE_CLIENT_DOWNLOAD_PATH, STORE_CLIENT_PATH, STREAMING_CLIENT_PATH } from '../../services/streaming/launchInfo.js';
import { clientSession, type ClientSession } from '../../services/streaming/sessions.js';

/** Where the streaming client sends its reports. */
export const CLIENT_REPORT_PATH = '/d2d/streaming/client_report';

const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:1rem;color:#111;background:#fff}main{max-width:32rem;margin:0 auto}' +
  'h1{font-size:1.4rem}.actions{display:flex;gap:.75rem;margin-top:1rem}' +
  'button{font:inherit;padding:.5rem 1rem;border-radius:.25rem;border:1px solid #1d3f8f;cursor:pointer}' +
  'button.primary{background:#1d3f8f;color:#fff}button.secondary{background:#fff;color:#1d3f8f}button:disabled{opacity:.6;cursor:not-allowed}' +
  ':focus-visible{outline:3px solid #ffbf47;outline-offset:2px}[role=status]{min-height:1.5em;margin-top:1rem}';

function page(title: string, body: string, nonce: string, config?: unknown, script?: string): string {
  const json = config === undefined ? '' : JSON.stringify(config).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main>` +
    (script ? `<script type="application/json" id="config">${json}</script><script nonce="${escapeHtml(nonce)}">${script}</script>` : '') +
    '</body></html>'
  );
}

// Reports `running` on open (the store's launch waits at most 20 s for it), then the buttons.
const CLIENT_SCRIPT = `(() => {
const config = JSON.parse(document.getElementById('config').textContent);
const statusEl = document.getElementById('status');
const buttons = document.querySelectorAll('button');
function done(text) { statusEl.textContent = text; for (const b of buttons) b.disabled = true; }
async function report(status) {
  const res = await fetch(config.reportUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: config.token, status }), credentials: 'omit' });
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(body.message || 'The streaming service did not answer.');
  return body.status;
}
document.getElementById('end').addEventListener('click', async () => {
  try { await report('ended'); done('Session ended. You can close this window.'); } catch (e) { statusEl.textContent = e.message; }
});
document.getElementById('fail').addEventListener('click', async () => {
  try { await report('failed'); done('The launch was reported as failed. You can close this window.'); } catch (e) { statusEl.textContent = e.message; }
});
if (config.status === 'launching' || config.status === 'running') {
  report('running').then((status) => {
    statusEl.textContent = status === 'running' ? 'Streaming ' + config.title + '.' : 'This session is over.';
  }).catch((e) => done(e.message));
} else {
  done('This session is over. Launch again from the store.');
}
})();`;

function clientBody(session: ClientSession): string {
  const kind = session.kind === 'cloud' ? 'Cloud Play' : 'Instant Play';
  const minutes = Math.floor(session.budgetSeconds / 60);
  return (
    `<h1>${escapeHtml(kind)} sandbox client</h1>` +
    `<p>${escapeHtml(session.title)}</p>` +
    `<p>This session can stream for up to ${minutes} minutes.</p>` +
    '<p role="status" id="status">Connecting…</p>' +
    '<div class="actions"><button type="button" class="primary" id="end">End session</button>' +
    '<button type="button" class="secondary" id="fail">Report a launch failure</button></div>'
  );
}

/** Registers the sandbox client pages. */
export function registerSandboxClients(app: FastifyInstance, ctx: StreamingContext): void {
  app.get(`${STREAMING_CLIENT_PATH}/:token`, async (request, reply) => {
    const { token } = request.params as { token: string };
    const session = isTokenShaped(token) ? await clientSession(ctx, token) : undefined;
    const nonce = randomBytes(16).toString('base64');
    if (!session) {
      reply.status(404);
      return sendPage(reply, page('Streaming session not found', '<h1>Streaming session not found</h1><p>Launch the game again from the store.</p>', nonce), nonce, "'none'");
    }
    const config = { token, reportUrl: CLIENT_REPORT_PATH, status: session.status, title: session.title };
    return sendPage(reply, page(`${session.title} – sandbox streaming client`, clientBody(session), nonce, config, CLIENT_SCRIPT), nonce, "'none'");
  });

  app.get(STORE_CLIENT_PATH, async (_request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    const body = '<h1>D2D store client (sandbox)</h1><p role="status">The store client is open. Your games are ready to download and play.</p>';
    return sendPage(reply, page('D2D store client (sandbox)', body, nonce), nonce, "'none'");
  });

  app.get(STORE_CLIENT_DOWNLOAD_PATH, async (_request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    const body =
      '<h1>Download the D2D store client (sandbox)</h1>' +
      '<p>In the sandbox there is nothing to install: the store client opens as a page of this server.</p>' +
      `<p><a href="${STORE_CLIENT_PATH}">Open the store client</a></p>`;
    return sendPage(reply, page('Download the D2D store client (sandbox)', body, nonce), nonce, "'none'");
  });
}
