import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/database.js';
import type { OutboxRow } from '../db/tables/accounts.js';
import { LINK_PATTERN, linksIn, listOutbox } from './outbox.js';
import { escapeHtml } from './templates.js';

/** Plain text with its http(s) links made clickable, everything else escaped. */
function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(LINK_PATTERN)) {
    const index = match.index ?? 0;
    html += escapeHtml(text.slice(last, index));
    html += `<a href="${escapeHtml(match[0])}">${escapeHtml(match[0])}</a>`;
    last = index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

function status(mail: OutboxRow): string {
  if (mail.sent_at !== null) return `Sent ${new Date(mail.sent_at).toISOString()}`;
  if (mail.last_error) return `Not sent yet (${mail.attempts} failed attempts: ${mail.last_error})`;
  return 'Kept in the outbox (no SMTP server configured, or not sent yet)';
}

function page(mails: OutboxRow[]): string {
  const items = mails
    .map((mail) => {
      const id = `mail-${mail.id}`;
      const created = new Date(mail.created_at).toISOString();
      return (
        `<li><article aria-labelledby="${id}">` +
        `<h2 id="${id}">${escapeHtml(mail.subject)}</h2>` +
        `<dl><dt>To</dt><dd>${escapeHtml(mail.to)}</dd>` +
        `<dt>Queued</dt><dd><time datetime="${created}">${created}</time></dd>` +
        `<dt>Status</dt><dd>${escapeHtml(status(mail))}</dd></dl>` +
        `<pre>${linkify(mail.text)}</pre></article></li>`
      );
    })
    .join('');
  const body = mails.length
    ? `<p>${mails.length} ${mails.length === 1 ? 'mail' : 'mails'}, newest first.</p><ol reversed>${items}</ol>`
    : '<p>The outbox is empty.</p>';
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>Dev mailbox</title><style>` +
    `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#111;background:#fff}` +
    `ol{list-style:none;padding:0}article{border:1px solid #767676;border-radius:.5rem;padding:0 1rem;margin:1rem 0}` +
    `dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}` +
    `pre{white-space:pre-wrap;overflow-wrap:anywhere;font:inherit}a{color:#0645ad}a:focus{outline:3px solid #ffbf47}` +
    `</style></head><body><main><h1>Dev mailbox</h1>` +
    `<p>Every mail the store sends is stored in the outbox; this page shows them so you can follow their links without an SMTP server.</p>` +
    `${body}</main></body></html>`
  );
}

/**
 * The dev mailbox: `GET /dev/mail` (an HTML page, newest first, links clickable) and
 * `GET /dev/mail.json` (`{ items: [{ id, to, subject, text, html, created_at, sent_at, links }] }`,
 * optional `?to=` filter) for tests and tools. Register it only where reading every mail is fine.
 * @example
 * await app.register(devMailboxRoutes, { db });
 */
export const devMailboxRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/dev/mail', async (_request, reply) => {
    const mails = await listOutbox(db, { limit: 100 });
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
      .send(page(mails));
  });

  app.get('/dev/mail.json', async (request, reply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const to = typeof query.to === 'string' ? query.to : undefined;
    const limit = typeof query.limit === 'string' && /^\d{1,3}$/.test(query.limit) ? Number(query.limit) : 100;
    const mails = await listOutbox(db, { to, limit });
    return reply.header('cache-control', 'no-store').send({ items: mails.map((mail) => ({ ...mail, links: linksIn(mail.text) })) });
  });
};
