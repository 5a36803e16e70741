import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, seededTemplate, type TestApp } from '../__tests__/harness.js';
import { IMMUTABLE_CACHE_CONTROL, REVALIDATE_CACHE_CONTROL } from './delivery.js';

describe('delivery: compression, caching and revalidation', () => {
  let storeDir: string;
  let store: TestApp;
  const script = `export const catalogue = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `game ${i}`))};`;
  beforeAll(async () => {
    storeDir = mkdtempSync(join(tmpdir(), 'd2d-delivery-store-'));
    mkdirSync(join(storeDir, 'assets'));
    writeFileSync(join(storeDir, 'index.html'), '<!doctype html><title>store</title><script type="module" src="/assets/index-abc123.js"></script>');
    writeFileSync(join(storeDir, 'assets', 'index-abc123.js'), script);
    // what the store's build writes beside each file
    writeFileSync(join(storeDir, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(join(storeDir, 'assets', 'index-abc123.js.gz'), gzipSync(script));
    store = await openTestApp({ name: 'delivery', database: { template: await seededTemplate({ catalogue: { products: 40 } }) }, config: { storeDir } });
  });
  afterAll(async () => {
    await store.close();
    rmSync(storeDir, { recursive: true, force: true });
  });

  it('should serve a hashed script precompressed with brotli, cached for a year as immutable', async () => {
    const res = await store.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('should fall back to gzip, and to the plain file for a client that accepts neither', async () => {
    const gz = await store.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await store.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('should make the browser revalidate the store page, which names the current files', async () => {
    const res = await store.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(REVALIDATE_CACHE_CONTROL);
  });

  it('should compress a large catalogue answer for a client that accepts it', async () => {
    const res = await store.app.inject({ method: 'GET', url: '/api/productquery/findpage?pagesize=30', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    // a cache must keep the visitor's and the signed-in shopper's answers apart, and each encoding
    expect(String(res.headers.vary).toLowerCase().split(/,\s*/)).toEqual(expect.arrayContaining(['authorization', 'cookie', 'accept-encoding']));
    const body = JSON.parse(brotliDecompressSync(res.rawPayload).toString()) as { products: { items: unknown[] } };
    expect(body.products.items).toHaveLength(30);
  });

  it('should answer a catalogue GET the browser already holds with 304 and no body', async () => {
    const first = await store.app.inject({ method: 'GET', url: '/api/productquery/findpage?pagesize=5' });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/"/);
    const again = await store.app.inject({ method: 'GET', url: '/api/productquery/findpage?pagesize=5', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await store.app.inject({ method: 'GET', url: '/api/productquery/findpage?pagesize=6', headers: { 'if-none-match': String(etag) } });
    expect(other.statusCode).toBe(200);
  });
});
