import type { Server } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { openTestDatabase, type TestDatabase } from '../__tests__/testDatabase.js';
import { createMailSender, smtpTransport } from './mailSender.js';
import { queueMail } from './outbox.js';
import { startSmtp } from './__tests__/smtpServer.js';

const MAIL = { to: 'ana@example.com', subject: 'Confirm your e-mail address', text: 'Hello https://store.test/#!/confirmation/abc', html: '<p>Hello</p>' };

describe('mail sender', () => {
  let database: TestDatabase;
  let db: Db;
  let server: Server | undefined;

  beforeEach(async () => {
    database = await openTestDatabase('mail');
    db = database.db;
  });
  afterEach(async () => {
    server?.close();
    server = undefined;
    await database.remove();
  });

  it('should send queued mails over SMTP and mark them sent', async () => {
    const smtp = await startSmtp();
    server = smtp.server;
    await queueMail(db, MAIL, 1000);
    const sender = createMailSender({ db, transport: smtpTransport(`smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`), from: 'D2D <no-reply@store.test>', now: () => 2000 });
    expect(await sender.deliverPending()).toEqual({ sent: 1, failed: 0 });
    sender.close();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(['RCPT TO:<ana@example.com>']);
    expect(smtp.received[0]?.data).toContain('Subject: Confirm your e-mail address');
    expect(smtp.received[0]?.data).toContain('https://store.test/#!/confirmation/abc');
    const row = await db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ sent_at: 2000, attempts: 1, last_error: null });
    // nothing left to send
    const again = createMailSender({ db, transport: smtpTransport(`smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`), from: 'x@store.test' });
    expect(await again.deliverPending()).toEqual({ sent: 0, failed: 0 });
    again.close();
  });

  it('should keep a refused mail in the outbox with its error, and give up after the attempts', async () => {
    const smtp = await startSmtp(true);
    server = smtp.server;
    await queueMail(db, MAIL, 1000);
    const sender = createMailSender({ db, transport: smtpTransport(`smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`), from: 'x@store.test', maxAttempts: 2 });
    expect(await sender.deliverPending()).toEqual({ sent: 0, failed: 1 });
    expect(await sender.deliverPending()).toEqual({ sent: 0, failed: 1 });
    expect(await sender.deliverPending()).toEqual({ sent: 0, failed: 0 });
    sender.close();
    const row = await db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(row.sent_at).toBeNull();
    expect(row.attempts).toBe(2);
    expect(row.last_error).toMatch(/554|Rejected/);
  });

  it('should leave mails in the outbox when no transport is configured', async () => {
    await queueMail(db, MAIL, 1000);
    const sender = createMailSender({ db, transport: null, from: 'x@store.test' });
    expect(sender.enabled).toBe(false);
    expect(await sender.deliverPending()).toEqual({ sent: 0, failed: 0 });
    expect((await db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow()).sent_at).toBeNull();
  });

  it('should send each mail once when deliveries overlap', async () => {
    const smtp = await startSmtp();
    server = smtp.server;
    for (let i = 0; i < 3; i += 1) await queueMail(db, { ...MAIL, subject: `Mail ${i}` }, 1000 + i);
    const sender = createMailSender({ db, transport: smtpTransport(`smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`), from: 'x@store.test' });
    await Promise.all([sender.deliverPending(), sender.deliverPending(), sender.deliverPending()]);
    sender.close();
    expect(smtp.received.map((m) => /Subject: (.*)/.exec(m.data)?.[1]).sort()).toEqual(['Mail 0', 'Mail 1', 'Mail 2']);
  });
});
