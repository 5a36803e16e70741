import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORE, startTestStore, type TestStore } from '../routes/account/__tests__/kit.js';
import { queueMail } from './outbox.js';

describe('dev mailbox', () => {
  let store: TestStore;
  beforeEach(async () => {
    store = await startTestStore();
  });
  afterEach(async () => {
    await store.close();
  });

  it('should list mails newest first as an accessible page with clickable links', async () => {
    await queueMail(store.db, { to: 'old@example.com', subject: 'Older', text: 'no links', html: '' }, 1000);
    await queueMail(store.db, { to: 'ana@example.com', subject: 'Newer <b>', text: `Go: ${STORE}/#!/confirmation/abc_123 now`, html: '' }, 2000);
    const res = await store.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    const html = res.body;
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).toContain('<title>Dev mailbox</title>');
    expect(html).toContain('<h1>Dev mailbox</h1>');
    expect(html.indexOf('Newer')).toBeLessThan(html.indexOf('Older'));
    expect(html).toContain('Newer &#60;b&#62;');
    expect(html).toContain(`<a href="${STORE}/#!/confirmation/abc_123">${STORE}/#!/confirmation/abc_123</a>`);
    expect(html).toMatch(/<article aria-labelledby="mail-2"><h2 id="mail-2">/);
  });

  it('should escape hostile mail text instead of rendering it', async () => {
    await queueMail(store.db, { to: 'x@example.com', subject: 's', text: '<script>alert(1)</script> https://x.test/"onmouseover=alert(1)', html: '' }, 1000);
    const html = (await store.app.inject({ method: 'GET', url: '/dev/mail' })).body;
    expect(html).not.toContain('<script>');
    expect(html).not.toMatch(/href="[^"]*"onmouseover/);
  });

  it('should say so when the outbox is empty', async () => {
    expect((await store.app.inject({ method: 'GET', url: '/dev/mail' })).body).toContain('The outbox is empty.');
  });

  it('should serve the outbox as JSON with the links of each mail, filterable by recipient', async () => {
    await queueMail(store.db, { to: 'ana@example.com', subject: 'A', text: `${STORE}/#!/reset-password/t1`, html: '' }, 1000);
    await queueMail(store.db, { to: 'bob@example.com', subject: 'B', text: 'none', html: '' }, 2000);
    const all = (await store.app.inject({ method: 'GET', url: '/dev/mail.json' })).json().items;
    expect(all.map((m: { subject: string }) => m.subject)).toEqual(['B', 'A']);
    const ana = (await store.app.inject({ method: 'GET', url: '/dev/mail.json?to=ANA@example.com' })).json().items;
    expect(ana).toHaveLength(1);
    expect(ana[0].links).toEqual([`${STORE}/#!/reset-password/t1`]);
  });

  it('should not exist when turned off', async () => {
    const off = await startTestStore({ config: { devMailbox: false } });
    try {
      expect((await off.app.inject({ method: 'GET', url: '/dev/mail' })).statusCode).toBe(404);
      expect((await off.app.inject({ method: 'GET', url: '/dev/mail.json' })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
