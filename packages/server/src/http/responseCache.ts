/**
 * A response cache for anonymous catalogue reads (issue 14 point 2): a visitor's product get is
 * answered from memory, skipping the handler's queries, serialisation, compression and ETag
 * hashing. What an answer varies on is in its key: the URL, the site (`region` cookie), the
 * shopper's country (edge header or the site's home country) and the request's `Accept-Encoding`
 * (the body is stored compressed as the client got it). ETag, Vary, Content-Type and the other
 * headers the route added are stored with it; the earlier hooks (security headers, CORS) run on
 * every hit as on any request, so their per-request headers are never replayed.
 *
 * What is never cached: a request carrying credentials (an `Authorization` header or a `token`
 * cookie: a signed-in shopper's answer holds their own offer states), an answer other than 200,
 * one that sets a cookie (the affiliate link) or says `private`/`no-store`, and HEAD requests.
 *
 * How an answer stops being served:
 * - **The catalogue changed.** The database's catalogue version (migration 0016: every write to
 *   the products, offers and prices tables bumps it in the writing transaction, whoever writes:
 *   seeding, administration, a second instance) comes from the database's one version reader
 *   (`catalogueVersions.ts`): on PostgreSQL it is known by notification with no round trip;
 *   otherwise (SQLite, or PostgreSQL not listening) it is read at most every `checkIntervalMs`. A
 *   new version drops every answer. Answers are stamped with the version read before their handler
 *   ran, so a write during a read is never hidden.
 * - **The clock.** An answer is served until the first instant its offers read differently with
 *   no write (`offerTimeBoundary.ts`: a sale's end, an Instant Play window, the release day).
 * - **`maxAgeMs`** bounds the rest: the key pools, which checkouts draw from without touching
 *   the catalogue version (a product page tells visitors whether a key comes with the purchase),
 *   and the tables only seeding writes.
 * @module
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { TOKEN_COOKIE } from '@d2d/contract';
import type { Db } from '../db/database.js';
import { catalogueVersionsOf, type CatalogueVersions } from '../services/catalogue/catalogueVersions.js';
import { offerTimeBoundary } from './offerTimeBoundary.js';
import { ResponseCacheStore, type CachedAnswer } from './responseCacheStore.js';

/** Settings of the response cache; each has a production default. */
export interface ResponseCacheOptions {
  /**
   * How long a read of the catalogue version is trusted (ms): the longest a catalogue write is
   * unseen here. `0` reads it for every request (tests). Default 500.
   */
  checkIntervalMs?: number;
  /** The longest an answer is served (ms), for what the version does not count. Default 5000. */
  maxAgeMs?: number;
  /** How many answers it keeps. Default 10,000. */
  maxEntries?: number;
  /** How many bytes of body it keeps. Default 32 MiB. */
  maxBytes?: number;
}

/** Options of {@link responseCache}. */
export interface ResponseCachePluginOptions extends ResponseCacheOptions {
  db: Db;
  /** The app's clock (epoch ms): the one the handlers judge sales and windows by. */
  now?: () => number;
}

/**
 * The cached routes and, for each, when its answer stops being true by the clock. A route is
 * listed only when everything its anonymous answer reads is counted by the catalogue version,
 * `maxAgeMs` or this boundary (findpage's on-sale filter depends on sales outside its page, so it
 * is not listed).
 */
const CACHED_ROUTES: ReadonlyMap<string, (answer: unknown, nowMs: number) => number> = new Map([
  ['/api/product/get/:id', offerTimeBoundary],
]);

const DEFAULTS = { checkIntervalMs: 500, maxAgeMs: 5000, maxEntries: 10_000, maxBytes: 32 * 1024 * 1024 } as const;

/** Longer `Accept-Encoding` headers are not a browser's; such requests are answered uncached. */
const MAX_ACCEPT_ENCODING_LENGTH = 200;

/** Headers that are the request's own (or Fastify's to compute), never part of a stored answer. */
const NOT_STORED = new Set(['content-length', 'set-cookie']);

/** A miss on its way to being stored. */
interface Pending {
  key: string;
  version: number;
  createdAt: number;
  expiresAt: number;
  /** The headers before the route ran, so only what the route added is stored. */
  before: Record<string, unknown>;
}

