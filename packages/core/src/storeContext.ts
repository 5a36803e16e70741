/**
 * What a store's parts share: the API, the event emitter, the tracked clock, the adapters and
 * the login queue. Internal: hosts reach these through the store.
 * @module
 */
import type { SiteId } from '@d2d/contract';
import type { CookieAdapter, StorageAdapter } from './adapters.js';
import type { ApiClient } from './api/apiClient.js';
import type { Emitter } from './events.js';
import type { LoginQueue } from './loginQueue.js';
import type { Scheduler } from './scheduler.js';
import type { StoreEvents } from './storeEvents.js';

/** The shared internals of one store. */
export interface StoreContext {
  readonly api: ApiClient;
  readonly events: Emitter<StoreEvents>;
  readonly clock: Scheduler;
  readonly cookies: CookieAdapter;
  readonly storage: StorageAdapter;
  readonly queue: LoginQueue;
  readonly site: SiteId;
  readonly fingerprint: string;
  /** When the page loaded (epoch ms): the streaming poll window counts from here. */
  readonly loadedAt: number;
}
