import { sql, type Kysely } from 'kysely';
import type { PaymentStatus } from '../tables/orders.js';
import { INITIAL_PAYMENT_STATES, PAYMENT_STATES, PAYMENT_TRANSITIONS } from '../../services/orders/paymentStates.js';
import { isPostgres } from '../dialect.js';

/**
 * The payment state machine in the database (issue 12): a trigger refuses an INSERT of a payment
 * in a state it cannot start in and an UPDATE of `payments.status` that is not a legal move, on
 * SQLite and PostgreSQL alike. Both are generated from the machine's table
 * (`services/orders/paymentStates.ts`), so the conditional writes and the guard say the same.
 *
 * The column's CHECK of migration 0005 listed the old states; the guard now decides which states
 * exist (an unknown status is neither a starting state nor reachable), so the CHECK is dropped
 * rather than widened: a later change of the machine then needs only the trigger re-created
 * ({@link createPaymentStatusGuard}), never another rebuild of the table. PostgreSQL drops a
 * CHECK in place; SQLite cannot, so there the table is rebuilt once, in one transaction, by the
 * procedure of SQLite's ALTER TABLE documentation (new table, copy, drop, rename, indexes).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`ALTER TABLE payments DROP CONSTRAINT IF EXISTS payments_status_check`.execute(db);
  } else {
    await rebuildPaymentsSqlite(db, (create) => {
      const withoutCheck = create.replace(STATUS_CHECK_0005, '"status" text not null');
      if (withoutCheck === create) throw new Error('0013: the status CHECK of payments was not found');
      return withoutCheck;
    });
  }
  await createPaymentStatusGuard(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropPaymentStatusGuard(db);
  const check = `status IN (${quotedList(OLD_STATES)})`;
  if (isPostgres(db)) {
    await sql.raw(`ALTER TABLE payments ADD CONSTRAINT payments_status_check CHECK (${check})`).execute(db);
  } else {
    await rebuildPaymentsSqlite(db, (create) => create.replace('"status" text not null,', `"status" text not null check (${check}),`));
  }
}

/** The states of migration 0005's CHECK. */
const OLD_STATES: readonly PaymentStatus[] = ['pending', 'approved', 'captured', 'authorized', 'failed', 'aborted', 'voided', 'refunded'];

/** The status column as migration 0005 wrote it in SQLite's schema. */
const STATUS_CHECK_0005 = /"status" text not null check \(status IN \([^)]*\)\)/;

/** `'a', 'b'`: states as SQL literals (they are fixed identifiers of the code, checked here). */
function quotedList(states: readonly string[]): string {
  return states
    .map((state) => {
      if (!/^[a-z_]+$/.test(state)) throw new Error(`not a payment state: ${state}`);
      return `'${state}'`;
    })
    .join(', ');
}

/**
 * The condition "OLD.status → NEW.status is a legal move", from the machine's table; the same
 * text is valid in a SQLite trigger's WHEN and in PL/pgSQL.
 */
export function legalMoveCondition(): string {
  return PAYMENT_STATES.filter((from) => PAYMENT_TRANSITIONS[from].length > 0)
    .map((from) => `(old.status = ${quotedList([from])} AND new.status IN (${quotedList(PAYMENT_TRANSITIONS[from])}))`)
    .join(' OR ');
}

/** The message both dialects refuse an illegal move with. */
export const ILLEGAL_MOVE_MESSAGE = 'illegal payment status transition';

/** Creates the triggers from the current state machine (a later migration that changes it calls this again after the drop). */
export async function createPaymentStatusGuard(db: Kysely<unknown>): Promise<void> {
  const initial = quotedList(INITIAL_PAYMENT_STATES);
  const legal = legalMoveCondition();
  if (isPostgres(db)) {
    await sql
      .raw(
        `CREATE FUNCTION payments_status_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NOT (new.status IN (${initial})) THEN
      RAISE EXCEPTION '${ILLEGAL_MOVE_MESSAGE}: a payment cannot start as %', new.status USING ERRCODE = 'check_violation';
    END IF;
  ELSIF new.status IS DISTINCT FROM old.status AND NOT (${legal}) THEN
    RAISE EXCEPTION '${ILLEGAL_MOVE_MESSAGE}: % -> %', old.status, new.status USING ERRCODE = 'check_violation';
  END IF;
  RETURN new;
END $$`,
      )
      .execute(db);
    await sql`CREATE TRIGGER payments_status_guard BEFORE INSERT OR UPDATE OF status ON payments FOR EACH ROW EXECUTE FUNCTION payments_status_guard()`.execute(db);
    return;
  }
  await sql
    .raw(
      `CREATE TRIGGER payments_status_start BEFORE INSERT ON payments
  WHEN new.status IS NULL OR new.status NOT IN (${initial})
  BEGIN SELECT RAISE(ABORT, '${ILLEGAL_MOVE_MESSAGE}'); END`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER payments_status_move BEFORE UPDATE OF status ON payments
  WHEN old.status IS NOT new.status AND NOT (${legal})
  BEGIN SELECT RAISE(ABORT, '${ILLEGAL_MOVE_MESSAGE}'); END`,
    )
    .execute(db);
}

/** Drops the triggers of {@link createPaymentStatusGuard}. */
export async function dropPaymentStatusGuard(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`DROP TRIGGER IF EXISTS payments_status_guard ON payments`.execute(db);
    await sql`DROP FUNCTION IF EXISTS payments_status_guard()`.execute(db);
    return;
  }
  await sql`DROP TRIGGER IF EXISTS payments_status_start`.execute(db);
  await sql`DROP TRIGGER IF EXISTS payments_status_move`.execute(db);
}

/**
 * Rebuilds SQLite's `payments` with its CREATE TABLE changed by `change`: rows, indexes and the
 * foreign keys that point at it are kept. Foreign keys are off during the swap (the old table
 * is dropped while `orders` still points at it) and checked before the commit.
 */
async function rebuildPaymentsSqlite(db: Kysely<unknown>, change: (createTable: string) => string): Promise<void> {
  const schema = await sql<{ type: string; name: string; sql: string | null }>`
    SELECT type, name, sql FROM sqlite_master WHERE tbl_name = 'payments' AND sql IS NOT NULL`.execute(db);
  const table = schema.rows.find((row) => row.type === 'table');
  if (!table?.sql) throw new Error('0013: table payments not found');
  const create = change(table.sql).replace(/^CREATE TABLE "payments"/, 'CREATE TABLE "payments_rebuilt"');
  if (!create.startsWith('CREATE TABLE "payments_rebuilt"')) throw new Error('0013: unexpected CREATE TABLE of payments');
  const others = schema.rows.filter((row) => row.type !== 'table' && row.sql).map((row) => row.sql as string);
  // PRAGMA foreign_keys is a no-op inside a transaction: SQLite migrations run outside one
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(create).execute(trx);
      await sql`INSERT INTO payments_rebuilt SELECT * FROM payments`.execute(trx);
      await sql`DROP TABLE payments`.execute(trx);
      await sql`ALTER TABLE payments_rebuilt RENAME TO payments`.execute(trx);
      for (const statement of others) await sql.raw(statement).execute(trx);
      const broken = await sql`PRAGMA foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error('0013: the rebuilt payments table breaks a foreign key');
    });
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}