function listOf<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** A route's hooks of one kind with `hook` last (the cast: Fastify types each route's hooks by its schema). */
function withHook<T>(hooks: T | T[] | undefined, hook: unknown): T[] {
  return [...listOf(hooks), hook as T];
}

function carriesCredentials(request: FastifyRequest): boolean {
  return request.headers.authorization !== undefined || request.cookies?.[TOKEN_COOKIE] !== undefined;
}

/** The key of everything the answer varies on, or `undefined` when the request is not cacheable. */
function keyOf(request: FastifyRequest): string | undefined {
  const encoding = request.headers['accept-encoding'] ?? '';
  if (encoding.length > MAX_ACCEPT_ENCODING_LENGTH) return undefined;
  const noCompression = request.headers['x-no-compression'] === undefined ? '' : 'x';
  return `${request.url}\n${request.site.id}\n${request.country}\n${encoding}\n${noCompression}`;
}

function varyTokens(value: unknown): string[] {
  return String(value ?? '').split(',').map((t) => t.trim()).filter((t) => t !== '');
}

/** What the route (its handler, ETag, compression) added to the headers present before it ran. */
function addedHeaders(before: Record<string, unknown>, after: Record<string, unknown>): CachedAnswer['headers'] {
  const added: CachedAnswer['headers'] = {};
  for (const [name, value] of Object.entries(after)) {
    if (value === undefined || NOT_STORED.has(name) || before[name] === value) continue;
    if (name === 'vary') {
      const earlier = new Set(varyTokens(before[name]).map((t) => t.toLowerCase()));
      const tokens = varyTokens(value).filter((t) => !earlier.has(t.toLowerCase()));
      if (tokens.length > 0) added[name] = tokens.join(', ');
      continue;
    }
    added[name] = value as string | number | string[];
  }
  return added;
}

/** `@fastify/etag`'s own comparison, so a hit answers 304 exactly when a miss would. */
function revalidates(request: FastifyRequest, etag: unknown): boolean {
  const sent = request.headers['if-none-match'];
  return typeof etag === 'string' && sent !== undefined && (sent === etag || `W/${sent}` === etag || sent === `W/${etag}`);
}

function serve(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  for (const [name, value] of Object.entries(answer.headers)) {
    if (name === 'vary') {
      // earlier hooks may have set their own (CORS: Origin)
      const earlier = reply.getHeader('vary');
      reply.header('vary', earlier === undefined ? value : `${String(earlier)}, ${String(value)}`);
    } else {
      reply.header(name, value);
    }
  }
  // the ETag plugin turns it into a 304 with no body, which has no encoding either
  if (revalidates(request, answer.headers.etag)) reply.removeHeader('content-encoding');
  return reply.code(200).send(answer.body);
}

/**
 * The catalogue version as the cache trusts it: the database's shared reader
 * (`catalogueVersions.ts`) when that knows it without a round trip (PostgreSQL, listening), else
 * read through it at most every `intervalMs`.
 */
class CatalogueVersionWatch {
  private known: number | undefined;
  private checkedAt = 0;
  private reading: Promise<number> | undefined;

  constructor(
    private readonly versions: CatalogueVersions,
    private readonly now: () => number,
    private readonly intervalMs: number,
  ) {}

  current(): number | Promise<number> {
    const told = this.versions.known();
    if (told !== undefined) return told;
    const at = this.now();
    // a clock set back (a test's) is no proof of freshness
    // a write of this server's own is read at once, as the findpage index reads it
    if (this.known !== undefined && !this.versions.ownWritePending && at >= this.checkedAt && at - this.checkedAt < this.intervalMs) return this.known;
    // with an interval, concurrent requests share one read; without, each reads after it arrived
    if (this.reading !== undefined && this.intervalMs > 0) return this.reading;
    const read = this.versions.read().then((version) => {
      this.known = version;
      this.checkedAt = at;
      return version;
    });
    if (this.intervalMs > 0) {
      this.reading = read;
      const done = () => {
        if (this.reading === read) this.reading = undefined;
      };
      read.then(done, done);
    }
    return read;
  }
}

