import type { OutgoingMail } from '../../mail/outbox.js';
import { listConfirmationMail } from '../../mail/templates.js';

/**
 * The confirmation mail of the streaming mailing list.
 * @param to - the address that asked to join
 * @param link - the confirmation link
 */
export function streamingListConfirmationMail(to: string, link: string): OutgoingMail {
  const intro = 'Thank you for joining the D2D Cloud Play and Instant Play mailing list. Please confirm that you want our streaming news.';
  return listConfirmationMail({ to, subject: 'Confirm your streaming news subscription', intro, link });
}
