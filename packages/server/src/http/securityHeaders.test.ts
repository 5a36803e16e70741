import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../routes/account/__tests__/kit.js';
import { HSTS_MAX_AGE_SECONDS } from './securityHeaders.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** A CSP header as a map of directive → sources. */
function directives(csp: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const part of String(csp).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out[name] = sources;
  }
  return out;
}

describe('security headers', () => {
  let storeDir: string;
  let https: TestStore;
  let http: TestStore;
  beforeAll(async () => {
    storeDir = mkdtempSync(join(tmpdir(), 'd2d-headers-store-'));
    writeFileSync(join(storeDir, 'index.html'), '<!doctype html><title>store</title><script type="module" src="/assets/index.js"></script>');
    https = await startTestStore({ config: { publicUrl: 'https://store.test', storeDir, partnerOrigins: ['https://blog.example'] } });
    http = await startTestStore({ config: { publicUrl: undefined, storeDir } });
  });
  afterAll(async () => {
    await https.close();
    await http.close();
    rmSync(storeDir, { recursive: true, force: true });
  });

  it('should serve the store page with a CSP that allows only its own scripts, styles, frames and framers', async () => {
    const res = await https.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['script-src-attr']).toEqual(["'none'"]);
    expect(csp['style-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(csp['frame-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:']);
    expect(csp).toHaveProperty('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBe(`max-age=${HSTS_MAX_AGE_SECONDS}`);
    // frame-ancestors decides framing; X-Frame-Options cannot name the partner origins
    expect(res.headers['x-frame-options']).toBeUndefined();
    // the login window partner pages open keeps its window.opener (the login handoff needs it)
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it('should send no HSTS and no upgrade on a store that is not https', async () => {
    const res = await http.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(directives(res.headers['content-security-policy'])).not.toHaveProperty('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('should protect API answers and refusals too, with only the headers that protect a response that is not a page', async () => {
    for (const url of ['/api/countries', '/api/no/such/route']) {
      const res = await https.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(directives(res.headers['content-security-policy']), url).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['strict-transport-security'], url).toBe(`max-age=${HSTS_MAX_AGE_SECONDS}`);
      for (const pageOnly of ['referrer-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection']) {
        expect(res.headers[pageOnly], `${url} ${pageOnly}`).toBeUndefined();
      }
    }
    expect((await http.app.inject({ method: 'GET', url: '/api/countries' })).headers['strict-transport-security']).toBeUndefined();
    const notFound = await https.app.inject({ method: 'GET', url: '/no/such/route' });
    expect(notFound.headers['x-content-type-options']).toBe('nosniff');
    expect(notFound.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    const badHost = await https.app.inject({ method: 'GET', url: '/', headers: { host: 'bad host<>' } });
    expect(badHost.statusCode).toBe(400);
    expect(badHost.headers['x-content-type-options']).toBe('nosniff');
  });

  it('should keep the own CSP of pages that need another one', async () => {
    const relay = await https.app.inject({ method: 'GET', url: '/d2d/payment-frame.html?origin=https%3A%2F%2Fstore.test' });
    const relayCsp = directives(relay.headers['content-security-policy']);
    expect(relayCsp['script-src']?.[0]).toMatch(/^'nonce-/);
    expect(relayCsp['frame-ancestors']).toEqual(['https://store.test']);
    const channel = await https.app.inject({ method: 'GET', url: '/embed/channel.html' });
    expect(directives(channel.headers['content-security-policy'])['frame-ancestors']).toEqual(["'self'", 'https://blog.example']);
    expect(channel.headers['x-frame-options']).toBeUndefined();
  });

  it('should let partner pages show the generated art, and nothing else of the store', async () => {
    const art = await https.app.inject({ method: 'GET', url: '/art/badge/new.svg' });
    expect(art.statusCode).toBe(200);
    expect(art.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await https.app.inject({ method: 'GET', url: '/api/countries' })).headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe("the store page's HTML", () => {
  it('should hold no inline script, style or event handler, so the CSP needs no exception', () => {
    const html = readFileSync(join(repoRoot, 'examples/store/index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body?.trim()).toBe('');
    }
    expect(html).not.toMatch(/<style\b/i);
    expect(html).not.toMatch(/\sstyle=/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });
});
