/**
 * Password hashing is the costly step of the account calls, so it runs only after the cheap
 * checks pass. The app here hashes new passwords at a cost Argon2id refuses: a call that reached
 * the hashing would answer 500, so a 4xx proves the refusal came first.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBuyer } from '../../bench/checkoutFixtures.js';
import { newToken } from '../../services/accounts/tokens.js';
import { hashPassword } from '../../services/accounts/passwords.js';
import { startTestStore, type TestStore } from './__tests__/kit.js';

// less memory than Argon2id's minimum of 8 KiB a lane
const UNHASHABLE = { memoryKiB: 4, passes: 1, parallelism: 1 };

describe('hashing only after the cheap checks', () => {
  let store: TestStore;
  beforeEach(async () => {
    store = await startTestStore({ accounts: { passwordCost: UNHASHABLE } });
  });
  afterEach(async () => {
    await store.close();
  });

  it('should refuse a reset with an unknown or malformed token before hashing the new password', async () => {
    for (const token of [newToken(), 'short', '']) {
      const res = await store.app.inject({
        method: 'PUT',
        url: '/api/account/password',
        payload: { account: { reset_password_token: token, password: 'newpass12', password_confirmation: 'newpass12' } },
      });
      expect(res.statusCode, token).toBe(422);
      expect(res.json().errors).toHaveProperty('reset_password_token');
    }
  });

  it('should check the session and the current password before hashing a changed one', async () => {
    const ana = await createBuyer(store.db, { email: 'ana@example.com' });
    await store.db.updateTable('accounts').set({ password_hash: await hashPassword('secret12', { memoryKiB: 64, passes: 1, parallelism: 1 }) }).where('id', '=', ana.id).execute();
    const change = (headers: Record<string, string>, current: string) =>
      store.app.inject({ method: 'PATCH', url: '/api/account/update_password', headers, payload: { account: { current_password: current, password: 'newpass12', password_confirmation: 'newpass12' } } });
    expect((await change({}, 'secret12')).statusCode).toBe(401);
    expect((await change({ authorization: 'Bearer not-a-live-session-token' }, 'secret12')).statusCode).toBe(401);
    expect((await change({ authorization: `Bearer ${ana.token}` }, 'wrong-password')).statusCode).toBe(422);
  });
});
