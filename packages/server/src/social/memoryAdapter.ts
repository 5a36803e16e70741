/**
 * Where the local identity provider keeps its sessions, codes and tokens: this process's memory,
 * each entry dropped when it expires. A restart signs everyone out of the test provider, which is
 * all a development provider needs.
 * @module
 */
import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

/** One provider's memory: a store per model name (Session, AuthorizationCode, …) and the grants' entries. */
interface Space {
  stores: Map<string, Map<string, Entry>>;
  grants: Map<string, Set<string>>;
}

/**
 * The adapter factory of one provider instance: each gets its own memory.
 * @example
 * new Provider(issuer, { adapter: memoryAdapter(), … });
 */
export function memoryAdapter(): (name: string) => Adapter {
  const space: Space = { stores: new Map(), grants: new Map() };
  return (name) => new MemoryAdapter(name, space);
}

class MemoryAdapter implements Adapter {
  readonly #name: string;
  readonly #store: Map<string, Entry>;
  readonly #space: Space;

  constructor(name: string, space: Space) {
    this.#name = name;
    this.#space = space;
    let store = space.stores.get(name);
    if (!store) {
      store = new Map();
      space.stores.set(name, store);
    }
    this.#store = store;
  }

  #key(id: string): string {
    return `${this.#name}:${id}`;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    // expired entries go whenever something new comes in, so the maps stay small
    const now = Date.now();
    for (const [key, entry] of this.#store) if (entry.expiresAt <= now) this.#store.delete(key);
    this.#store.set(id, { payload, expiresAt: Date.now() + expiresIn * 1000 });
    if (payload.grantId) {
      const ids = this.#space.grants.get(payload.grantId) ?? new Set<string>();
      ids.add(this.#key(id));
      this.#space.grants.set(payload.grantId, ids);
    }
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    const entry = this.#store.get(id);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.#store.delete(id);
      return undefined;
    }
    return entry.payload;
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    for (const [id, entry] of this.#store) if (entry.payload.userCode === userCode) return this.find(id);
    return undefined;
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    for (const [id, entry] of this.#store) if (entry.payload.uid === uid) return this.find(id);
    return undefined;
  }

  async consume(id: string): Promise<void> {
    const entry = this.#store.get(id);
    if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
  }

  async destroy(id: string): Promise<void> {
    this.#store.delete(id);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    for (const key of this.#space.grants.get(grantId) ?? []) {
      const at = key.indexOf(':');
      this.#space.stores.get(key.slice(0, at))?.delete(key.slice(at + 1));
    }
    this.#space.grants.delete(grantId);
  }
}
