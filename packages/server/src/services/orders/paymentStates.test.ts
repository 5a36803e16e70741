/**
 * The payment state machine (issue 12, point 2; reliability test 8 "payment state machine allows
 * legal transitions only"): every legal move is made by the conditional write and allowed by the
 * database, and every other pair of states (all of them, generated) is refused by both: the
 * module's write changes no row, and a raw `UPDATE` is stopped by the trigger of migration 0013.
 * Runs on SQLite, and on PostgreSQL with `TEST_DATABASE_URL`.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P, openOrdersKit, type OrdersKit } from '../../routes/checkout/__tests__/ordersKit.js';
import type { PaymentRow, PaymentStatus } from '../../db/tables/orders.js';
import { newPaymentId } from './context.js';
import { insertPayment, movePayment, paymentById } from './data/payments.js';
import { INITIAL_PAYMENT_STATES, PAYMENT_STATES, isLegalTransition, legalSources, legalTransitions } from './paymentStates.js';

let kit: OrdersKit;
/** A real checkout's payment, cloned for each case. */
let model: PaymentRow;

beforeAll(async () => {
  kit = await openOrdersKit({ paymentProvider: 'card' });
  const ana = await kit.buyer();
  await kit.add(ana, P.plainA);
  const answer = await kit.checkout(ana);
  model = (await paymentById(kit.db, answer.payment_id as string)) as PaymentRow;
});
afterAll(async () => {
  await kit.close();
});

/** The shortest legal way from a starting state to each state. */
function pathsFromStart(): Map<PaymentStatus, PaymentStatus[]> {
  const paths = new Map<PaymentStatus, PaymentStatus[]>(INITIAL_PAYMENT_STATES.map((s) => [s, [s]]));
  const queue = [...INITIAL_PAYMENT_STATES];
  for (let state = queue.shift(); state !== undefined; state = queue.shift()) {
    for (const next of PAYMENT_STATES.filter((to) => isLegalTransition(state as PaymentStatus, to))) {
      if (paths.has(next)) continue;
      paths.set(next, [...(paths.get(state) as PaymentStatus[]), next]);
      queue.push(next);
    }
  }
  return paths;
}
const PATHS = pathsFromStart();

/** A new payment of the model's cart, walked by legal moves into `state`. */
async function paymentIn(state: PaymentStatus): Promise<string> {
  const [start, ...moves] = PATHS.get(state) as PaymentStatus[];
  const id = newPaymentId();
  await insertPayment(kit.db, { ...model, id, idempotency_key: null, status: start as PaymentStatus });
  for (const to of moves) expect(await movePayment(kit.db, id, to, { updated_at: model.updated_at + 1 })).toBe(true);
  expect((await paymentById(kit.db, id))?.status).toBe(state);
  return id;
}

const row = (id: string) => paymentById(kit.db, id);
const rawMove = (id: string, to: string) => sql`UPDATE payments SET status = ${to}, updated_at = updated_at + 1 WHERE id = ${id}`.execute(kit.db);

const LEGAL = legalTransitions();
const ILLEGAL: Array<[PaymentStatus, PaymentStatus]> = PAYMENT_STATES.flatMap((from) =>
  PAYMENT_STATES.filter((to) => to !== from && !isLegalTransition(from, to)).map((to): [PaymentStatus, PaymentStatus] => [from, to]),
);

describe('the payment state machine', () => {
  it('should reach every state from a starting state, and cover every ordered pair of states', () => {
    expect([...PATHS.keys()].sort()).toEqual([...PAYMENT_STATES].sort());
    expect(LEGAL.length + ILLEGAL.length).toBe(PAYMENT_STATES.length * (PAYMENT_STATES.length - 1));
    expect(LEGAL).toContainEqual(['pending', 'expired']);
    expect(LEGAL).toContainEqual(['captured', 'refunded']);
    expect(ILLEGAL).toContainEqual(['expired', 'approved']);
  });

  it.each(LEGAL)('should move %s → %s by the conditional write', async (from, to) => {
    const id = await paymentIn(from);
    expect(await movePayment(kit.db, id, to, { updated_at: model.updated_at + 2 })).toBe(true);
    expect((await row(id))?.status).toBe(to);
    // and once only: the same write again finds the payment moved already
    if (!isLegalTransition(to, to)) expect(await movePayment(kit.db, id, to, { updated_at: model.updated_at + 3 }, [from])).toBe(false);
  });

  it.each(LEGAL)('should let the database make %s → %s', async (from, to) => {
    const id = await paymentIn(from);
    await rawMove(id, to);
    expect((await row(id))?.status).toBe(to);
  });

  it.each(ILLEGAL)('should refuse %s → %s in the module and in the database', async (from, to) => {
    const id = await paymentIn(from);
    const before = await row(id);
    expect(await movePayment(kit.db, id, to, { updated_at: model.updated_at + 2, error_message: 'moved' })).toBe(false);
    expect(await row(id)).toEqual(before);
    await expect(rawMove(id, to)).rejects.toThrow(/illegal payment status transition/);
    expect(await row(id)).toEqual(before);
  });

  it('should refuse a narrowed write from a state that may not move there, before any SQL', async () => {
    expect(() => legalSources('approved', ['expired'])).toThrow(/Illegal payment transition: expired → approved/);
    const id = await paymentIn('expired');
    await expect(movePayment(kit.db, id, 'approved', { updated_at: 1 }, ['expired'])).rejects.toThrow(/Illegal payment transition/);
    expect((await row(id))?.status).toBe('expired');
  });

  it('should refuse a status that is no state at all, and a payment that starts anywhere but at the start', async () => {
    const id = await paymentIn('pending');
    await expect(rawMove(id, 'shipped')).rejects.toThrow(/illegal payment status transition/);
    for (const status of PAYMENT_STATES.filter((s) => !INITIAL_PAYMENT_STATES.includes(s))) {
      const id = newPaymentId();
      await expect(insertPayment(kit.db, { ...model, id, idempotency_key: null, status })).rejects.toThrow(/Illegal payment transition/);
      await expect(kit.db.insertInto('payments').values({ ...model, id, idempotency_key: null, status }).execute()).rejects.toThrow(/illegal payment status transition/);
      expect(await row(id)).toBeUndefined();
    }
  });

  it('should let a write that keeps the status change the other columns', async () => {
    for (const state of PAYMENT_STATES) {
      const id = await paymentIn(state);
      await sql`UPDATE payments SET status = status, sync_due = 1 WHERE id = ${id}`.execute(kit.db);
      expect(await row(id)).toMatchObject({ status: state, sync_due: 1 });
    }
  });
});
