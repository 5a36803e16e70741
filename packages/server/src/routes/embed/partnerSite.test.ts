import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildPartnerSite, partnerSiteOrigins, startPartnerSite } from './partnerSite.js';

describe('the partner example site', () => {
  let dir: string;
  let site: FastifyInstance;
  let storeOrigin = 'http://localhost:8080';

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'd2d-partner-'));
    writeFileSync(join(dir, 'index.html'), '<script type="module" src="http://localhost:8080/embed/d2d-elements.js"></script><d2d-store api="http://localhost:8080"></d2d-store>');
    writeFileSync(join(dir, 'blog.css'), 'body { color: red; }');
    writeFileSync(join(dir, 'secret.txt'), 'do not serve');
    site = await buildPartnerSite({ dir, storeOrigin: () => storeOrigin });
  });

  afterAll(async () => {
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('should serve its pages with the store origin written in', async () => {
    storeOrigin = 'http://localhost:8099';
    const res = await site.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<script type="module" src="http://localhost:8099/embed/d2d-elements.js"></script><d2d-store api="http://localhost:8099"></d2d-store>');
  });

  it('should serve its stylesheet as it is', async () => {
    const res = await site.inject({ method: 'GET', url: '/blog.css' });
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(res.body).toBe('body { color: red; }');
  });

  it('should serve nothing outside its folder and no other file kinds', async () => {
    for (const url of ['/secret.txt', '/../package.json', '/%2e%2e/package.json', '/.env', '/missing.html']) {
      const res = await site.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
    // a URL that is not even well-formed is refused by the server before any file is looked up
    expect((await site.inject({ method: 'GET', url: '/%E0%A4%A' })).statusCode).toBe(400);
  });

  it('should know both names of its origin', () => {
    expect(partnerSiteOrigins(8081)).toEqual(['http://localhost:8081', 'http://127.0.0.1:8081']);
  });

  it('should start on its port and put its origins on the allowlist', async () => {
    const config: { host: string; partnerPort: number; partnerOrigins: string[]; elementsDir?: string } = { host: '127.0.0.1', partnerPort: 0, partnerOrigins: ['https://blog.example'], elementsDir: 'somewhere' };
    const running = await startPartnerSite(config, { partner: dir });
    try {
      const port = Number(new URL(running!.url).port);
      expect(port).toBeGreaterThan(0);
      expect(config.partnerOrigins).toEqual(['https://blog.example', `http://localhost:${port}`, `http://127.0.0.1:${port}`]);
      running!.setStoreOrigin('http://localhost:7000');
      const html = await (await fetch(running!.url)).text();
      expect(html).toContain('http://localhost:7000/embed/d2d-elements.js');
    } finally {
      await running?.close();
    }
  });

  it('should start nothing without a partner folder', async () => {
    expect(await startPartnerSite({ host: '127.0.0.1' }, {})).toBeUndefined();
  });
});
