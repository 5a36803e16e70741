/**
 * The outbox as the dev mailbox (`/dev/mail.json`) shows it, and the tokens of the links mailed.
 * @module
 */
import type { FastifyInstance } from 'fastify';
import type { OutgoingMail } from '../mail/outbox.js';
import { STORE } from './testSettings.js';

/** A mail of the outbox, with the links its text holds. */
export interface MailItem extends OutgoingMail {
  id: number;
  created_at: number;
  sent_at: number | null;
  links: string[];
}

/**
 * The outbox through the dev mailbox, newest first.
 * @param to - only the mails to this address
 */
export async function mailbox(app: FastifyInstance, to?: string): Promise<MailItem[]> {
  const res = await app.inject({ method: 'GET', url: '/dev/mail.json', query: to ? { to } : {} });
  return res.json<{ items: MailItem[] }>().items;
}

/**
 * The token of the newest mailed link to `route` (confirmation, reconfirmation, reset-password) for `to`.
 * @example
 * const token = await mailedToken(app, 'ana@example.com', 'confirmation');
 */
export async function mailedToken(app: FastifyInstance, to: string, route: string): Promise<string> {
  for (const mail of await mailbox(app, to)) {
    for (const link of mail.links) {
      const match = new RegExp(`^${STORE.replace(/\./g, '\\.')}/#!/${route}/([\\w-]+)$`).exec(link);
      if (match?.[1]) return match[1];
    }
  }
  throw new Error(`no ${route} link mailed to ${to}`);
}
