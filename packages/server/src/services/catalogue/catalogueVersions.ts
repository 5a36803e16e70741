/**
 * The one reader of a database's catalogue version (migration 0016), shared by the findpage
 * index and the response cache.
 *
 * - **SQLite**: the version is read from the database whenever it is asked for; the read is a
 *   primary-key lookup in the same process, so every request sees every commit before it.
 * - **PostgreSQL**: one connection of the server's own LISTENs on `d2d_catalogue_version`
 *   (migration 0018 notifies it with the new version at each commit), so the version is known
 *   without a round trip. Until LISTEN is in force, and after the connection is lost until it
 *   is again, the version is read per request instead.
 *
 * Freshness on PostgreSQL: a write this process commits (through its pool) makes the next
 * request read the version from the database, so it never waits for its own notification. A
 * write committed by another process (a second instance, the seed command, `psql`) is seen
 * when its notification arrives: a request that starts between that commit and the arrival
 * (well under a millisecond on one machine, a network hop between machines) is answered at the
 * previous version, as if it had started just before the commit.
 * @module
 */
import type { Db } from '../../db/database.js';
import { postgresSideOf } from '../../db/postgresNotifications.js';
import { catalogueVersion } from './data/catalogueIndexRows.js';

/** The channel migration 0018's trigger function notifies. */
const CHANNEL = 'd2d_catalogue_version';

/** The tables whose writes bump the version (migration 0016's triggers). */
const VERSIONED_TABLES = ['products', 'product_platforms', 'product_genres', 'collection_products', 'product_prices', 'offers', 'offer_prices'];

/** A database's catalogue version, as fresh as its dialect allows without waste. */
export class CatalogueVersions {
  #known: number | undefined;
  /** LISTEN in force and a version read after it: `#known` follows every commit. */
  #listening = false;
  /** Bumped by each of this process's catalogue writes; a read clears `#mustRead` only if it began after the last. */
  #writes = 0;
  #mustRead = false;
  /** Counts listening connections made and lost, so a read begun on one is not trusted after it. */
  #connections = 0;
  readonly #changed = new Set<(version: number) => void>();
  readonly #postgres: boolean;

  constructor(private readonly db: Db) {
    const side = postgresSideOf(db);
    this.#postgres = side !== undefined;
    if (!side) return;
    side.watchWrites(VERSIONED_TABLES, () => {
      this.#writes++;
      this.#mustRead = true;
    });
    side.listen(CHANNEL, {
      onNotify: (payload) => {
        const version = Number(payload);
        if (Number.isSafeInteger(version)) this.#learn(version);
      },
      onListening: () => {
        const connection = ++this.#connections;
        // a read after LISTEN: every later commit is notified, so nothing falls between
        this.read().then(() => {
          // lost again while reading: stay on per-request reads
          if (connection === this.#connections) this.#listening = true;
        }, () => undefined);
      },
      onLost: () => {
        this.#connections++;
        this.#listening = false;
      },
    });
  }

  /** Whether the version is known without a round trip (PostgreSQL, listening, no own write pending). */
  get listening(): boolean {
    return this.#listening && !this.#mustRead && this.#known !== undefined;
  }

  /** Whether a catalogue write of this process committed since the last read began (PostgreSQL). */
  get ownWritePending(): boolean {
    return this.#mustRead;
  }

  /** The version known from notifications, or undefined when it must be read ({@link listening} false). */
  known(): number | undefined {
    return this.listening ? this.#known : undefined;
  }

  /**
   * The version now: a number when it is known without a round trip, else the read.
   * @example
   * const read = versions.current();
   * const version = typeof read === 'number' ? read : await read;
   */
  current(): number | Promise<number> {
    return this.known() ?? this.read();
  }

  /** Reads the version from the database (one primary-key read). */
  async read(): Promise<number> {
    const writes = this.#writes;
    const version = await catalogueVersion(this.db);
    this.#learn(version);
    if (writes === this.#writes) this.#mustRead = false;
    return this.#postgres ? Math.max(version, this.#known ?? version) : version;
  }

  /**
   * Calls `listener` with each new version this reader learns of (by notification or read).
   * @returns the unsubscription
   */
  onChange(listener: (version: number) => void): () => void {
    this.#changed.add(listener);
    return () => this.#changed.delete(listener);
  }

  #learn(version: number): void {
    // versions only grow on PostgreSQL (a notification may overtake a read begun earlier);
    // on SQLite a file replaced under the server may start again lower, so take it as it is
    if (this.#known !== undefined && (this.#postgres ? version <= this.#known : version === this.#known)) return;
    this.#known = version;
    for (const listener of this.#changed) listener(version);
  }
}

const readers = new WeakMap<Db, CatalogueVersions>();

/**
 * The catalogue version reader of `db`, made on first use (on PostgreSQL that opens its listening
 * connection, closed with the database).
 */
export function catalogueVersionsOf(db: Db): CatalogueVersions {
  let reader = readers.get(db);
  if (!reader) readers.set(db, (reader = new CatalogueVersions(db)));
  return reader;
}
