import type { Db } from '../../db/database.js';

/**
 * What the streaming services depend on: the database and the server clock (tests move it
 * through sessions, trials, switches and campaign windows).
 */
export interface StreamingContext {
  db: Db;
  /** Epoch ms. */
  now: () => number;
}
