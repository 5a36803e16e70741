import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../account/__tests__/kit.js';
import { edgeText, encodeText, expectErrorShape, expectNo5xx, hostileQuery, hostileSegment, hostileText, malformedAuth } from '../__tests__/hostileKit.js';
import { buildPartnerSite } from './partnerSite.js';

const PARTNER = 'https://blog.example';
const SCRIPTS = ['/embed/d2d-elements.js', '/embed/d2d-elements.js.map', '/embed/channel.js'];
/** What only the files outside the partner site's folder hold: it must never be served. */
const SECRET = 'SECRET-OUTSIDE-THE-SITE';

const affValue = fc.oneof(
  fc.constantFrom('blog42', 'a', 'x'.repeat(64), 'x'.repeat(65), '__proto__', 'constructor', '1', '-1', 'blog42; Path=/; Domain=evil.example', 'a\r\nSet-Cookie: x=1'),
  hostileText.map((t) => t.slice(0, 500)),
);
const query = fc.oneof(
  { arbitrary: affValue.map((a) => `aff=${encodeText(a)}`), weight: 3 },
  fc.tuple(affValue, affValue).map(([a, b]) => `aff=${encodeText(a)}&aff=${encodeText(b)}`),
  affValue.map((a) => `aff[]=${encodeText(a)}&aff[x]=1`),
  hostileQuery(['aff', 'v', 'origin'], affValue),
);
const etag = fc.oneof(fc.constantFrom('*', 'W/', '"', '""', ',,,', 'W/"x", "y"', `"${'a'.repeat(27)}"`, ' '.repeat(100), 'W/'.repeat(1000)), edgeText.map((t) => t.slice(0, 2_000)));
const method = fc.oneof({ arbitrary: fc.constant('GET' as const), weight: 4 }, fc.constantFrom('HEAD' as const, 'POST' as const, 'PUT' as const, 'DELETE' as const, 'OPTIONS' as const, 'PATCH' as const));
const headers = fc.record(
  {
    'if-none-match': etag,
    origin: fc.constantFrom(PARTNER, 'null', 'https://evil.example', 'not a url'),
    range: fc.constantFrom('bytes=0-1', 'bytes=-1', 'bytes=9999999999-', 'bytes=a-b'),
    'accept-encoding': fc.constantFrom('gzip', 'br', '*', 'identity;q=0', 'x'.repeat(300)),
    referer: fc.constantFrom(PARTNER, 'javascript:alert(1)', 'x'),
  },
  { requiredKeys: [] },
);

describe('hostile input to the embed routes', () => {
  let store: TestStore;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'd2d-embed-hostile-'));
    const elements = join(dir, 'elements');
    mkdirSync(elements);
    writeFileSync(join(elements, 'd2d-elements.js'), 'export const elements = 1;\n');
    writeFileSync(join(elements, 'd2d-elements.js.map'), '{"version":3}\n');
    writeFileSync(join(elements, 'd2d-channel.js'), 'export const channel = 1;\n');
    store = await startTestStore({ config: { partnerOrigins: [PARTNER, 'http://localhost:8081'], elementsDir: elements } });
  });
  afterAll(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('should never answer 5xx, whatever the method, query, cookies and cache headers', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/embed/channel.html', ...SCRIPTS, '/embed/', '/embed/nope.js', '/embed/..%2Fpackage.json', '/embed/%2e%2e/%2e%2e/etc/passwd'),
        method,
        query,
        headers,
        fc.option(malformedAuth, { nil: undefined }),
        async (url, m, q, extra, auth) => {
          const options: InjectOptions = { method: m, url: `${url}?${q}`, headers: { ...extra, ...auth } };
          const res = await store.app.inject(options);
          expectNo5xx(res, options);
          const label = `${m} ${url}?${q} → ${res.statusCode}`;
          expect([200, 204, 304, 400, 403, 404, 405], label).toContain(res.statusCode);
          expectErrorShape(res, label);
          // whatever arrived in `aff`, the cookie the hook sets is one well-formed cookie
          const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
          for (const c of setCookie) expect(c, label).not.toMatch(/[\r\n]|Domain=/i);
          if (res.statusCode === 200 && m === 'GET' && url === '/embed/channel.html') {
            expect(String(res.headers['content-security-policy']), label).toContain(`frame-ancestors 'self' ${PARTNER} http://localhost:8081`);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  describe('the example partner site', () => {
    let site: FastifyInstance;
    beforeAll(async () => {
      const root = join(dir, 'site');
      mkdirSync(root);
      writeFileSync(join(root, 'index.html'), '<script src="http://localhost:8080/embed/d2d-elements.js"></script>');
      writeFileSync(join(root, 'app.js'), 'console.log(1);');
      writeFileSync(join(root, '.env'), SECRET);
      writeFileSync(join(dir, 'secret.txt'), SECRET);
      writeFileSync(join(dir, 'secret.html'), SECRET);
      site = await buildPartnerSite({ dir: root, storeOrigin: () => 'https://store.test' });
    });
    afterAll(async () => {
      await site.close();
    });

    it('should never answer 5xx nor serve a file outside its folder, whatever the path', async () => {
      const traversal = fc.constantFrom(
        '../secret.txt', '..%2Fsecret.txt', '..%2fsecret.html', '%2e%2e%2fsecret.txt', '%2E%2E/secret.html', '....//secret.txt', '.env', '%2eenv',
        '..\\secret.txt', '..%5Csecret.txt', '/%2e%2e/secret.txt', '%252e%252e%252fsecret.txt', 'index.html%00.js', 'index.html/', '%',
        '%zz', 'a'.repeat(5_000), 'index.html?x=1', '%C0%AE%C0%AE/secret.txt',
      );
      await fc.assert(
        fc.asyncProperty(fc.oneof(traversal, hostileSegment(fc.constantFrom('index.html', 'app.js', 'secret.txt'))), method, async (path, m) => {
          const options: InjectOptions = { method: m, url: `/${path}` };
          const res = await site.inject(options);
          expectNo5xx(res, options);
          expect(res.body, `${m} /${path}`).not.toContain(SECRET);
        }),
        { numRuns: 200 },
      );
    });
  });
});
