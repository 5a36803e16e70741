import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/database.js';
import { claimOutboxMail, markOutboxMailSent, pendingOutboxMail, setOutboxMailError } from './data/outbox.js';

/** Delivers what the outbox holds. Without a transport it does nothing and mails stay queued. */
export interface MailSender {
  /** True when a transport is configured (SMTP_URL). */
  readonly enabled: boolean;
  /**
   * Sends every unsent mail that has attempts left and marks it `sent_at`. A failure is written to
   * `last_error` and retried on a later run. Runs one at a time; a call during a run waits for it
   * and then runs again, so a mail queued meanwhile is not missed.
   */
  deliverPending(): Promise<{ sent: number; failed: number }>;
  /** Closes the transport's connections. */
  close(): void;
}

/** Options of {@link createMailSender}. */
export interface MailSenderOptions {
  db: Db;
  /** A nodemailer transport, or null to keep mails in the outbox (the offline default). */
  transport: Transporter | null;
  /** The `From:` header. */
  from: string;
  now?: () => number;
  /** Give up on a mail after this many failed attempts (it stays in the outbox with its error). */
  maxAttempts?: number;
}

/**
 * A nodemailer transport for an `SMTP_URL` such as `smtps://user:pass@smtp.example.com:465`.
 * @example
 * const transport = smtpTransport(process.env.SMTP_URL);
 */
export function smtpTransport(url: string): Transporter {
  return nodemailer.createTransport(url);
}

// The senders of each database, so an area without its own sender (the newsletter sign-up) can
// have a mail it queued delivered now rather than on the sender's next retry round.
const sendersOf = new WeakMap<Db, Set<MailSender>>();

/**
 * Asks a sender of `db`'s outbox, if one with a transport exists, to deliver what is pending.
 * Call it after the commit that queued a mail; it never throws (failures stay in the outbox).
 * @example
 * await db.transaction().execute((trx) => queueMail(trx, mail, now));
 * deliverOutboxSoon(db);
 */
export function deliverOutboxSoon(db: Db): void {
  const sender = [...(sendersOf.get(db) ?? [])].find((s) => s.enabled);
  sender?.deliverPending().catch(() => {
    // the outbox row keeps the error; the next delivery retries it
  });
}

/**
 * Creates the outbox sender.
 * @example
 * const sender = createMailSender({ db, transport: smtpTransport(url), from: 'D2D <no-reply@example.com>' });
 * await sender.deliverPending();
 */
export function createMailSender({ db, transport, from, now = Date.now, maxAttempts = 5 }: MailSenderOptions): MailSender {
  let running: Promise<{ sent: number; failed: number }> | null = null;
  let again = false;

  async function runOnce(): Promise<{ sent: number; failed: number }> {
    let sent = 0;
    let failed = 0;
    if (!transport) return { sent, failed };
    const pending = await pendingOutboxMail(db, maxAttempts, 100);
    for (const mail of pending) {
      // claim the row: another process sharing the database may be sending the same batch
      if (!(await claimOutboxMail(db, mail))) continue;
      try {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
        await markOutboxMailSent(db, mail.id, now());
        sent += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await setOutboxMailError(db, mail.id, message.slice(0, 1000));
        failed += 1;
      }
    }
    return { sent, failed };
  }

  async function loop(): Promise<{ sent: number; failed: number }> {
    const total = { sent: 0, failed: 0 };
    do {
      again = false;
      const result = await runOnce();
      total.sent += result.sent;
      total.failed += result.failed;
    } while (again);
    return total;
  }

  const sender: MailSender = {
    enabled: transport !== null,
    deliverPending() {
      if (running) {
        again = true;
        return running;
      }
      running = loop().finally(() => {
        running = null;
      });
      return running;
    },
    close() {
      sendersOf.get(db)?.delete(sender);
      transport?.close();
    },
  };
  const senders = sendersOf.get(db) ?? new Set<MailSender>();
  senders.add(sender);
  sendersOf.set(db, senders);
  return sender;
}
