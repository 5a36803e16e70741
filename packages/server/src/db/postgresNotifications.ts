/**
 * What a PostgreSQL database offers beyond queries, for readers that must know of changes
 * without asking (the catalogue version, issue 14): a connection of its own that LISTENs on a
 * channel, reconnecting after a loss, and word of the writes this process commits through its
 * pool, so that a reader never trusts a notification still on its way for a write of its own.
 * @module
 */
import type { Kysely } from 'kysely';
import pg from 'pg';

/** What a listening connection tells its owner. */
export interface ListenHandlers {
  /** A notification's payload, in commit order. */
  onNotify(payload: string): void;
  /** LISTEN is in force: from now on no commit goes untold. */
  onListening(): void;
  /** The connection is lost (or could not be made): notifications may be missed until `onListening`. */
  onLost(error: Error | undefined): void;
}

/** A listening connection; `close` ends it for good. */
export interface Listening {
  close(): Promise<void>;
}

/** Written tables a listener is told of, and what it is told. */
interface WriteWatch {
  pattern: RegExp;
  onCommitted: () => void;
}

/** Writing statements start so (Kysely's and the data modules' raw SQL alike). */
const WRITING = /^\s*(?:insert|update|delete|truncate|with|merge|copy)\b/i;

/** Longest wait between reconnection attempts (ms). */
const MAX_RECONNECT_DELAY_MS = 5000;

/** The PostgreSQL side of one database opened by `openPostgres`. */
export class PostgresSide {
  readonly #watches = new Set<WriteWatch>();
  readonly #listenings = new Set<Listening>();

  constructor(readonly url: string) {}

  /**
   * Calls `onCommitted` each time a pooled connection that wrote to one of `tables` goes back to
   * the pool: its transaction has then ended, so a read on any connection sees the write. A
   * statement that merely names a table after FROM (a subquery of another table's write) counts
   * too: a needless call costs a read, a missed one would cost freshness.
   * @returns the unsubscription
   */
  watchWrites(tables: readonly string[], onCommitted: () => void): () => void {
    const names = tables.map((t) => t.replace(/[^a-z0-9_]/gi, '')).join('|');
    const watch = { pattern: new RegExp(`\\b(?:into|update|from|truncate|table|only|copy)\\s+"?(?:${names})"?(?![\\w"])`, 'i'), onCommitted };
    this.#watches.add(watch);
    return () => this.#watches.delete(watch);
  }

  /** The watches a statement concerns (none for reads, the usual case, after one test). */
  statementWrites(text: string): WriteWatch[] | undefined {
    if (this.#watches.size === 0 || !WRITING.test(text)) return undefined;
    let hit: WriteWatch[] | undefined;
    for (const watch of this.#watches) if (watch.pattern.test(text)) (hit ??= []).push(watch);
    return hit;
  }

  /**
   * Opens a connection of its own (outside the pool, so it takes no query's place) that LISTENs
   * on `channel`; after a loss it reconnects, waiting up to 5 s between attempts.
   */
  listen(channel: string, handlers: ListenHandlers): Listening {
    let client: pg.Client | undefined;
    let closed = false;
    let timer: NodeJS.Timeout | undefined;
    let failures = 0;
    const lost = (current: pg.Client, error: Error | undefined): void => {
      if (client !== current) return;
      client = undefined;
      current.removeAllListeners('notification');
      void current.end().catch(() => undefined);
      handlers.onLost(error);
      if (closed) return;
      failures++;
      timer = setTimeout(connect, Math.min(MAX_RECONNECT_DELAY_MS, 50 * 2 ** Math.min(failures, 7)));
      timer.unref();
    };
    const connect = (): void => {
      timer = undefined;
      if (closed) return;
      const current = new pg.Client({ connectionString: this.url });
      client = current;
      current.on('notification', (message) => {
        if (message.channel === channel) handlers.onNotify(message.payload ?? '');
      });
      current.on('error', (error) => lost(current, error));
      current.on('end', () => lost(current, undefined));
      current
        .connect()
        .then(() => current.query(`LISTEN "${channel.replace(/"/g, '')}"`))
        .then(() => {
          if (client !== current || closed) return;
          failures = 0;
          handlers.onListening();
        })
        .catch((error: unknown) => lost(current, error instanceof Error ? error : new Error(String(error))));
    };
    const listening: Listening = {
      close: async () => {
        closed = true;
        this.#listenings.delete(listening);
        if (timer) clearTimeout(timer);
        const current = client;
        client = undefined;
        if (current) await current.end().catch(() => undefined);
      },
    };
    this.#listenings.add(listening);
    connect();
    return listening;
  }

  /** Ends every listening connection (the pool is closing). */
  async close(): Promise<void> {
    await Promise.all([...this.#listenings].map((l) => l.close()));
  }
}

const sides = new WeakMap<Kysely<any>, PostgresSide>();

/** Records the PostgreSQL side of a database (`openPostgres` does). */
export function setPostgresSide(db: Kysely<any>, side: PostgresSide): void {
  sides.set(db, side);
}

/** The PostgreSQL side of a database `openPostgres` opened; undefined for SQLite. */
export function postgresSideOf(db: Kysely<any>): PostgresSide | undefined {
  return sides.get(db);
}
