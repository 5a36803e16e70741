import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../account/__tests__/kit.js';
import { channelPageCsp, channelPageHtml } from './channelPage.js';

const PARTNER = 'https://blog.example';

describe('embed routes', () => {
  let store: TestStore;
  let elementsDir: string;

  beforeAll(async () => {
    elementsDir = mkdtempSync(join(tmpdir(), 'd2d-elements-'));
    writeFileSync(join(elementsDir, 'd2d-elements.js'), 'export const elements = 1;\n');
    writeFileSync(join(elementsDir, 'd2d-channel.js'), 'export const channel = 1;\n');
    store = await startTestStore({ config: { partnerOrigins: [PARTNER, 'http://localhost:8081'], elementsDir } });
  });

  afterAll(async () => {
    await store.close();
    rmSync(elementsDir, { recursive: true, force: true });
  });

  it('should serve the channel page with the allowlist and a CSP that lets only the partners frame it', async () => {
    const res = await store.app.inject({ method: 'GET', url: '/embed/channel.html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self' https://blog.example http://localhost:8081");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.body).toContain('<script type="application/json" id="d2d-channel-config">{"partnerOrigins":["https://blog.example","http://localhost:8081"]}</script>');
    expect(res.body).toContain('<script type="module" src="/embed/channel.js"></script>');
  });

  it('should record the affiliate of the channel page URL in the 30-day aff cookie', async () => {
    const res = await store.app.inject({ method: 'GET', url: '/embed/channel.html?aff=blog42' });
    const cookie = res.cookies.find((c) => c.name === 'aff');
    expect(cookie?.value).toBe('blog42');
    expect(cookie?.maxAge).toBe(30 * 24 * 60 * 60);
  });

  it('should serve the elements script to any page, readable cross-origin', async () => {
    const res = await store.app.inject({ method: 'GET', url: '/embed/d2d-elements.js', headers: { origin: 'https://anyone.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.body).toBe('export const elements = 1;\n');
  });

  it('should answer 304 to a browser that already holds the same script, and the script to one that does not', async () => {
    const first = await store.app.inject({ method: 'GET', url: '/embed/d2d-elements.js' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await store.app.inject({ method: 'GET', url: '/embed/d2d-elements.js', headers: { 'if-none-match': `W/"other", ${etag}` } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['access-control-allow-origin']).toBe('*');
    const stale = await store.app.inject({ method: 'GET', url: '/embed/d2d-elements.js', headers: { 'if-none-match': '"an-older-build"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe('export const elements = 1;\n');
    // the channel script has its own tag
    const channel = await store.app.inject({ method: 'GET', url: '/embed/channel.js' });
    expect(channel.headers.etag).not.toBe(etag);
  });

  it('should serve the channel script to its own origin only', async () => {
    const res = await store.app.inject({ method: 'GET', url: '/embed/channel.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('export const channel = 1;\n');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('should say how to build the scripts when they are missing', async () => {
    const res = await store.app.inject({ method: 'GET', url: '/embed/d2d-elements.js.map' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'The embeddable elements are not built; run npm run build (or set ELEMENTS_DIR to their dist folder).' });
  });
});

describe('channel page', () => {
  it('should not let an origin close the JSON block', () => {
    const html = channelPageHtml(['https://a.example</script><script>alert(1)</script>']);
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script\\u003e');
  });

  it('should let only the store itself frame the page without partners', () => {
    expect(channelPageCsp([])).toContain("frame-ancestors 'self'");
    expect(channelPageCsp([])).not.toContain('*');
  });
});
