/**
 * The bounded store behind the anonymous response cache (`responseCache.ts`): finished answers by
 * key, least recently used first out, bounded both in entries and in bytes of body.
 * @module
 */

/** One finished answer, as the client got it. */
export interface CachedAnswer {
  /** The body after serialisation and compression. */
  body: Buffer | string;
  /** The headers the route, ETag and compression added (not the per-request ones of earlier hooks). */
  headers: Record<string, string | number | string[]>;
  /** The catalogue version the answer was read at. */
  version: number;
  /** When it was made, by the app's clock (epoch ms). */
  createdAt: number;
  /** The first instant, by the app's clock, at which it may no longer be served. */
  expiresAt: number;
}

/** Limits of a {@link ResponseCacheStore}. */
export interface ResponseCacheLimits {
  maxEntries: number;
  maxBytes: number;
}

function sizeOf(answer: CachedAnswer): number {
  return typeof answer.body === 'string' ? Buffer.byteLength(answer.body) : answer.body.length;
}

/**
 * A least-recently-used map of answers. A `Map` keeps insertion order, so re-inserting on use
 * makes its first key the least recently used one.
 * @example
 * const store = new ResponseCacheStore({ maxEntries: 1000, maxBytes: 32 * 1024 * 1024 });
 * store.set(key, answer);
 * store.get(key); // answer, now the most recently used
 */
export class ResponseCacheStore {
  private readonly entries = new Map<string, CachedAnswer>();
  private bytes = 0;

  constructor(private readonly limits: ResponseCacheLimits) {}

  /** How many answers it holds. */
  get size(): number {
    return this.entries.size;
  }

  /** The bytes of body it holds. */
  get byteSize(): number {
    return this.bytes;
  }

  /** The answer under `key`, marked as just used; `undefined` when there is none. */
  get(key: string): CachedAnswer | undefined {
    const answer = this.entries.get(key);
    if (answer === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, answer);
    return answer;
  }

  /** Stores an answer, evicting the least recently used ones over the limits. */
  set(key: string, answer: CachedAnswer): void {
    const size = sizeOf(answer);
    // one answer bigger than the whole budget would evict everything and then itself
    if (size > this.limits.maxBytes) return;
    this.delete(key);
    this.entries.set(key, answer);
    this.bytes += size;
    while (this.entries.size > this.limits.maxEntries || this.bytes > this.limits.maxBytes) {
      const oldest = this.entries.keys().next();
      if (oldest.done === true) break;
      this.delete(oldest.value);
    }
  }

  /** Drops the answer under `key`, if any. */
  delete(key: string): void {
    const answer = this.entries.get(key);
    if (answer === undefined) return;
    this.entries.delete(key);
    this.bytes -= sizeOf(answer);
  }

  /** Drops every answer (the catalogue changed). */
  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}