/**
 * Answers anonymous GETs of the catalogue routes in {@link CACHED_ROUTES} from memory. Register
 * it after the request context (the key reads `request.site`) and the maintenance answer, and
 * before the routes; the ETag and compression plugins before it, so it stores what they made.
 * @example
 * await app.register(deliveryPlugin);
 * await app.register(requestContext, { db, now });
 * await app.register(responseCache, { db, now });
 * await app.register(catalogueRoutes, { db });
 */
export const responseCache = fp<ResponseCachePluginOptions>(
  async (app, options) => {
    const now = options.now ?? Date.now;
    const maxAgeMs = options.maxAgeMs ?? DEFAULTS.maxAgeMs;
    const store = new ResponseCacheStore({ maxEntries: options.maxEntries ?? DEFAULTS.maxEntries, maxBytes: options.maxBytes ?? DEFAULTS.maxBytes });
    const reader = catalogueVersionsOf(options.db);
    // a new version makes every answer stale: drop them now rather than one by one
    const unsubscribe = reader.onChange(() => store.clear());
    app.addHook('onClose', async () => {
      unsubscribe();
    });
    const versions = new CatalogueVersionWatch(reader, now, options.checkIntervalMs ?? DEFAULTS.checkIntervalMs);
    const pending = new WeakMap<FastifyRequest, Pending>();
    let versionUnreadable = false;

    const unreadable = (request: FastifyRequest, error: unknown): void => {
      // without a version nothing can be proven fresh: answer uncached, and say so once
      if (!versionUnreadable) request.log.warn({ err: error }, 'response cache off: the catalogue version cannot be read');
      versionUnreadable = true;
    };

    const answer = (request: FastifyRequest, reply: FastifyReply, key: string, version: number, done: () => void): void => {
      const at = now();
      const cached = store.get(key);
      if (cached !== undefined) {
        // a hook that replies does not call `done`: the reply goes straight to the onSend hooks
        if (cached.version === version && cached.createdAt <= at && at < cached.expiresAt) return void serve(request, reply, cached);
        store.delete(key);
      }
      pending.set(request, { key, version, createdAt: at, expiresAt: at + maxAgeMs, before: reply.getHeaders() });
      done();
    };

    // callback hooks, not async ones: a hit then costs no promise, and hits are the hot path
    const lookup = (request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
      const key = request.method !== 'GET' || carriesCredentials(request) || reply.hasHeader('set-cookie') ? undefined : keyOf(request);
      if (key === undefined) return done();
      const version = versions.current();
      if (typeof version === 'number') return answer(request, reply, key, version, done);
      version.then((read) => answer(request, reply, key, read, done), (error: unknown) => {
        unreadable(request, error);
        done();
      });
    };

    const stamp = (boundary: (answer: unknown, nowMs: number) => number) =>
      (request: FastifyRequest, _reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void): void => {
        const miss = pending.get(request);
        if (miss !== undefined) miss.expiresAt = Math.min(miss.expiresAt, boundary(payload, miss.createdAt));
        done(null, payload);
      };

    const keep = (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void): void => {
      const miss = pending.get(request);
      if (miss !== undefined) {
        pending.delete(request);
        const whole = typeof payload === 'string' || Buffer.isBuffer(payload);
        const shared = !reply.hasHeader('set-cookie') && !/\b(?:private|no-store)\b/i.test(String(reply.getHeader('cache-control') ?? ''));
        if (reply.statusCode === 200 && whole && shared && miss.expiresAt > miss.createdAt) {
          store.set(miss.key, { body: payload, headers: addedHeaders(miss.before, reply.getHeaders()), version: miss.version, createdAt: miss.createdAt, expiresAt: miss.expiresAt });
        }
      }
      done(null, payload);
    };

    // route hooks run after the app's: the lookup after the request context, the store after
    // compression (whose own onSend is a route hook added before this one)
    app.addHook('onRoute', (route) => {
      const boundary = CACHED_ROUTES.get(route.url);
      if (boundary === undefined || !listOf(route.method).includes('GET')) return;
      route.onRequest = withHook(route.onRequest, lookup);
      route.preSerialization = withHook(route.preSerialization, stamp(boundary));
      route.onSend = withHook(route.onSend, keep);
    });
  },
  { name: 'd2d-response-cache', fastify: '5.x', dependencies: ['@fastify/cookie', 'd2d-request-context', 'd2d-delivery'] },
);
