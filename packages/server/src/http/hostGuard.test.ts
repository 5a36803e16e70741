import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { badRequestBodySchema } from '@d2d/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../routes/account/__tests__/kit.js';
import { MALFORMED_HOST, isWellFormedHost } from './hostGuard.js';

const MALFORMED = ['bad host<>', 'evil.test/"><b', 'x:y', 'localhost:99999', 'localhost:0', 'ex%41.com', '::1', 'a b', 'store.test:80:80', '[::1', '-'.repeat(300)];

describe('isWellFormedHost', () => {
  it('should accept names, addresses and ports a browser or proxy sends', () => {
    for (const host of ['localhost', 'localhost:8080', 'store.example.com', 'store.example.com.', '127.0.0.1:3000', '[::1]', '[::1]:8080', 'my_service:80', 'xn--bcher-kva.example']) {
      expect(isWellFormedHost(host), host).toBe(true);
    }
  });

  it('should refuse anything else, and a missing host', () => {
    for (const host of [...MALFORMED, '', undefined]) expect(isWellFormedHost(host), String(host)).toBe(false);
  });
});

describe('a request with a malformed Host', () => {
  let store: TestStore;
  let storeDir: string;
  beforeAll(async () => {
    storeDir = mkdtempSync(join(tmpdir(), 'd2d-host-store-'));
    writeFileSync(join(storeDir, 'index.html'), '<!doctype html><title>store</title>');
    // no PUBLIC_URL: the origins of payment pages and return urls come from the Host
    store = await startTestStore({ config: { publicUrl: undefined, storeDir } });
  });
  afterAll(async () => {
    await store.close();
    rmSync(storeDir, { recursive: true, force: true });
  });

  it('should answer the payment relay frame with 400, not 500', async () => {
    for (const host of MALFORMED) {
      const res = await store.app.inject({ method: 'GET', url: '/d2d/payment-frame.html?origin=http://localhost', headers: { host } });
      expect(res.statusCode, host).toBe(400);
      expect(badRequestBodySchema.parse(res.json())).toEqual({ message: 'The request is invalid.', modelState: { host: [MALFORMED_HOST] } });
    }
  });

  it('should answer every other path with 400 too, before any route runs', async () => {
    for (const [method, url] of [['GET', '/'], ['GET', '/api/countries'], ['POST', '/api/account/login'], ['GET', '/no/such/route']] as const) {
      const res = await store.app.inject({ method, url, headers: { host: 'bad host<>' }, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode, url).toBe(400);
    }
  });

  it('should serve well-formed hosts as before', async () => {
    const frame = await store.app.inject({ method: 'GET', url: '/d2d/payment-frame.html?origin=http://localhost:8080', headers: { host: 'localhost:8080' } });
    expect(frame.statusCode).toBe(200);
    expect((await store.app.inject({ method: 'GET', url: '/api/countries', headers: { host: '[::1]:8080' } })).statusCode).toBe(200);
  });
});

describe('behind a trusted proxy', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore({ config: { publicUrl: undefined, trustProxy: 1 } });
  });
  afterAll(async () => {
    await store.close();
  });

  it('should check the forwarded host the app then uses', async () => {
    const bad = await store.app.inject({ method: 'GET', url: '/api/countries', headers: { host: 'localhost', 'x-forwarded-host': 'evil"<>' } });
    expect(bad.statusCode).toBe(400);
    const good = await store.app.inject({ method: 'GET', url: '/api/countries', headers: { host: 'localhost', 'x-forwarded-host': 'store.example.com' } });
    expect(good.statusCode).toBe(200);
  });
});
