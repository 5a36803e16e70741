import type { OutgoingMail } from '../../mail/outbox.js';
import { escapeHtml } from '../../mail/templates.js';

/**
 * The confirmation mail of the streaming mailing list.
 * @param to - the address that asked to join
 * @param link - the confirmation link
 */
export function streamingListConfirmationMail(to: string, link: string): OutgoingMail {
  const intro = 'Thank you for joining the D2D Cloud Play and Instant Play mailing list. Please confirm that you want our streaming news.';
  const outro = 'If you did not sign up, ignore this e-mail: you will not hear from us again.';
  const action = 'Confirm my subscription';
  const text = `Hello,\n\n${intro}\n\n${action}: ${link}\n\n${outro}\n\nThe D2D store team\n`;
  const html =
    `<!doctype html><html lang="en"><body>` +
    `<p>Hello,</p>` +
    `<p>${escapeHtml(intro)}</p>` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>` +
    `<p>If the button does not work, copy this address into your browser: ${escapeHtml(link)}</p>` +
    `<p>${escapeHtml(outro)}</p>` +
    `<p>The D2D store team</p></body></html>`;
  return { to, subject: 'Confirm your streaming news subscription', text, html };
}
