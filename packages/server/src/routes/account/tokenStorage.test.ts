import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashToken } from '../../services/accounts/tokens.js';
import { confirmedAccount, login, mailedToken, signUp, startTestStore, type TestStore } from './__tests__/kit.js';

let store: TestStore;
beforeEach(async () => {
  store = await startTestStore();
});
afterEach(async () => {
  await store.close();
});

/** Every `table.column` of every table in the database whose value contains `needle`. */
async function columnsHolding(needle: string): Promise<string[]> {
  // Kysely's introspection lists the tables on SQLite and PostgreSQL alike
  const tables = await store.db.introspection.getTables();
  const found: string[] = [];
  for (const { name } of tables) {
    const rows = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(name)}`.execute(store.db);
    for (const row of rows.rows) {
      for (const [column, value] of Object.entries(row)) {
        const text = Buffer.isBuffer(value) ? value.toString('latin1') : String(value);
        if (text.includes(needle)) found.push(`${name}.${column}`);
      }
    }
  }
  return [...new Set(found)].sort();
}

describe('tokens at rest', () => {
  it('should keep only the hashes of session and remember tokens, in no other column of any table', async () => {
    await confirmedAccount(store.app, 'ana@example.com');
    const res = await login(store.app, 'ana@example.com', 'secret12');
    expect(res.statusCode).toBe(200);
    const { token, remember_token: rememberToken } = res.json<{ token: string; remember_token: string }>();
    expect(token).toMatch(/^[\w-]{43}$/);
    for (const raw of [token, rememberToken]) {
      expect(await columnsHolding(raw)).toEqual([]);
      expect(await columnsHolding(hashToken(raw))).toEqual(['account_tokens.token_hash']);
    }
  });

  it('should keep only the hashes of confirmation and reset tokens, the raw ones being in their mail alone', async () => {
    expect((await signUp(store.app, { email: 'bea@example.com' })).statusCode).toBe(201);
    const confirmation = await mailedToken(store.app, 'bea@example.com', 'confirmation');
    await store.app.inject({ method: 'POST', url: '/api/account/password', payload: { account: { email: 'bea@example.com' } } });
    const reset = await mailedToken(store.app, 'bea@example.com', 'reset-password');
    for (const raw of [confirmation, reset]) {
      expect(await columnsHolding(raw)).toEqual(['outbox.html', 'outbox.text']);
      expect(await columnsHolding(hashToken(raw))).toEqual(['account_mail_tokens.token_hash']);
    }
  });
});
