/**
 * The streaming area's SQL lives in this folder, one file per thing it holds. Each function takes
 * the database or the open transaction, so the rules modules decide what runs together; limited
 * things are taken with one conditional write each (a trial, a bonus redeem, a server switch, a
 * session's move to its next state).
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

/** The database or an open transaction. */
export type Q = Kysely<Database>;
